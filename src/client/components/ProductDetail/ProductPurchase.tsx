import type { Product } from '@shared/schemas/catalogue';
import { IconCircleFilled, IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddToCart } from '../../features/cart';
import { useColorLabel } from '../../features/colour-label';
import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { HydrationGate } from '../HydrationGate/HydrationGate';
import { LazyNotifyMe } from '../NotifyMe/LazyNotifyMe';
import { Group, Text } from '../Plain/Plain';
import { Button } from '../Plain/PlainButton';
import { type SwatchSource, swatchFace } from '../ProductCard/swatch-colors';
import classes from './ProductDetail.module.css';
import { ColorChoice, QuantityStepper, SizeChoice } from './ProductOptions';
import { StockLine } from './StockLine';
import {
  type ChoosableProduct,
  choiceFacts,
  initialChoice,
  sizeSoldOutIn,
  soldOutChoices,
  soldOutColors,
  soldOutSizes,
  type VariantChoice,
  withColor,
} from './variant-choice';

export type PurchasableProduct = Pick<Product, 'id'> & ChoosableProduct & SwatchSource;

interface ProductPurchaseProps {
  product: PurchasableProduct;
  /** The chosen size and colour (the product page keeps them in its URL). */
  choice: VariantChoice;
  onChoice: (next: VariantChoice) => void;
  /** After a successful add (the cart has toasted and opened its drawer). */
  onAdded?: () => void;
}

/** The size and colour chosen in a quick view: its own state, starting as the product page would. */
export function useLocalChoice(product: ChoosableProduct): [VariantChoice, (next: VariantChoice) => void] {
  return useState(() => initialChoice(product));
}

/**
 * Choosing and buying a product, on its page and in its quick view: colour and size (sizes sold out in the
 * chosen colour are struck through and disabled), quantity up to the chosen variant's stock, Add to Cart
 * (which toasts and opens the cart drawer) and the stock line of the chosen variant.
 */
export function ProductPurchase({ product, choice, onChoice, onAdded }: ProductPurchaseProps) {
  const add = useAddToCart();
  const t = useT(productMessages);
  const colorLabel = useColorLabel();
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const { size, color } = choice;
  const { stock } = choiceFacts(product, choice);

  const inStock = stock > 0;
  const missingChoice = (product.colors.length > 0 && !color) || (product.sizes.length > 0 && !size);
  const shownQuantity = inStock ? Math.min(quantity, stock) : quantity;
  const soldOut = soldOutChoices(product);

  const addToCart = async () => {
    setAdding(true);
    const added = await add({ productId: product.id, quantity: shownQuantity, size, color, item_type: 'product' });
    setAdding(false);
    if (added) onAdded?.();
  };

  // Colour, size, quantity and Add to Cart: disabled until hydrated.
  return (
    <HydrationGate>
      <div className={classes.options}>
        {product.colors.length > 0 && (
          <ColorChoice
            options={product.colors}
            value={color}
            onChange={(next) => onChoice(withColor(product, choice, next))}
            soldOut={soldOutColors(product)}
            faceOf={(name) => swatchFace(product, name)}
          />
        )}
        {product.sizes.length > 0 && (
          <SizeChoice
            options={product.sizes}
            value={size}
            onChange={(next) => onChoice({ ...choice, size: next })}
            soldOut={soldOutSizes(product, color)}
          />
        )}
        {sizeSoldOutIn(product, choice) && (
          <Text size="sm" c="dimmed" role="status" data-testid="size-sold-out">
            {t('product.sizeSoldOutIn', { size, colour: colorLabel(color) })}
          </Text>
        )}
        <QuantityStepper
          value={shownQuantity}
          onChange={setQuantity}
          max={inStock ? stock : undefined}
          disabled={!inStock}
        />
      </div>

      <Button
        size="lg"
        radius={0}
        fullWidth
        mt="xl"
        className={classes.addButton}
        leftSection={<IconShoppingBag size={20} aria-hidden />}
        loading={adding}
        disabled={!inStock || missingChoice}
        onClick={addToCart}
      >
        {t('product.addToCart')}
      </Button>
      <Group gap={8} mt="sm" className={classes.stock} data-in-stock={inStock || undefined}>
        <IconCircleFilled size={10} aria-hidden />
        <Text size="sm" aria-live="polite" data-testid="stock-line">
          <StockLine stock={stock} />
        </Text>
      </Group>
      {soldOut.length > 0 && <LazyNotifyMe target={{ productId: product.id }} options={soldOut} initial={choice} />}
    </HydrationGate>
  );
}
