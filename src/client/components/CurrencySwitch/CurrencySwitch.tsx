import { SegmentedControl } from '@mantine/core';
import type { Currency } from '@shared/currency';
import { chooseCurrency, useCurrency } from '../../features/use-currency';
import { useT } from '../../i18n/hooks';
import currencyMessages from '../../i18n/messages/currency.en.json';

const NAMES = { USD: 'currency.usd', CAD: 'currency.cad' } as const;

/**
 * The shopper's choice of the currency prices are shown and charged in (remembered: `shop_currency`); drawn only
 * where the shop charges more than one.
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const { currency, charged } = useCurrency();
  const t = useT(currencyMessages);
  if (charged.length < 2) return null;
  return (
    <SegmentedControl
      className={className}
      size="xs"
      aria-label={t('currency.label')}
      value={currency}
      onChange={(value) => chooseCurrency(value as Currency)}
      data={charged.map((code) => ({ value: code, label: t(NAMES[code]) }))}
      data-currency-switch
    />
  );
}
