import type { Product } from '@shared/schemas/catalogue';
import { normaliseCategory } from '../../category-filters';
import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { Island } from '../../islands/Island';
import { Link } from '../../nav/nav';
import { FinalSaleNote } from '../ItemDetails/FinalSaleNote';
import { Group, Text, Title } from '../Plain/Plain';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { CardReviewStars } from '../Reviews/CardReviewStars';
import { WishlistHeart } from '../Wishlist/WishlistHeart';
import classes from './ProductDetail.module.css';
import { ProductTabs } from './ProductInfoTabs';
import { ProductBuy, ProductGallery, ProductPrice } from './ProductParts';

/**
 * The product itself: its photos (the chosen colour's first), name, NEW badge, the chosen variant's price, description, colour and size,
 * quantity, Add to Cart (a countdown instead before an announced release), the chosen variant's stock line and
 * the info tabs. What a shopper works with is an island of its own (issue 45): the photos, the heart, the price, the
 * purchase and the tabs; the rest is the page's HTML. The chosen size and colour live in the page's address.
 */
export function ProductDetail({ product }: { product: Product }) {
  const t = useT(productMessages);
  const { id } = product;
  const heart = { itemType: 'product', itemId: id, name: product.name, variant: 'detail' } as const;
  return (
    <Container size="xl" py={{ base: 32, md: 64 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }}>
        <div className={classes.media}>
          <Island name="product-gallery">
            <ProductGallery id={id} />
          </Island>
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
              <Badge radius={0} size="lg" color="brand">
                {t('product.new')}
              </Badge>
            )}
            <Island name="wishlist-heart">
              <WishlistHeart {...heart} />
            </Island>
          </Group>
          <CardReviewStars rating={product.rating} />
          <Island name="product-price">
            <ProductPrice id={id} />
          </Island>
          <FinalSaleNote finalSale={product.finalSale} />
          <Text c="dimmed" mt="lg" className={classes.description}>
            {product.description}
          </Text>
          <Island name="product-buy">
            <ProductBuy id={id} />
          </Island>
          <Island name="product-tabs">
            <ProductTabs id={id} />
          </Island>
        </div>
      </SimpleGrid>
    </Container>
  );
}
