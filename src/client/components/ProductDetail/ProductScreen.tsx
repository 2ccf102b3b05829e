import { Center, Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { numericId } from '../../route-params';
import { trpc } from '../../trpc';
import { CenteredLoader } from '../CenteredLoader';
import { ReviewsSection } from '../Reviews/ReviewsSection';
import { ButtonLink } from '../RouterLinks';
import { ProductDetail } from './ProductDetail';
import { RelatedProducts } from './RelatedProducts';

/** The product page: a spinner while loading, /not-found when the load fails, 'Product not found' without an id. */
export function ProductScreen({ id: rawId }: { id: string }) {
  const id = numericId(rawId);
  const navigate = useNavigate();
  const {
    data: product,
    isPending,
    isError,
  } = useQuery(trpc.catalogue.product.queryOptions({ id: id ?? 0 }, { enabled: id !== null }));

  useEffect(() => {
    if (isError) void navigate({ to: '/not-found', replace: true });
  }, [isError, navigate]);

  if (id !== null && (isPending || isError)) return <CenteredLoader />;
  if (!product) return <ProductNotFound />;
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
