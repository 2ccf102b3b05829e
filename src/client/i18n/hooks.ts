import type { Locale } from '@shared/locale';
import { formatMoney } from '@shared/money';
import { useCallback } from 'react';
import { type PrimitiveType, useIntl } from 'react-intl';
import { useSettings } from '../features/settings';

/** The page's language, as its formatter says (`en` outside any provider's French). */
export function useLocale(): Locale {
  return useIntl().locale === 'fr-CA' ? 'fr' : 'en';
}

/**
 * `t('cart.title')`, `t('cart.items', { count: 3 })`: a message of the page's catalogue as text (for text nodes,
 * `aria-label`, `title`, `placeholder`). Rich text (a link inside a sentence) is `<FormattedMessage>`.
 */
export function useT(): (id: string, values?: Record<string, PrimitiveType>) => string {
  const intl = useIntl();
  return useCallback((id, values) => intl.formatMessage({ id }, values), [intl]);
}

/** Dollars as the page's language writes money with the shop's symbol: `$42.00`, `42,00 $`. */
export function useMoney(): (dollars: number) => string {
  const { currencySymbol } = useSettings();
  const locale = useLocale();
  return useCallback((dollars) => formatMoney(dollars, currencySymbol, locale), [currencySymbol, locale]);
}
