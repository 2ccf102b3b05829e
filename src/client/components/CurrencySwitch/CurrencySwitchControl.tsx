import { SegmentedControl } from '@mantine/core';
import type { Currency } from '@shared/currency';
import { chooseCurrency } from '../../features/use-currency';
import { useT } from '../../i18n/hooks';
import currencyMessages from '../../i18n/messages/currency.en.json';
import { useHydrating } from '../HydrationGate/HydrationGate';

const NAMES = { USD: 'currency.usd', CAD: 'currency.cad' } as const;

/** The switch itself (`CurrencySwitch` draws it where the shop charges more than one currency). */
export function CurrencySwitchControl({
  className,
  currency,
  charged,
}: {
  className?: string;
  currency: Currency;
  charged: Currency[];
}) {
  const t = useT(currencyMessages);
  // Its own chunk is hydrated after the header: disabled until then, whatever the header's gate says.
  const hydrating = useHydrating();
  return (
    <SegmentedControl
      className={className}
      size="xs"
      aria-label={t('currency.label')}
      value={currency}
      onChange={(value) => chooseCurrency(value as Currency)}
      data={charged.map((code) => ({ value: code, label: t(NAMES[code]) }))}
      disabled={hydrating}
      data-currency-switch
    />
  );
}
