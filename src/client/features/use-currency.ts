import { type Currency, gatewayCode } from '@shared/currency';
import { use, useCallback, useSyncExternalStore } from 'react';
import { useLocale } from '../i18n/hooks';
import { IntlContext } from '../i18n/intl';
import {
  forgetChosenCurrency,
  type Priced,
  priceIn,
  readChosenCurrency,
  rememberCurrency,
  shopperCurrency,
  sumOf,
} from './currency';
import { useSettings } from './settings';

const listeners = new Set<() => void>();

/** The shopper is back on this tab (focused, or restored from the back-forward cache): a choice made elsewhere counts. */
function rereadChoice() {
  forgetChosenCurrency();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('focus', rereadChoice);
    window.addEventListener('pageshow', rereadChoice);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('focus', rereadChoice);
      window.removeEventListener('pageshow', rereadChoice);
    }
  };
}

/** The server renders without the shopper's choice (pages are cached for everyone); the browser reads it once live. */
const serverChoice = () => null;

/** Chooses the shopper's currency: remembered, and every price on the page follows at once. */
export function chooseCurrency(currency: Currency): void {
  rememberCurrency(currency);
  for (const listener of listeners) listener();
}

/** The currencies the shop charges (the base first) and the one the shopper sees and is charged in. */
export function useCurrency(): { currency: Currency; base: Currency; charged: Currency[] } {
  const { currency: base, chargeCurrencies } = useSettings();
  const locale = useLocale();
  const chosen = useSyncExternalStore(subscribe, readChosenCurrency, serverChoice);
  const charged = chargeCurrencies.includes(base) ? chargeCurrencies : [base, ...chargeCurrencies];
  return { currency: shopperCurrency({ currency: base, chargeCurrencies }, locale, chosen), base, charged };
}

export interface ShopperPrices {
  currency: Currency;
  /** An item's unit price in the shopper's currency where it has one, with the currency it is in. */
  amountOf(item: Priced): { amount: number; currency: Currency };
  /** An item's price (× quantity) as the page writes it: `$42.00`, `CA$62.99`, `62,99 $`. */
  price(item: Priced, quantity?: number): string;
  /** The cents-exact total of items × quantities, written the same way. */
  total(items: readonly (Priced & { quantity: number })[]): string;
}

/** Prices in the shopper's currency, formatted in the page's language: each screen's one price expression. */
export function usePrice(): ShopperPrices {
  const { currency, base } = useCurrency();
  const { currencySymbol } = useSettings();
  const intl = use(IntlContext);
  const amountOf = useCallback((item: Priced) => priceIn(item, currency, base), [currency, base]);
  // The base currency is written with the shop's symbol, as every other base amount on the storefront (useMoney).
  const write = useCallback(
    (dollars: number, shown: Currency) => intl.money(dollars, shown === base ? currencySymbol : shown),
    [base, currencySymbol, intl],
  );
  const price = useCallback(
    (item: Priced, quantity = 1) => {
      const { amount, currency: shown } = amountOf(item);
      return write(sumOf([{ amount, quantity }]), shown);
    },
    [amountOf, write],
  );
  const total = useCallback(
    (items: readonly (Priced & { quantity: number })[]) => {
      const lines = items.map((item) => ({ ...amountOf(item), quantity: item.quantity }));
      // A line without a price in the shopper's currency (an older answer): the total stays in the base.
      if (lines.every((line) => line.currency === currency)) return write(sumOf(lines), currency);
      return write(sumOf(items.map((item) => ({ amount: item.price, quantity: item.quantity }))), base);
    },
    [amountOf, write, currency, base],
  );
  return { currency, amountOf, price, total };
}

/** The shopper's currency as the checkout calls name it ('usd', 'cad'): what they are quoted and charged in. */
export function useChargeCurrency(): string {
  return gatewayCode(useCurrency().currency);
}
