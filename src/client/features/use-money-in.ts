import { use, useCallback } from 'react';
import { IntlContext } from '../i18n/intl';
import { useSettings } from './settings';

/**
 * Dollars as the page's language writes money in a given currency: a checkout's quote or an order's (`'usd'`,
 * `'cad'`: English `$42.00` / `CA$42.00`, French `42,00 $ US` / `42,00 $`). Without one (nothing quoted yet),
 * the shop's base currency, as `useMoney()`.
 */
export function useMoneyIn(currency: string | null | undefined): (dollars: number) => string {
  const { currencySymbol } = useSettings();
  const intl = use(IntlContext);
  const code = currency || currencySymbol;
  return useCallback((dollars) => intl.money(dollars, code), [code, intl]);
}
