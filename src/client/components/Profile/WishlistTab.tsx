import type { WishlistEntry } from '@shared/schemas/reviews';
import { IconHeart, IconShoppingBagPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { usePrice } from '../../features/use-currency';
import { useRemoveFromWishlist, useSavedItemToCart, useWishlistEntries } from '../../features/wishlist';
import { useT } from '../../i18n/hooks';
import profileMessages from '../../i18n/messages/profile.en.json';
import { CenteredLoader } from '../CenteredLoader';
import { Stack, Text, Title } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { Paper } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { RetryAlert } from '../RetryAlert';
import { AnchorLink, ButtonLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import classes from '../Wishlist/Wishlist.module.css';
import { EmptyTab } from './EmptyTab';

const STATE_LABEL = {
  available: 'profile.inStock',
  sold_out: 'profile.soldOut',
  deleted: 'profile.noLongerAvailable',
} as const satisfies Record<WishlistEntry['state'], keyof typeof profileMessages>;

function EntryLink({ entry }: { entry: WishlistEntry }) {
  const name = (
    <Text fw={600} component="span">
      {entry.name}
    </Text>
  );
  if (entry.state === 'deleted') return name;
  return entry.itemType === 'product' ? (
    <AnchorLink to="/product/$id" params={{ id: String(entry.itemId) }} c="inherit">
      {name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/paintings/$id" params={{ id: String(entry.itemId) }} c="inherit">
      {name}
    </AnchorLink>
  );
}

function EntryRow({ entry }: { entry: WishlistEntry }) {
  const t = useT(profileMessages);
  const { price } = usePrice();
  const remove = useRemoveFromWishlist();
  const toCart = useSavedItemToCart();
  const [adding, setAdding] = useState(false);
  const add = async () => {
    setAdding(true);
    await toCart(entry).catch(() => false);
    setAdding(false);
  };
  return (
    <li className={classes.row} aria-label={entry.name}>
      <ShopImage src={entry.imageUrl} alt={entry.name} width={88} height={110} className={classes.thumb} />
      <Stack gap={4}>
        <EntryLink entry={entry} />
        <Text size="sm">{price(entry)}</Text>
        <Badge
          size="sm"
          variant="light"
          color={entry.state === 'available' ? 'teal' : entry.state === 'sold_out' ? 'orange' : 'gray'}
        >
          {t(STATE_LABEL[entry.state])}
        </Badge>
      </Stack>
      <div className={classes.actions}>
        {entry.available && (
          <Button
            size="xs"
            radius={0}
            loading={adding}
            leftSection={<IconShoppingBagPlus size={14} aria-hidden />}
            onClick={add}
            aria-label={t('profile.addNamedToCart', { name: entry.name })}
          >
            {t('profile.addToCart')}
          </Button>
        )}
        <Button
          size="xs"
          radius={0}
          variant="default"
          leftSection={<IconTrash size={14} aria-hidden />}
          loading={remove.isPending && remove.variables?.itemId === entry.itemId}
          onClick={() => remove.mutate({ itemType: entry.itemType, itemId: entry.itemId })}
          aria-label={t('profile.removeNamed', { name: entry.name })}
        >
          {t('profile.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The customer's saved items: image, name, price, availability, Add to Cart and Remove. */
export function WishlistTab() {
  const list = useWishlistEntries();
  const t = useT(profileMessages);
  if (list.isPending) return <CenteredLoader label={t('profile.loadingWishlist')} py={80} />;
  if (list.isError) {
    return (
      <RetryAlert
        icon
        title={t('profile.tabWishlist')}
        message={t('profile.wishlistFailed')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyTab
        icon={IconHeart}
        title={t('profile.wishlistEmptyTitle')}
        text={t('profile.wishlistEmptyText')}
        action={
          <ButtonLink to="/category/$category" params={{ category: 'all' }} size="md" mt="md">
            {t('profile.startShopping')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h3" mb="sm">
        {t('profile.tabWishlist')}
      </Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('profile.savedItems')}>
        {list.data.map((entry) => (
          <EntryRow key={`${entry.itemType}-${entry.itemId}`} entry={entry} />
        ))}
      </ul>
    </Paper>
  );
}
