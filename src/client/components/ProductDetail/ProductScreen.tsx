import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { Island } from '../../islands/Island';
import { Text, Title } from '../Plain/Plain';
import { Center, Container } from '../Plain/PlainLayout';
import { ReviewsSection } from '../Reviews/ReviewsSection';
import { ButtonLink } from '../RouterLinks';
import { ProductDetail } from './ProductDetail';
import { useProduct } from './product-choice';
import { RelatedProducts } from './RelatedProducts';

/**
 * The product page. Its route's loader has the product in the cache before this renders (or answers 404
 * with 'Product not found'), so no loading or error state of its own. Its reviews are an island (issue 45), as the
 * product's own parts are (`ProductDetail`); the related pieces are cards, whose buttons are islands of their own.
 */
export function ProductScreen({ id }: { id: number }) {
  const { product } = useProduct(id);
  return (
    <>
      <ProductDetail key={id} product={product} />
      <Island name="reviews">
        <ReviewsSection itemType="product" id={id} />
      </Island>
      <RelatedProducts productId={id} />
    </>
  );
}

/** What /product/{id} shows for an address that holds no product id. */
export function ProductNotFound() {
  const t = useT(productMessages);
  return (
    <Container size="sm" py={96}>
      <Center>
        <div>
          <Title order={1} ta="center">
            {t('product.notFound')}
          </Title>
          <Text c="dimmed" ta="center" mt="sm">
            {t('product.notFoundText')}
          </Text>
          <Center mt="xl">
            <ButtonLink to="/category/$category" params={{ category: 'all' }} radius={0}>
              {t('product.viewAll')}
            </ButtonLink>
          </Center>
        </div>
      </Center>
    </Container>
  );
}
