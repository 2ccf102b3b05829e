import { Suspense } from 'react';
import { useCurrency } from '../../features/use-currency';
import { lazyPart } from '../../lazy-part';

/**
 * The switch's code (Mantine's SegmentedControl) is a chunk of its own, fetched only where the shop charges more
 * than one currency; the browser hydrates the switch once it has come, the server's HTML (which has the switch:
 * lazyPart) shown meanwhile.
 */
const Control = lazyPart(() => import('./CurrencySwitchControl').then((module) => module.CurrencySwitchControl));

/**
 * The shopper's choice of the currency prices are shown and charged in (remembered: `shop_currency`); drawn only
 * where the shop charges more than one.
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const { currency, charged } = useCurrency();
  if (charged.length < 2) return null;
  return (
    <Suspense fallback={null}>
      <Control className={className} currency={currency} charged={charged} />
    </Suspense>
  );
}
