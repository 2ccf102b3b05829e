import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/hooks';
import productMessages from '../../i18n/messages/product.en.json';
import { useTRPC } from '../../trpc';
import { Container } from '../Plain/PlainLayout';
import { ProductGrid, ProductGridTitle } from '../ProductGrid/ProductGrid';
import { CardTitleLevel } from '../ShopCard/ShopCard';
import classes from './ProductDetail.module.css';
import { relatedTo } from './related';

/** 'You Might Also Like': up to 4 featured products other than this one; nothing when there are none. */
export function RelatedProducts({ productId }: { productId: number }) {
  const trpc = useTRPC();
  const t = useT(productMessages);
  const { data, isPending, isError } = useQuery(trpc.catalogue.products.queryOptions({ filter: 'featured' }));
  const related = data && relatedTo(data, productId);
  if (isError || related?.length === 0) return null;
  return (
    <section className={classes.related} aria-labelledby="related-title">
      <Container size="xl">
        <ProductGridTitle id="related-title">{t('product.related')}</ProductGridTitle>
        <CardTitleLevel value="h3">
          <ProductGrid products={related} isPending={isPending} isError={false} cols={{ base: 1, xs: 2, lg: 4 }} />
        </CardTitleLevel>
      </Container>
    </section>
  );
}
