import { Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, toCents, toDollars } from '@shared/money';
import { refundAmountCents } from '@shared/refunds';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { useState } from 'react';
import { useSettings } from '../../../features/settings';
import { AdminModal } from '../shared/AdminModal';
import { refundSplit, tenderSplitText } from './tender-split';
import { useOrderMutations } from './use-order-mutations';

/** Refund by line (with restock) or by amount, through the payment provider; previews the amount as the server charges it. */
export function RefundDialog({ order, opened, onClose }: { order: AdminOrder; opened: boolean; onClose: () => void }) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={`Refund order #${order.id}`} size="lg">
      {opened && <RefundForm order={order} onClose={onClose} />}
    </AdminModal>
  );
}

function RefundForm({ order, onClose }: { order: AdminOrder; onClose: () => void }) {
  const { currencySymbol } = useSettings();
  const money = (n: number) => formatMoney(n, currencySymbol);
  const open = order.items.filter((i) => i.refundableQuantity > 0);
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [restock, setRestock] = useState(true);
  const [refundShipping, setRefundShipping] = useState(false);
  const [reason, setReason] = useState('');
  const [customAmount, setCustomAmount] = useState<number | null>(null);
  const [asCredit, setAsCredit] = useState(false);
  const { refund } = useOrderMutations(order.id, onClose);

  const lines = open.map((i) => ({ orderItemId: i.id, quantity: quantities[i.id] ?? 0 })).filter((l) => l.quantity > 0);
  const preview = toDollars(
    refundAmountCents({
      lines: order.items.map((i) => ({
        id: i.id,
        quantity: i.quantity,
        refundedQuantity: i.refundedQuantity,
        unitPriceCents: toCents(i.price),
        discountCents: toCents(i.discount),
      })),
      refund: lines,
      subtotalCents: toCents(order.subtotal),
      discountCents: toCents(order.discountTotal),
      taxCents: toCents(order.tax),
      taxLines: order.refundTax.charged,
      orderShippingCents: order.refundTax.order.shippingCents,
      refundedBefore: order.refundTax.before,
      leftCents: toCents(order.refundable),
      shippingCents: refundShipping ? toCents(order.refundableShipping) : 0,
    }),
  );
  const amount = customAmount ?? preview;
  const tooMuch = amount > order.refundable;
  // The card's share may go on the customer's store credit instead (an order with an account only).
  const cardShare = tooMuch ? 0 : refundSplit(order, amount).cardCents;
  const creditOffered = order.canRefundAsCredit && cardShare > 0;
  const toCredit = creditOffered && asCredit;
  const split = tooMuch ? null : tenderSplitText(order, amount, money, toCredit);
  // Lines and shipping are priced by the server's rule (and recorded as such); a typed amount is sent as it is.
  const byRule = customAmount === null && (lines.length > 0 || refundShipping);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    refund.mutate({
      id: order.id,
      ...(lines.length > 0 ? { lines } : {}),
      ...(refundShipping ? { shipping: true } : {}),
      ...(byRule ? {} : { amount }),
      restock: restock && lines.length > 0,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
      ...(toCredit ? { storeCredit: toDollars(cardShare) } : {}),
    });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Up to {money(order.refundable)} can be refunded.
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              setQuantities(Object.fromEntries(open.map((i) => [i.id, i.refundableQuantity])));
              setCustomAmount(null);
            }}
          >
            Select everything
          </Button>
        </Group>
        {open.map((item) => (
          <Group key={item.id} justify="space-between" wrap="nowrap" gap="md">
            <div>
              <Text size="sm" fw={500}>
                {item.variantLabel || item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {money(item.price)} each · {item.refundableQuantity} refundable
              </Text>
            </div>
            <NumberInput
              aria-label={`Quantity of ${item.variantLabel || item.name} to refund`}
              w={96}
              min={0}
              max={item.refundableQuantity}
              allowDecimal={false}
              clampBehavior="strict"
              value={quantities[item.id] ?? 0}
              onChange={(value) => setQuantities((q) => ({ ...q, [item.id]: Number(value) || 0 }))}
            />
          </Group>
        ))}
        <Checkbox
          label="Put the refunded items back in stock"
          checked={restock}
          disabled={lines.length === 0}
          onChange={(event) => setRestock(event.currentTarget.checked)}
        />
        {order.refundableShipping > 0 && (
          <Checkbox
            label={`Refund the shipping too (${money(order.refundableShipping)})`}
            checked={refundShipping}
            onChange={(event) => setRefundShipping(event.currentTarget.checked)}
          />
        )}
        <NumberInput
          label="Refund amount"
          description="Items plus their share of tax; refunding everything also refunds shipping. Change it to refund a different amount."
          prefix={currencySymbol}
          decimalScale={2}
          fixedDecimalScale
          min={0}
          max={order.refundable}
          value={amount}
          error={tooMuch ? `At most ${money(order.refundable)}` : undefined}
          onChange={(value) => setCustomAmount(value === '' ? null : Number(value))}
        />
        {creditOffered && (
          <Checkbox
            label="Give it as store credit instead of refunding the card"
            description="The customer can spend it on their next order."
            checked={asCredit}
            onChange={(event) => setAsCredit(event.currentTarget.checked)}
          />
        )}
        {split && (
          <Text size="sm" data-testid="refund-split">
            {split}
          </Text>
        )}
        <TextInput label="Reason (optional)" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={refund.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={refund.isPending} disabled={amount <= 0 || tooMuch}>
            Refund {money(amount)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
