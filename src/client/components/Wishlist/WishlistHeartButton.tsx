import type { ItemType } from '@shared/schemas/cart';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useWishlist } from '../../features/wishlist';
import { useT } from '../../i18n/hooks';
import cardMessages from '../../i18n/messages/card.en.json';
import { useLiveWhenIdle } from '../HydrationGate/HydrationGate';
import { ActionIcon } from '../Plain/PlainMarks';
import classes from './WishlistHeart.module.css';

export interface WishlistHeartProps {
  itemType: ItemType;
  itemId: number;
  name: string;
  /** 'card': laid over a card's image corner; 'detail': beside a detail page's title. */
  variant?: 'card' | 'detail';
}

/**
 * A toggle button: aria-pressed tells whether the item is saved; its name says what it saves. A page of cards has a
 * heart on each: each takes up the wishlist's state (the session, the account's list, its saves) once the browser is
 * idle after hydration, drawn disabled and unsaved until then, as the server drew it.
 */
export function WishlistHeartButton(props: WishlistHeartProps) {
  return useLiveWhenIdle() ? <LiveHeart {...props} /> : <HeartView {...props} saved={false} disabled />;
}

function LiveHeart(props: WishlistHeartProps) {
  const wishlist = useWishlist();
  const { itemType, itemId, name } = props;
  return (
    <HeartView
      {...props}
      saved={wishlist.has(itemType, itemId)}
      disabled={wishlist.busy}
      onToggle={() => wishlist.toggle(itemType, itemId, name)}
    />
  );
}

function HeartView({
  name,
  variant = 'card',
  saved,
  disabled,
  onToggle,
}: WishlistHeartProps & { saved: boolean; disabled: boolean; onToggle?: () => void }) {
  const t = useT(cardMessages);
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
      disabled={disabled}
      onClick={onToggle}
      data-saved={saved}
    >
      <Icon size={variant === 'card' ? 18 : 22} aria-hidden />
    </ActionIcon>
  );
}
