import { Center, Container, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc';
import { ReviewsSection } from '../Reviews/ReviewsSection';
import { ButtonLink } from '../RouterLinks';
import { ProductDetail } from './ProductDetail';
import { RelatedProducts } from './RelatedProducts';

/**
 * The product page. Its route's loader has the product in the cache before this renders (or answers 404
 * with 'Product not found'), so it reads it with `useSuspenseQuery`: no loading or error state of its own.
 */
export function ProductScreen({ id }: { id: number }) {
  const trpc = useTRPC();
  const { data: product } = useSuspenseQuery(trpc.catalogue.product.queryOptions({ id }));
  return (
    <>
      <ProductDetail key={product.id} product={product} />
      <ReviewsSection itemType="product" id={product.id} />
      <RelatedProducts productId={product.id} />
    </>
  );
}

/** What /product/{id} shows for an address that holds no product id. */
export function ProductNotFound() {
  return (
    <Container size="sm" py={96}>
      <Center>
        <div>
          <Title order={1} ta="center">
            Product not found
          </Title>
          <Text c="dimmed" ta="center" mt="sm">
            This piece may have sold out or moved.
          </Text>
          <Center mt="xl">
            <ButtonLink to="/category/$category" params={{ category: 'all' }} radius={0}>
              View All Products
            </ButtonLink>
          </Center>
        </div>
      </Center>
    </Container>
  );
}
