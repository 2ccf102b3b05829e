import type { Locale } from '@shared/locale';
import { use, useCallback } from 'react';
import { useMoneyIn } from '../features/use-money-in';
import { IntlContext, type MessageValues } from './intl';

/** The page's language. */
export function useLocale(): Locale {
  return use(IntlContext).locale;
}

/**
 * `const t = useT(cartMessages)` (the area's `import cartMessages from '…/i18n/messages/cart.en.json'`), then
 * `t('cart.title', { count: 3 })`: a message of the area in the page's language, as text (text nodes,
 * `aria-label`, `title`, `placeholder`, `alt`); its ids are checked against the English file when it compiles.
 * A message with a link inside a sentence: split it into messages around the link.
 */
export function useT<English extends Record<string, string>>(
  english: English,
): (id: keyof English & string, values?: MessageValues) => string {
  const intl = use(IntlContext);
  // A later area's French (the checkout's, the account's …) not yet in: the screen suspends until it has come.
  const coming = intl.ready(english);
  if (coming) use(coming);
  return useCallback((id, values) => intl.format(english, id, values), [intl, english]);
}

/** Dollars as the page's language writes money with the shop's symbol: `$42.00`, `42,00 $`. */
export function useMoney(): (dollars: number) => string {
  return useMoneyIn(null);
}
