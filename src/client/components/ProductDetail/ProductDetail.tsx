import { Badge, Button, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { formatMoney } from '@shared/money';
import type { Product } from '@shared/schemas/catalogue';
import { IconCircleFilled, IconShoppingBag } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { normaliseCategory } from '../../category-filters';
import { useCart } from '../../features/cart';
import { useSettings } from '../../features/settings';
import { ShopImage } from '../ShopImage/ShopImage';
import { DETAIL_IMAGE } from '../ShopImage/sizes';
import classes from './ProductDetail.module.css';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ColorChoice, QuantityStepper, SizeChoice } from './ProductOptions';
import { stockLine } from './product-facts';

/**
 * The product itself: image, name, NEW badge, price, description, colour and size
 * (first of each preselected), quantity, Add to Cart, the stock line and the info tabs.
 */
export function ProductDetail({ product }: { product: Product }) {
  const { currencySymbol } = useSettings();
  const cart = useCart();
  const [color, setColor] = useState(product.colors[0] ?? '');
  const [size, setSize] = useState(product.sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);

  const inStock = product.stock > 0;
  const missingChoice = (product.colors.length > 0 && !color) || (product.sizes.length > 0 && !size);

  const addToCart = async () => {
    setAdding(true);
    await cart.add({ productId: product.id, quantity, size, color, item_type: 'product' });
    setAdding(false);
  };

  return (
    <Container size="xl" py={{ base: 32, md: 64 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }}>
        <div className={classes.media}>
          <ShopImage src={product.imageUrl} alt={product.name} {...DETAIL_IMAGE} priority />
        </div>
        <div>
          {product.category && (
            <Text className={classes.eyebrow}>
              <Link to="/category/$category" params={{ category: normaliseCategory(product.category) }}>
                {product.category}
              </Link>
            </Text>
          )}
          <Group gap="sm" align="center" mt={6}>
            <Title order={1} className={classes.name}>
              {product.name}
            </Title>
            {product.isNew && (
              <Badge radius={0} size="lg">
                NEW
              </Badge>
            )}
          </Group>
          <Text className={classes.price} mt="md">
            {formatMoney(product.price, currencySymbol)}
          </Text>
          <Text c="dimmed" mt="lg" className={classes.description}>
            {product.description}
          </Text>

          <div className={classes.options}>
            {product.colors.length > 0 && <ColorChoice options={product.colors} value={color} onChange={setColor} />}
            {product.sizes.length > 0 && <SizeChoice options={product.sizes} value={size} onChange={setSize} />}
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

          <ProductInfoTabs product={product} />
        </div>
      </SimpleGrid>
    </Container>
  );
}
