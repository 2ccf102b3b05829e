import { Badge, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { WishlistEntry } from '@shared/schemas/reviews';
import { IconHeart, IconShoppingBagPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSettings } from '../../features/settings';
import { useRemoveFromWishlist, useSavedItemToCart, useWishlistEntries } from '../../features/wishlist';
import { CenteredLoader } from '../CenteredLoader';
import { RetryAlert } from '../RetryAlert';
import { AnchorLink, ButtonLink } from '../RouterLinks';
import { ShopImage } from '../ShopImage/ShopImage';
import classes from '../Wishlist/Wishlist.module.css';
import { EmptyTab } from './EmptyTab';

const STATE_LABEL: Record<WishlistEntry['state'], string> = {
  available: 'In stock',
  sold_out: 'Sold out',
  deleted: 'No longer available',
};

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
  const { currencySymbol } = useSettings();
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
        <Text size="sm">{formatMoney(entry.price, currencySymbol)}</Text>
        <Badge
          size="sm"
          variant="light"
          color={entry.state === 'available' ? 'teal' : entry.state === 'sold_out' ? 'orange' : 'gray'}
        >
          {STATE_LABEL[entry.state]}
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
            aria-label={`Add ${entry.name} to cart`}
          >
            Add to Cart
          </Button>
        )}
        <Button
          size="xs"
          radius={0}
          variant="default"
          leftSection={<IconTrash size={14} aria-hidden />}
          loading={remove.isPending && remove.variables?.itemId === entry.itemId}
          onClick={() => remove.mutate({ itemType: entry.itemType, itemId: entry.itemId })}
          aria-label={`Remove ${entry.name} from wishlist`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The customer's saved items: image, name, price, availability, Add to Cart and Remove. */
export function WishlistTab() {
  const list = useWishlistEntries();
  if (list.isPending) return <CenteredLoader label="Loading your wishlist" py={80} />;
  if (list.isError) {
    return (
      <RetryAlert icon title="Wishlist" message="Failed to load your wishlist" onRetry={() => void list.refetch()} />
    );
  }
  if (list.data.length === 0) {
    return (
      <EmptyTab
        icon={IconHeart}
        title="Your wishlist is empty"
        text="Tap the heart on any piece to save it here for later."
        action={
          <ButtonLink to="/category/$category" params={{ category: 'all' }} size="md" mt="md">
            Start Shopping
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} size="h3" mb="sm">
        Wishlist
      </Title>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Saved items">
        {list.data.map((entry) => (
          <EntryRow key={`${entry.itemType}-${entry.itemId}`} entry={entry} />
        ))}
      </ul>
    </Paper>
  );
}
