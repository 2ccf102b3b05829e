import type { Product } from '@shared/schemas/catalogue';
import { Link } from '@tanstack/react-router';
import { normaliseCategory } from '../../category-filters';
import { usePrice } from '../../features/use-currency';
import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { Gallery } from '../Gallery/Gallery';
import { colourFirst, itemImages } from '../Gallery/item-images';
import { FinalSaleNote } from '../ItemDetails/FinalSaleNote';
import { Group, Text, Title } from '../Plain/Plain';
import { Container, SimpleGrid } from '../Plain/PlainLayout';
import { Badge } from '../Plain/PlainMarks';
import { UpcomingRelease } from '../Release/UpcomingRelease';
import { CardReviewStars } from '../Reviews/CardReviewStars';
import { WishlistHeart } from '../Wishlist/WishlistHeart';
import classes from './ProductDetail.module.css';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ProductPurchase } from './ProductPurchase';
import { choiceFacts, type VariantChoice } from './variant-choice';

interface ProductDetailProps {
  product: Product;
  /** The chosen size and colour (from the page's URL, or the first in stock). */
  choice: VariantChoice;
  onChoice: (next: VariantChoice) => void;
  /** The colour whose photos come first: the one the shopper chose ('' until they choose, the cover first). */
  photoColour?: string;
  /** An announced release reached its time: read the product afresh (it then sells). */
  onReleased: () => void;
}

/**
 * The product itself: its photos (the chosen colour's first), name, NEW badge, the chosen variant's price, description, colour and size,
 * quantity, Add to Cart (a countdown instead before an announced release), the chosen variant's stock line and
 * the info tabs.
 */
export function ProductDetail({ product, choice, onChoice, photoColour = '', onReleased }: ProductDetailProps) {
  const t = useT(productMessages);
  const { price } = usePrice();
  const chosen = choiceFacts(product, choice);
  return (
    <Container size="xl" py={{ base: 32, md: 64 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 72 }}>
        <div className={classes.media}>
          <Gallery images={colourFirst(itemImages(product), photoColour)} name={product.name} orderKey={photoColour} />
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
            <WishlistHeart itemType="product" itemId={product.id} name={product.name} variant="detail" />
          </Group>
          <CardReviewStars rating={product.rating} />
          <Text className={classes.price} mt="md" data-testid="product-price">
            {price(chosen)}
          </Text>
          <FinalSaleNote finalSale={product.finalSale} />
          <Text c="dimmed" mt="lg" className={classes.description}>
            {product.description}
          </Text>

          {product.upcoming && product.publishAt ? (
            <UpcomingRelease at={product.publishAt} onReleased={onReleased} notify={{ productId: product.id }} />
          ) : (
            <ProductPurchase product={product} choice={choice} onChoice={onChoice} />
          )}

          <ProductInfoTabs product={product} />
        </div>
      </SimpleGrid>
    </Container>
  );
}
