import { Collapse, Divider, Switch } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { CartItem } from '@shared/schemas/cart';
import { taxLineLabel } from '@shared/tax-names';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { lineTotal } from '../../features/cart';
import { type CartDiscountState, currentLinePrices } from '../../features/discount';
import type { CartGiftCardState } from '../../features/gift-card';
import type { Totals } from '../../features/use-checkout-session';
import { useMoneyIn } from '../../features/use-money-in';
import { useLocale, useMoney, useT } from '../../i18n/hooks';
import checkoutMessages from '../../i18n/messages/checkout.en.json';
import discountMessages from '../../i18n/messages/discount.en.json';
import { useLineText } from '../CartDrawer/line-text';
import { DiscountCodeField } from '../Discount/DiscountCodeField';
import { useDiscountLabel } from '../Discount/discount-label';
import { GiftCardField } from '../Discount/GiftCardField';
import { Group, Stack, Text, Title } from '../Plain/Plain';
import { Button, UnstyledButton } from '../Plain/PlainButton';
import { ShopThumb } from '../ShopImage/ShopThumb';
import classes from './Checkout.module.css';
import { TotalRow } from './TotalRow';

interface OrderSummaryProps {
  items: CartItem[];
  totals: Totals;
  /** The cart's discount code: the field's state and calls. */
  discount: CartDiscountState;
  /** The cart's gift card: the field's state and calls (payment, not a discount: shown after the total). */
  giftCard: CartGiftCardState;
  /** Whether the customer's store credit pays: the switch shown when the session says there is credit to use. */
  storeCredit: { use: boolean; set(use: boolean): void };
  onEditCart(): void;
}

interface AmountProps {
  label: string;
  /** The row's test id: `summary-<testId>`. */
  testId: string;
  value: number | null;
  /** The quote's money (its currency). */
  money(dollars: number): string;
  strong?: boolean;
  /** Show 0 as "Free", the way the shipping methods show it. */
  freeWhenZero?: boolean;
}

function Amount({ label, testId, value, money, strong, freeWhenZero }: AmountProps) {
  const t = useT(checkoutMessages);
  const text =
    value === null ? t('checkout.calculating') : freeWhenZero && value === 0 ? t('checkout.free') : money(value);
  return <TotalRow label={label} value={text} strong={strong} testId={`summary-${testId}`} />;
}

/**
 * The order summary: lines and totals. On small screens it folds away above the form. Every amount is in the
 * quote's currency (the one charged: CAD for Canada where the shop charges it), each line at the price the server
 * answered for it; before any answer, the lines and subtotal at their catalogue prices in the shop's.
 */
export function OrderSummary({ items, totals, discount, giftCard, storeCredit, onEditCart }: OrderSummaryProps) {
  const t = useT(checkoutMessages);
  const td = useT(discountMessages);
  const money = useMoneyIn(totals.currency);
  const catalogueMoney = useMoney();
  const locale = useLocale();
  const line = useLineText();
  const discountLabel = useDiscountLabel();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const [opened, { toggle }] = useDisclosure(false);
  const priced = currentLinePrices(totals.lines, items);
  /** A line's amount: the server's in the summary's currency; never a base price beside it while it is asked. */
  const amountOf = (item: CartItem) => {
    const quoted = priced?.get(item.id);
    if (quoted) return money(quoted.lineTotal);
    if (!totals.currency) return catalogueMoney(lineTotal(item));
    // A line that cannot be bought has no price (its alert says why); another waits for the server's.
    return item.issue === 'unavailable' || item.issue === 'sold' ? '' : t('checkout.calculating');
  };
  const count = items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <section className={classes.summary} aria-labelledby="order-summary-title">
      {wide ? (
        <Title order={2} size="h4" id="order-summary-title" mb="md">
          {t('checkout.summary.title')}
        </Title>
      ) : (
        <UnstyledButton onClick={toggle} className={classes.summaryToggle} aria-expanded={opened}>
          <Group justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <Title order={2} size="h6" id="order-summary-title">
                {t('checkout.summary.titleCount', { count })}
              </Title>
              {opened ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
            </Group>
            <Text fw={700}>{totals.total === null ? t('checkout.calculating') : money(totals.total)}</Text>
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
                  {line.name(item)}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.summary(item)}
                </Text>
                {item.item_type === 'painting' && item.size && (
                  <Text size="xs" c="dimmed">
                    {t('checkout.summary.size', { size: item.size })}
                  </Text>
                )}
                {item.issue && (
                  <Text size="xs" c="red.5" role="alert">
                    {line.issue(item.issue)}
                  </Text>
                )}
              </Stack>
              <Text fw={600} size="sm">
                {amountOf(item)}
              </Text>
            </li>
          ))}
        </ul>
        <Button variant="subtle" size="compact-sm" onClick={onEditCart} mb="sm">
          {t('checkout.summary.editCart')}
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
        <Divider my="sm" variant="dashed" />
        <GiftCardField giftCard={giftCard} />
        <Divider my="md" />
        <Stack gap={8}>
          <Amount label={t('checkout.summary.subtotal')} testId="subtotal" value={totals.subtotal} money={money} />
          {totals.discount && totals.discountTotal > 0 && (
            <TotalRow
              label={discountLabel(totals.discount.code ?? totals.discount.title)}
              value={`−${money(totals.discountTotal)}`}
              testId="summary-discount"
            />
          )}
          <Amount
            label={t('checkout.summary.shipping')}
            testId="shipping"
            value={totals.shipping}
            money={money}
            freeWhenZero
          />
          <Amount label={t('checkout.summary.tax')} testId="tax" value={totals.tax} money={money} />
          {(totals.taxLines?.length ?? 0) > 1 && (
            // Several taxes (GST and QST, GST and PST): each by name and rate, as the receipt will show them.
            <Stack gap={2} pl="sm" data-testid="summary-tax-lines">
              {totals.taxLines?.map((tax) => (
                <Group key={tax.name} justify="space-between" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {taxLineLabel(tax, locale)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {money(tax.amountCents / 100)}
                  </Text>
                </Group>
              ))}
            </Stack>
          )}
          <Divider my={4} />
          <Amount label={t('checkout.summary.total')} testId="total" value={totals.total} money={money} strong />
          {totals.giftCardTotal > 0 && (
            <TotalRow
              label={td('discount.giftCard.line')}
              value={`−${money(totals.giftCardTotal)}`}
              testId="summary-gift-card"
            />
          )}
          {totals.storeCreditAvailable > 0 && (
            <StoreCreditLine totals={totals} storeCredit={storeCredit} money={money} />
          )}
          {totals.giftCardTotal + totals.storeCreditTotal > 0 && (
            <Amount label={td('discount.giftCard.due')} testId="due" value={totals.amountDue} money={money} strong />
          )}
        </Stack>
      </Collapse>
    </section>
  );
}

/** The customer's store credit: a switch to use it or not (with what it could pay) and, used, what it pays. */
function StoreCreditLine({
  totals,
  storeCredit,
  money,
}: {
  totals: Totals;
  storeCredit: OrderSummaryProps['storeCredit'];
  money(dollars: number): string;
}) {
  const td = useT(discountMessages);
  return (
    <Stack gap={4}>
      <Switch
        size="xs"
        checked={storeCredit.use}
        onChange={(event) => storeCredit.set(event.currentTarget.checked)}
        label={td('discount.storeCredit.use', { amount: money(totals.storeCreditAvailable) })}
      />
      {totals.storeCreditTotal > 0 && (
        <TotalRow
          label={td('discount.storeCredit.line')}
          value={`−${money(totals.storeCreditTotal)}`}
          testId="summary-store-credit"
        />
      )}
    </Stack>
  );
}
