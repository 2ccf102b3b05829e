import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { AdminReturn } from '@shared/schemas/returns';
import { variantLabel } from '@shared/variant-label';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '../../../features/notify';
import { useSettings } from '../../../features/settings';
import { formatDateTime } from '../../../format-date';
import { useTRPC } from '../../../trpc';
import { differenceState } from '../../Profile/return-difference';

const STATUS_COLOURS: Record<AdminReturn['status'], string> = {
  requested: 'yellow',
  approved: 'blue',
  declined: 'gray',
  received: 'green',
  closed: 'gray',
};
const WANTS: Record<AdminReturn['resolution'], string> = {
  refund: 'Refund',
  credit: 'Store credit',
  exchange: 'Exchange',
};

/** The owner's moves of one return; every answer refreshes the lists, the order and the dashboard. */
function useReturnMoves() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const options = (done: string) => ({
    onSuccess: (ret: AdminReturn) => {
      void queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      notifySuccess('Return updated', `Return #${ret.id} is ${ret.status}${done}`);
    },
    onError: (error: unknown) => notifyFailure(error, 'The return could not be updated'),
  });
  return {
    approve: useMutation(trpc.admin.returns.approve.mutationOptions(options(': the customer has your note'))),
    decline: useMutation(trpc.admin.returns.decline.mutationOptions(options(': the customer has your note'))),
    receive: useMutation(trpc.admin.returns.receive.mutationOptions(options(''))),
    close: useMutation(trpc.admin.returns.close.mutationOptions(options(''))),
  };
}

/** How the owner's card says where an exchange's difference stands. */
const DIFFERENCE = { toPay: 'to pay', paid: 'paid', toGive: 'to give back at receipt', back: 'given back' } as const;

/**
 * One return as the owner works on it (issue 41, item 1): what comes back and why, what the customer wants; approve
 * with return instructions or decline with a note (both mailed), then, when the parcel is in, receive it (each line
 * back on the shelf or not): the refund, credit or exchange is made then. Close it when done.
 */
export function ReturnCard({ ret, showOrder = false }: { ret: AdminReturn; showOrder?: boolean }) {
  const moves = useReturnMoves();
  const { currencySymbol } = useSettings();
  const money = (n: number) => formatMoney(n, currencySymbol);
  const [note, setNote] = useState(ret.note);
  const [restock, setRestock] = useState<Record<number, boolean>>({});
  const busy = Object.values(moves).some((m) => m.isPending);
  const open = ret.status === 'requested' || ret.status === 'approved';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Return #${ret.id}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text
            fw={600}
          >{`Return #${ret.id}${showOrder ? ` · order #${ret.orderId}` : ''} · ${WANTS[ret.resolution]}`}</Text>
          <Badge color={STATUS_COLOURS[ret.status]}>{ret.status}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {ret.customer} ({ret.email}) · {formatDateTime(ret.createdAt)} · {ret.reason.replaceAll('_', ' ')}
          {ret.reasonText ? `: “${ret.reasonText}”` : ''}
        </Text>
        {ret.lines.map((l) => (
          <Group key={l.orderItemId} gap="sm">
            <Text size="sm">
              {l.quantity} × {variantLabel(l.name, l.size, l.color)}
              {l.exchangeSize !== null ? ` → ${[l.exchangeSize, l.exchangeColor].filter(Boolean).join(' / ')}` : ''}
              {l.restocked !== null ? (l.restocked ? ' · restocked' : ' · not restocked') : ''}
            </Text>
            {ret.status === 'approved' && (
              <Checkbox
                size="xs"
                label="Back in stock"
                checked={restock[l.orderItemId] ?? true}
                onChange={(e) => setRestock((r) => ({ ...r, [l.orderItemId]: e.currentTarget.checked }))}
              />
            )}
          </Group>
        ))}
        {ret.refund && (
          <Text size="sm">
            Refund: {money(ret.refund.amount)} ({ret.refund.status})
          </Text>
        )}
        {ret.credit > 0 && <Text size="sm">Store credit issued: {money(ret.credit)}</Text>}
        {ret.exchangeOrderId !== null && <Text size="sm">Exchange order #{ret.exchangeOrderId}</Text>}
        {ret.priceDifference !== 0 && ret.status !== 'declined' && (
          <Text size="sm">
            Price difference: {DIFFERENCE[differenceState(ret)]} {money(Math.abs(ret.priceDifference))}
            {ret.exchangeWaitingFor === 'payment' && ' (waiting for the payment: the exchange ships once it is paid)'}
            {ret.exchangeWaitingFor === 'return' && ' (the exchange ships once the items are received)'}
          </Text>
        )}
        {ret.status === 'requested' ? (
          <Textarea
            label="Note to the customer (return instructions when you approve)"
            value={note}
            maxLength={2000}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
        ) : (
          ret.note && <Text size="sm">Your note: {ret.note}</Text>
        )}
        <Group gap="xs">
          {ret.status === 'requested' && (
            <Button size="xs" disabled={busy} onClick={() => moves.approve.mutate({ id: ret.id, note })}>
              Approve
            </Button>
          )}
          {ret.status === 'approved' && (
            <Button
              size="xs"
              disabled={busy}
              onClick={() =>
                moves.receive.mutate({
                  id: ret.id,
                  lines: ret.lines.map((l) => ({
                    orderItemId: l.orderItemId,
                    restock: restock[l.orderItemId] ?? true,
                  })),
                })
              }
            >
              Mark received
            </Button>
          )}
          {open && (
            <Button
              size="xs"
              variant="default"
              disabled={busy}
              onClick={() => moves.decline.mutate({ id: ret.id, note })}
            >
              Decline
            </Button>
          )}
          {(ret.status === 'approved' || ret.status === 'received') && (
            <Button size="xs" variant="subtle" disabled={busy} onClick={() => moves.close.mutate({ id: ret.id })}>
              Close
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
