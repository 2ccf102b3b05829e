import { Gallery } from '../Gallery/Gallery';
import { colourFirst, itemImages } from '../Gallery/item-images';
import { KeptPrice } from '../KeptPrice';
import { Text } from '../Plain/Plain';
import { LazyUpcomingRelease } from '../Release/LazyUpcomingRelease';
import classes from './ProductDetail.module.css';
import { ProductPurchase } from './ProductPurchase';
import { useProduct, useProductChoice } from './product-choice';
import { choiceFacts } from './variant-choice';

/**
 * The parts of the product page a shopper works with, each an island of its own (issue 45: `ProductDetail` draws them
 * in the page's static HTML), each reading the product by id and the choice from the page's address.
 */
interface ProductPartProps {
  id: number;
}

/** Its photos, the chosen colour's first. */
export function ProductGallery({ id }: ProductPartProps) {
  const { product } = useProduct(id);
  const { photoColour } = useProductChoice(product);
  return <Gallery images={colourFirst(itemImages(product), photoColour)} name={product.name} orderKey={photoColour} />;
}

/** The chosen variant's price. */
export function ProductPrice({ id }: ProductPartProps) {
  const { product } = useProduct(id);
  const { choice } = useProductChoice(product);
  return (
    <Text className={classes.price} mt="md" data-testid="product-price">
      <KeptPrice name="price" item={choiceFacts(product, choice)} />
    </Text>
  );
}

/** Colour, size, quantity and Add to Cart; a countdown instead before an announced release (then it reads the product afresh, and sells). */
export function ProductBuy({ id }: ProductPartProps) {
  const { product, refetch } = useProduct(id);
  const { choice, choose } = useProductChoice(product);
  return product.upcoming && product.publishAt ? (
    <LazyUpcomingRelease at={product.publishAt} onReleased={refetch} notify={{ productId: product.id }} />
  ) : (
    <ProductPurchase product={product} choice={choice} onChoice={choose} />
  );
}
