import { Button, Group, Text } from '@mantine/core';
import type { Product } from '@shared/schemas/catalogue';
import { IconCircleFilled, IconShoppingBag } from '@tabler/icons-react';
import { useState } from 'react';
import { useCart } from '../../features/cart';
import classes from './ProductDetail.module.css';
import { ColorChoice, QuantityStepper, SizeChoice } from './ProductOptions';
import { type SizeStock, soldOutSizes, stockLine } from './product-facts';

export type PurchasableProduct = Pick<Product, 'id' | 'colors' | 'sizes' | 'stock'> & Partial<SizeStock>;

interface ProductPurchaseProps {
  product: PurchasableProduct;
  /** After a successful add (the cart has toasted and opened its drawer). */
  onAdded?: () => void;
}

/**
 * Choosing and buying a product, on its page and in its quick view: colour and size (the first of each
 * preselected, sold-out sizes disabled), quantity up to the stock, Add to Cart (which toasts and opens the
 * cart drawer) and the stock line.
 */
export function ProductPurchase({ product, onAdded }: ProductPurchaseProps) {
  const cart = useCart();
  const soldOut = soldOutSizes(product);
  const [color, setColor] = useState(product.colors[0] ?? '');
  const [size, setSize] = useState(product.sizes.find((option) => !soldOut.has(option)) ?? '');
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const inStock = product.stock > 0;
  const missingChoice = (product.colors.length > 0 && !color) || (product.sizes.length > 0 && !size);

  const addToCart = async () => {
    setAdding(true);
    const added = await cart.add({ productId: product.id, quantity, size, color, item_type: 'product' });
    setAdding(false);
    if (added) onAdded?.();
  };

  return (
    <>
      <div className={classes.options}>
        {product.colors.length > 0 && <ColorChoice options={product.colors} value={color} onChange={setColor} />}
        {product.sizes.length > 0 && (
          <SizeChoice options={product.sizes} value={size} onChange={setSize} soldOut={soldOut} />
        )}
        <QuantityStepper
          value={quantity}
          onChange={setQuantity}
          max={inStock ? product.stock : undefined}
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
        Add to Cart
      </Button>
      <Group gap={8} mt="sm" className={classes.stock} data-in-stock={inStock || undefined}>
        <IconCircleFilled size={10} aria-hidden />
        <Text size="sm">{stockLine(product.stock)}</Text>
      </Group>
    </>
  );
}
