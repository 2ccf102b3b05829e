import { Anchor, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, toCents, toDollars } from '@shared/money';
import type { AdminOrder } from '@shared/schemas/admin-orders';
import { editionLabel } from '@shared/schemas/orders';
import { useSettings } from '../../../features/settings';
import { discountLabel } from '../../Discount/discount-label';
import { SummaryRow } from '../../Profile/SummaryRow';
import { ShopThumb } from '../../ShopImage/ShopThumb';
import classes from './Orders.module.css';
import { Section } from './Section';
import { useOrderMutations } from './use-order-mutations';

type Refund = AdminOrder['refunds'][number];

/** A refund the gateway has not confirmed: failed (the owner may try again from Refund), or queued for a retry. */
function UnsettledRefund({
  orderId,
  refund: r,
  money,
}: {
  orderId: number;
  refund: Refund;
  money: (n: number) => string;
}) {
  const { retryRefund } = useOrderMutations(orderId);
  if (r.status === 'failed') {
    return (
      <Text size="xs" c="red">
        Refund of {money(r.amount)} failed: {r.error ?? 'unknown error'}
      </Text>
    );
  }
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="xs" c="orange">
        Refund of {money(r.amount)} pending at the payment provider
        {r.attempts > 0 &&
          ` (${r.attempts} failed ${r.attempts === 1 ? 'try' : 'tries'}${r.error ? `: ${r.error}` : ''})`}
      </Text>
      {r.nextAttemptAt && (
        <Button
          size="compact-xs"
          variant="light"
          loading={retryRefund.isPending}
          onClick={() => retryRefund.mutate({ id: orderId, refundId: r.id })}
        >
          Retry now
        </Button>
      )}
    </Group>
  );
}

/** A certified line's certificate of authenticity (issue 43): its PDF, its verification page, and a re-issue. */
function LineCertificate({ orderId, item }: { orderId: number; item: AdminOrder['items'][number] }) {
  const { reissueCertificate } = useOrderMutations(orderId);
  return (
    <Group gap="xs">
      <Anchor href={item.certificateUrl ?? ''} target="_blank" rel="noopener" size="xs">
        Certificate (PDF)
      </Anchor>
      {item.verifyUrl && (
        <Anchor href={item.verifyUrl} target="_blank" rel="noopener" size="xs" c="dimmed">
          Verification page
        </Anchor>
      )}
      <Button
        size="compact-xs"
        variant="subtle"
        loading={reissueCertificate.isPending}
        onClick={() => reissueCertificate.mutate({ id: orderId, itemId: item.id })}
      >
        Re-issue
      </Button>
    </Group>
  );
}

/** The order's lines (sizes, colours, edition numbers, refunded units) and its money, tax line by tax line. */
export function OrderItems({ order: o }: { order: AdminOrder }) {
  const { currencySymbol } = useSettings();
  const money = (n: number) => formatMoney(n, currencySymbol);
  const unsettled = o.refunds.filter((r) => r.status !== 'succeeded');
  return (
    <Section title="Items">
      <Stack gap="md">
        {o.items.map((item) => (
          <Group key={item.id} wrap="nowrap" align="flex-start" gap="md">
            <ShopThumb src={item.imageUrl} alt={item.name} width={56} />
            <Stack gap={2} className={classes.grow}>
              <Text fw={600} size="sm">
                {item.name}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  item.size && `Size ${item.size}`,
                  item.color && `Colour ${item.color}`,
                  `${money(item.price)} × ${item.quantity}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              <Group gap={6}>
                {item.editionNumbers.length > 0 && (
                  <Badge variant="outline" size="sm" tt="none">
                    {editionLabel(item)}
                  </Badge>
                )}
                {item.refundedQuantity > 0 && (
                  <Badge variant="light" color="grape" size="sm" tt="none">
                    {item.refundedQuantity} of {item.quantity} refunded
                  </Badge>
                )}
              </Group>
              {item.certificateUrl && <LineCertificate orderId={o.id} item={item} />}
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600}>
                {money(toDollars(toCents(item.price) * item.quantity))}
              </Text>
              {item.discount > 0 && (
                <Text size="xs" c="green.7">
                  −{money(item.discount)} discount
                </Text>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
      <Divider my="md" />
      <Stack gap={6}>
        <SummaryRow label="Subtotal" value={money(o.subtotal)} />
        {o.discountTotal > 0 && (
          <SummaryRow label={discountLabel(o.discountCode)} value={`−${money(o.discountTotal)}`} />
        )}
        <SummaryRow label={`Shipping (${o.shippingMethod})`} value={money(o.shippingCost)} />
        {o.taxLines.length > 0 ? (
          o.taxLines.map((t) => (
            <SummaryRow key={t.name} label={`${t.name} ${t.ratePercent}%`} value={money(toDollars(t.amountCents))} />
          ))
        ) : (
          <SummaryRow label="Tax" value={money(o.tax)} />
        )}
        <SummaryRow label="Total" value={money(o.total)} strong />
        {o.refundedAmount > 0 && (
          <>
            <SummaryRow label="Refunded" value={`−${money(o.refundedAmount)}`} />
            <SummaryRow label="Net" value={money(toDollars(toCents(o.total) - toCents(o.refundedAmount)))} strong />
          </>
        )}
        {unsettled.map((r) => (
          <UnsettledRefund key={r.id} orderId={o.id} refund={r} money={money} />
        ))}
      </Stack>
    </Section>
  );
}
