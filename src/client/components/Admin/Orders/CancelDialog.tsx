import { Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { useState } from 'react';
import { useSettings } from '../../../features/settings';
import { AdminModal } from '../shared/AdminModal';
import { tenderSplitText } from './tender-split';
import { useOrderMutations } from './use-order-mutations';

/**
 * Cancels the order: asks for the reason (kept in the order's timeline) and, for a paid order, whether its units go
 * back in stock and whether the customer is mailed (both ticked by default). Each opening starts afresh.
 */
export function CancelDialog({ order, opened, onClose }: { order: AdminOrder; opened: boolean; onClose: () => void }) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={`Cancel order #${order.id}?`} centered size="sm">
      {opened && <CancelForm order={order} onClose={onClose} />}
    </AdminModal>
  );
}

function CancelForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { currencySymbol } = useSettings();
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [notify, setNotify] = useState(true);
  const { setStatus } = useOrderMutations(order.id, onClose);
  const paid = order.status !== 'pending';
  const split = tenderSplitText(order, order.refundable, (n) => formatMoney(n, currencySymbol));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setStatus.mutate({
      id: order.id,
      status: 'cancelled',
      note: reason.trim() || undefined,
      ...(paid ? { restock, notify } : {}),
    });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {paid
            ? `The customer is refunded ${formatMoney(order.refundable, currencySymbol)}${split ? ` (${split})` : ''}. This cannot be undone.`
            : 'The checkout is stopped and the reserved items go back on sale.'}
        </Text>
        <Textarea
          label="Reason"
          description="Kept in the order's timeline."
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {paid && (
          <>
            <Checkbox
              label="Put the items back in stock"
              checked={restock}
              onChange={(event) => setRestock(event.currentTarget.checked)}
            />
            <Checkbox
              label="E-mail the customer that the order is cancelled"
              checked={notify}
              onChange={(event) => setNotify(event.currentTarget.checked)}
            />
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={setStatus.isPending}>
            Keep order
          </Button>
          <Button type="submit" color="red" loading={setStatus.isPending}>
            Cancel order
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
