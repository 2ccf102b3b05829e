import { lazy, Suspense } from 'react';
import { useCurrency } from '../../features/use-currency';
import type { CurrencySwitchControl } from './CurrencySwitchControl';

const load = () => import('./CurrencySwitchControl');

/**
 * The switch's code (Mantine's SegmentedControl) is a chunk of its own, fetched only where the shop charges more
 * than one currency; the browser hydrates the switch once it has come, the server's HTML shown meanwhile.
 */
const LazyControl = lazy(() => load().then((module) => ({ default: module.CurrencySwitchControl })));

/** The server's copy, loaded at its start: the pages it renders have the switch in them (nothing suspends there). */
let serverControl: typeof CurrencySwitchControl | undefined;
if (import.meta.env.SSR) void load().then((module) => (serverControl = module.CurrencySwitchControl));

/**
 * The shopper's choice of the currency prices are shown and charged in (remembered: `shop_currency`); drawn only
 * where the shop charges more than one.
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const { currency, charged } = useCurrency();
  if (charged.length < 2) return null;
  const Control = serverControl ?? LazyControl;
  return (
    <Suspense fallback={null}>
      <Control className={className} currency={currency} charged={charged} />
    </Suspense>
  );
}
