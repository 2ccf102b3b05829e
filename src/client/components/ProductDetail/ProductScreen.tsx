import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { useTRPC } from '../../trpc';
import { Text, Title } from '../Plain/Plain';
import { Center, Container } from '../Plain/PlainLayout';
import { ReviewsSection } from '../Reviews/ReviewsSection';
import { ButtonLink } from '../RouterLinks';
import { ProductDetail } from './ProductDetail';
import { RelatedProducts } from './RelatedProducts';
import { initialChoice, type VariantChoice } from './variant-choice';

interface ProductScreenProps {
  id: number;
  /** The size and colour the URL asks for (`?size=M&color=black`). */
  wanted: Partial<VariantChoice>;
  /** Puts a new choice in the URL, so it survives a reload and can be shared. */
  onChoice: (next: VariantChoice) => void;
}

/**
 * The product page. Its route's loader has the product in the cache before this renders (or answers 404
 * with 'Product not found'), so it reads it with `useSuspenseQuery`: no loading or error state of its own.
 * The chosen variant lives in the URL: what it names where the product offers it, else the first in stock.
 */
export function ProductScreen({ id, wanted, onChoice }: ProductScreenProps) {
  const trpc = useTRPC();
  const { data: product, refetch } = useSuspenseQuery(trpc.catalogue.product.queryOptions({ id }));
  const choice = initialChoice(product, wanted);
  const onReleased = useCallback(() => void refetch(), [refetch]);
  return (
    <>
      <ProductDetail
        key={product.id}
        product={product}
        choice={choice}
        onChoice={onChoice}
        photoColour={wanted.color ? choice.color : ''}
        onReleased={onReleased}
      />
      <ReviewsSection itemType="product" id={product.id} />
      <RelatedProducts productId={product.id} />
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
