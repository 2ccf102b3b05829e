import { ActionIcon } from '@mantine/core';
import type { ItemType } from '@shared/schemas/cart';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useWishlist } from '../../features/wishlist';
import { useT } from '../../i18n/hooks';
import cardMessages from '../../i18n/messages/card.en.json';
import { useHydrating } from '../HydrationGate/HydrationGate';
import classes from './Wishlist.module.css';

export interface WishlistHeartProps {
  itemType: ItemType;
  itemId: number;
  name: string;
  /** 'card': laid over a card's image corner; 'detail': beside a detail page's title. */
  variant?: 'card' | 'detail';
}

/** A toggle button: aria-pressed tells whether the item is saved; its name says what it saves. */
export function WishlistHeartButton({ itemType, itemId, name, variant = 'card' }: WishlistHeartProps) {
  const wishlist = useWishlist();
  const t = useT(cardMessages);
  const hydrating = useHydrating();
  const saved = wishlist.has(itemType, itemId);
  const Icon = saved ? IconHeartFilled : IconHeart;
  return (
    <ActionIcon
      className={variant === 'card' ? classes.cardHeart : classes.detailHeart}
      variant={variant === 'card' ? 'white' : 'default'}
      color={saved ? 'red' : 'dark'}
      size={variant === 'card' ? 36 : 42}
      radius="xl"
      aria-pressed={saved}
      aria-label={t('card.saveToWishlist', { name })}
      title={t(saved ? 'card.savedToWishlist' : 'card.saveTitle')}
      disabled={wishlist.busy || hydrating}
      onClick={() => wishlist.toggle(itemType, itemId, name)}
      data-saved={saved}
    >
      <Icon size={variant === 'card' ? 18 : 22} aria-hidden />
    </ActionIcon>
  );
}
