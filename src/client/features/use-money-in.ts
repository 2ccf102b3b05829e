import { formatMoney } from '@shared/money';
import { useCallback } from 'react';
import { useLocale } from '../i18n/hooks';
import { useSettings } from './settings';

/**
 * Dollars as the page's language writes money in a given currency: a checkout's quote or an order's (`'usd'`,
 * `'cad'`: English `$42.00` / `CA$42.00`, French `42,00 $ US` / `42,00 $`). Without one (nothing quoted yet),
 * the shop's base currency, as `useMoney()`.
 */
export function useMoneyIn(currency: string | null | undefined): (dollars: number) => string {
  const { currencySymbol } = useSettings();
  const locale = useLocale();
  const code = currency || currencySymbol;
  return useCallback((dollars) => formatMoney(dollars, code, locale), [code, locale]);
}
