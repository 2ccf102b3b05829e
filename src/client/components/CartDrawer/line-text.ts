import type { CartItem, LineIssue } from '@shared/schemas/cart';
import { useMemo } from 'react';
import { useColorLabel } from '../../features/colour-label';
import { formatDay } from '../../format-date';
import { useLocale, useT } from '../../i18n/hooks';
import cartLineMessages from '../../i18n/messages/cart-line.en.json';

/** A cart line's words in the page's language: its details and why it cannot go to checkout. */
export interface LineText {
  /** 'Size: M · Color: Black' for clothing; the category (and the print size) for paintings (the drawer). */
  details(item: CartItem): string;
  /** 'Type: Artwork | Qty 1' for paintings; size, colour and quantity for clothing (checkout summary). */
  summary(item: CartItem): string;
  /** Why the line cannot go to checkout as it is ('This painting has been sold. Please remove it.'). */
  issue(issue: LineIssue): string;
  /** The line's name: the item's, or 'Gift card' for a gift card sold (issue 41). */
  name(item: CartItem): string;
}

export function useLineText(): LineText {
  const t = useT(cartLineMessages);
  const colour = useColorLabel();
  const locale = useLocale();
  return useMemo(() => {
    const parts = (item: CartItem) => [
      item.size && t('cartLine.size', { size: item.size }),
      item.color && t('cartLine.color', { color: colour(item.color) }),
    ];
    const gift = (item: CartItem) =>
      item.giftCard
        ? t('cartLine.giftCardFor', {
            name: item.giftCard.recipientName,
            date: formatDay(item.giftCard.sendOn, locale),
          })
        : '';
    return {
      details: (item) => {
        if (item.item_type === 'gift_card') return gift(item);
        if (item.item_type === 'painting') return item.size ? `${item.category} · ${item.size}` : item.category;
        const shown = parts(item).filter(Boolean);
        return shown.length > 0 ? shown.join(' · ') : item.category;
      },
      summary: (item) => {
        if (item.item_type === 'gift_card') return gift(item);
        const qty = t('cartLine.qty', { count: item.quantity });
        if (item.item_type === 'painting') return `${t('cartLine.artwork')} | ${qty}`;
        return [...parts(item), qty].filter(Boolean).join(' | ');
      },
      issue: (issue) => t(`cartLine.issue.${issue}`),
      name: (item) => (item.item_type === 'gift_card' ? t('cartLine.giftCard') : item.item_name),
    };
  }, [t, colour, locale]);
}
