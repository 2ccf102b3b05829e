import { Button, Collapse, Divider, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { formatMoney } from '@shared/money';
import { type CartItem, ISSUE_TEXT } from '@shared/schemas/cart';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { lineTotal } from '../../features/cart';
import type { CartDiscountState } from '../../features/discount';
import { useSettings } from '../../features/settings';
import type { Totals } from '../../features/use-checkout-session';
import { summaryDetails } from '../CartDrawer/line-text';
import { DiscountCodeField } from '../Discount/DiscountCodeField';
import { discountLabel } from '../Discount/discount-label';
import { ShopThumb } from '../ShopImage/ShopThumb';
import classes from './Checkout.module.css';
import { TotalRow } from './TotalRow';

interface OrderSummaryProps {
  items: CartItem[];
  totals: Totals;
  /** The cart's discount code: the field's state and calls. */
  discount: CartDiscountState;
  onEditCart(): void;
}

interface AmountProps {
  label: string;
  value: number | null;
  strong?: boolean;
  /** Show 0 as "Free", the way the shipping methods show it. */
  freeWhenZero?: boolean;
}

function Amount({ label, value, strong, freeWhenZero }: AmountProps) {
  const { currencySymbol } = useSettings();
  const text =
    value === null ? 'Calculating...' : freeWhenZero && value === 0 ? 'Free' : formatMoney(value, currencySymbol);
  return <TotalRow label={label} value={text} strong={strong} testId={`summary-${label.toLowerCase()}`} />;
}

/** The order summary: lines and totals. On small screens it folds away above the form. */
export function OrderSummary({ items, totals, discount, onEditCart }: OrderSummaryProps) {
  const { currencySymbol } = useSettings();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [opened, { toggle }] = useDisclosure(false);
  const count = items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <section className={classes.summary} aria-labelledby="order-summary-title">
      {wide ? (
        <Title order={2} size="h4" id="order-summary-title" mb="md">
          Order Summary
        </Title>
      ) : (
        <UnstyledButton onClick={toggle} className={classes.summaryToggle} aria-expanded={opened}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <Title order={2} size="h6" id="order-summary-title">
                Order summary ({count})
              </Title>
              {opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            </Group>
            <Text fw={700}>{totals.total === null ? 'Calculating...' : formatMoney(totals.total, currencySymbol)}</Text>
          </Group>
        </UnstyledButton>
      )}
      <Collapse expanded={wide || opened}>
        <ul className={classes.summaryList}>
          {items.map((item) => (
            <li key={item.id} className={classes.summaryLine}>
              <div className={classes.thumb}>
                <ShopThumb src={item.imageUrl} alt={item.item_name} width={64} height={80} />
                <span className={classes.thumbBadge} aria-hidden>
                  {item.quantity}
                </span>
              </div>
              <Stack gap={2} className={classes.grow}>
                <Text fw={600} size="sm" lineClamp={2}>
                  {item.item_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {summaryDetails(item)}
                </Text>
                {item.item_type === 'painting' && item.size && (
                  <Text size="xs" c="dimmed">
                    Size: {item.size}
                  </Text>
                )}
                {item.issue && (
                  <Text size="xs" c="red.5" role="alert">
                    {ISSUE_TEXT[item.issue]}
                  </Text>
                )}
              </Stack>
              <Text fw={600} size="sm">
                {formatMoney(lineTotal(item), currencySymbol)}
              </Text>
            </li>
          ))}
        </ul>
        <Button variant="subtle" size="compact-sm" onClick={onEditCart} mb="sm">
          Edit cart
        </Button>
        <Divider mb="md" />
        <DiscountCodeField
          entered={discount.totals?.enteredCode ?? null}
          notice={discount.totals?.notice ?? null}
          automatic={totals.discount?.automatic ? totals.discount.title : null}
          onApply={discount.apply}
          onRemove={() => void discount.remove()}
          pending={discount.pending}
        />
        <Divider my="md" />
        <Stack gap={8}>
          <Amount label="Subtotal" value={totals.subtotal} />
          {totals.discount && totals.discountTotal > 0 && (
            <TotalRow
              label={discountLabel(totals.discount.code ?? totals.discount.title)}
              value={`−${formatMoney(totals.discountTotal, currencySymbol)}`}
              testId="summary-discount"
            />
          )}
          <Amount label="Shipping" value={totals.shipping} freeWhenZero />
          <Amount label="Tax" value={totals.tax} />
          <Divider my={4} />
          <Amount label="Total" value={totals.total} strong />
        </Stack>
      </Collapse>
    </section>
  );
}
