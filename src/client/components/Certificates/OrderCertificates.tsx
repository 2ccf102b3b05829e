import { Checkbox } from '@mantine/core';
import type { Order } from '@shared/schemas/orders';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n/hooks';
import verifyMessages from '../../i18n/messages/verify.en.json';
import { useTRPC } from '../../trpc';
import { Anchor, Group, Stack, Text } from '../Plain/Plain';

/**
 * An order's certificates of authenticity (issue 43), for its buyer: each certified line's PDF and verification
 * page, and their choice that their name shows on the PDFs (default: not shown). `token`: the guest order's mailed
 * link, carried on to the downloads and the choice. Nothing when no line has a certificate.
 */
export function OrderCertificates({ order, token }: { order: Order; token?: string }) {
  const t = useT(verifyMessages);
  const trpc = useTRPC();
  const [showName, setShowName] = useState(order.certificateName);
  const choose = useMutation(
    trpc.orders.certificateName.mutationOptions({ onError: () => setShowName(order.certificateName) }),
  );
  const lines = order.items.filter((item) => item.certificateUrl !== null);
  if (lines.length === 0) return null;
  const withToken = (url: string) => (token ? `${url}?token=${encodeURIComponent(token)}` : url);
  return (
    <Stack gap="xs" mt="md" data-testid="order-certificates">
      <Text fw={600}>{t('verify.certificates')}</Text>
      {lines.map((item) => (
        <Group key={item.id} gap="md">
          <Anchor href={withToken(item.certificateUrl ?? '')} target="_blank" rel="noopener" size="sm">
            {t('verify.download', { name: item.name })}
          </Anchor>
          {item.verifyUrl && (
            <Anchor href={item.verifyUrl} size="sm" c="dimmed">
              {t('verify.verifyLink')}
            </Anchor>
          )}
        </Group>
      ))}
      <Checkbox
        checked={showName}
        disabled={choose.isPending}
        label={t('verify.showName')}
        description={t('verify.showNameHelp')}
        onChange={(event) => {
          const show = event.currentTarget.checked;
          setShowName(show);
          choose.mutate({ id: order.id, show, ...(token ? { token } : {}) });
        }}
      />
    </Stack>
  );
}
