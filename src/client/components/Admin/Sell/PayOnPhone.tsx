import { Alert, Anchor, Button, Group, Image, Loader, Paper, Stack, Text } from '@mantine/core';
import type { DraftOrder } from '@shared/schemas/draft-orders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverMessage } from '../../../api-error';
import { useTRPC } from '../../../trpc';

/** A draft's statuses once its payment went through (the order's own from then on). */
const PAID = new Set<DraftOrder['status']>(['paid', 'processing', 'shipped', 'delivered']);
/** How often the screen asks whether the phone's payment went through. */
const WAIT_MS = 3_000;

/**
 * Pay on a phone (the Sell screen at a market): the draft's pay link as a QR code the customer scans to pay by card
 * on their own phone, or a link the owner opens on any device. The screen waits on the draft until it is paid, then
 * `onPaid` (the sale recorded); Back returns to the other ways to pay (the link stays valid while the draft holds).
 */
export function PayOnPhone({
  draft,
  total,
  onPaid,
  onBack,
}: {
  draft: DraftOrder;
  total: string;
  onPaid(order: DraftOrder): void;
  onBack(): void;
}) {
  const trpc = useTRPC();
  const link = useMutation(trpc.admin.draftOrders.payLink.mutationOptions());
  const { mutate } = link;
  useEffect(() => mutate({ id: draft.id }), [mutate, draft.id]);
  const watched = useQuery({
    ...trpc.admin.draftOrders.get.queryOptions({ id: draft.id }),
    enabled: link.isSuccess,
    refetchInterval: WAIT_MS,
  });
  const state = watched.data;
  useEffect(() => {
    if (state && PAID.has(state.status)) onPaid(state);
  }, [state, onPaid]);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack align="center" gap="sm">
        {link.isError && (
          <Alert color="red" w="100%">
            {serverMessage(link.error) ?? 'No connection: the pay link could not be made. Tap Back and try again.'}
          </Alert>
        )}
        {link.isPending && <Loader aria-label="Making the pay link" />}
        {link.data && (
          <>
            <Text fw={700}>Scan to pay {total} on a phone</Text>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.data.qrSvg)}`}
              alt={`QR code of the pay link for order #${draft.id}`}
              w={240}
              h={240}
            />
            <Anchor href={link.data.url} target="_blank" rel="noopener" size="sm">
              Open the pay page
            </Anchor>
            {state?.status === 'expired' || state?.status === 'cancelled' ? (
              <Alert color="red" w="100%">
                This sale has ended unpaid: its items were released. Start it again.
              </Alert>
            ) : (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text c="dimmed">Waiting for the payment…</Text>
              </Group>
            )}
          </>
        )}
        <Button variant="subtle" mih={48} onClick={onBack}>
          Back to the ways to pay
        </Button>
      </Stack>
    </Paper>
  );
}
