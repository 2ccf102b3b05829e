import { localeTag } from '@shared/locale';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@shared/schemas/orders';
import { useMemo } from 'react';
import { useLocale, useT } from '../../i18n/hooks';
import orderMessages from '../../i18n/messages/order.en.json';

export type OrderT = ReturnType<typeof useT<typeof orderMessages>>;

/** An order's status and dates as the page's language writes them (the shopper's screens). */
export interface OrderText {
  t: OrderT;
  /** 'Shipped', 'Expédiée'; an unknown status capitalised. */
  status(status: string): string;
  /** 'November 23, 2026' (long) or 'Nov 23, 2026' (medium), '23 novembre 2026'; an unreadable date as it is. */
  date(iso: string, style?: 'long' | 'medium'): string;
}

export function useOrderText(): OrderText {
  const t = useT(orderMessages);
  const locale = useLocale();
  return useMemo(() => {
    const formats = {
      long: new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'long' }),
      medium: new Intl.DateTimeFormat(localeTag(locale), { dateStyle: 'medium' }),
    };
    return {
      t,
      status: (status) =>
        status in ORDER_STATUS_LABELS
          ? t(`order.status.${status as OrderStatus}`)
          : status.charAt(0).toUpperCase() + status.slice(1),
      date: (iso, style = 'long') => {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : formats[style].format(date);
      },
    };
  }, [t, locale]);
}
