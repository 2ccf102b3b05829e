import { useCallback } from 'react';
import { useT } from '../../i18n/hooks';
import discountMessages from '../../i18n/messages/discount.en.json';

/** 'Discount (SPRING10)': the totals' discount line, named by the code or the automatic discount's title (English: the admin). */
export function discountLabel(name: string | null | undefined): string {
  return name ? `Discount (${name})` : 'Discount';
}

/** discountLabel in the page's language: 'Rabais (SPRING10)' on a French page. */
export function useDiscountLabel(): (name: string | null | undefined) => string {
  const t = useT(discountMessages);
  return useCallback((name) => (name ? t('discount.lineNamed', { name }) : t('discount.line')), [t]);
}
