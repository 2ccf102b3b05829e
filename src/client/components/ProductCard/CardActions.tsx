import { IconShoppingBagPlus } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useAddToCart } from '../../features/cart';
import { useT } from '../../i18n/hooks';
import cardMessages from '../../i18n/messages/card.en.json';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { Button } from '../Plain/PlainButton';
import { type ChoosableProduct, initialChoice } from '../ProductDetail/variant-choice';
import { QuickViewButton } from '../QuickView/QuickViewButton';
import { WishlistHeart } from '../Wishlist/WishlistHeart';
import classes from './ProductCard.module.css';

/** What a card's buttons need of its product (an island's props, written into the page: no more). */
export type ActionsProduct = ChoosableProduct & { id: number; name: string };

/** A card's product, cut down to what its buttons need. */
export function actionsOf(product: ActionsProduct): ActionsProduct {
  const { id, name, sizes, colors, stock, price, prices, stockPerVariant, variants } = product;
  return { id, name, sizes, colors, stock, price, prices, stockPerVariant, variants };
}

/** The size and colour choice opens on the first click that needs it: the storefront's first load carries none of it. */
const QuickAddChoice = lazy(() => import('./QuickAddChoice').then((module) => ({ default: module.QuickAddChoice })));

/**
 * Adds one unit at once when there is nothing to choose (one size and one colour at most, as the spec's Quick
 * Add did); otherwise opens the size and colour choice in place (`QuickAddChoice`) and adds only what is chosen.
 */
function QuickAdd({ product }: { product: ActionsProduct }) {
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT(cardMessages);
  const add = async (choice: { size: string; color: string }) => {
    setAdding(true);
    await addToCart({ productId: product.id, quantity: 1, ...choice, item_type: 'product' });
    setAdding(false);
  };
  const close = () => {
    setChoosing(false);
    button.current?.focus();
  };
  const needsChoice = product.sizes.length > 1 || product.colors.length > 1;
  return (
    <>
      <Button
        ref={button}
        className={classes.quickAdd}
        size="sm"
        radius={0}
        fullWidth
        color="dark"
        loading={adding}
        leftSection={<IconShoppingBagPlus size={16} aria-hidden />}
        aria-label={t('card.quickAddOf', { name: product.name })}
        aria-expanded={needsChoice ? choosing : undefined}
        onClick={() => (needsChoice ? setChoosing(true) : add(initialChoice(product)))}
      >
        {t('card.quickAdd')}
      </Button>
      {choosing && (
        <Suspense fallback={null}>
          <QuickAddChoice
            product={product}
            onClose={close}
            onChoose={(choice) => {
              close();
              void add(choice);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * A card's buttons over its picture: Quick Add (unless sold out), the wishlist's heart and Quick view. The rest of
 * the card is links, text and pictures: on a page drawn as islands (issue 45) these buttons are the card's only
 * island.
 */
export function CardActions({ product }: { product: ActionsProduct }) {
  const soldOut = product.stock <= 0;
  // Disabled until drawn in the browser (the gate is the island's own: one around it would stay as the server drew it).
  return (
    <HydrationGate>
      {!soldOut && <QuickAdd product={product} />}
      <WishlistHeart itemType="product" itemId={product.id} name={product.name} />
      <QuickViewButton item={{ kind: 'product', id: product.id, name: product.name }} raised={!soldOut} />
    </HydrationGate>
  );
}
