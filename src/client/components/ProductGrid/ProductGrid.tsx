import type { ReactNode } from 'react';
import { useT } from '../../i18n/hooks';
import gridMessages from '../../i18n/messages/grid.en.json';
import { LoadError } from '../LoadError';
import { Title } from '../Plain/Plain';
import { Skeleton } from '../Plain/PlainLayout';
import { type CardProduct, ProductCard } from '../ProductCard/ProductCard';
import { type CardCols, CardGrid, cardGridSizes } from '../ShopCard/CardGrid';
import classes from './ProductGrid.module.css';

interface ProductGridProps {
  products: readonly CardProduct[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** From 768 px up: a phone shows two per row, one below 360 px (`CardGrid`). */
  cols?: CardCols;
  /** Skeleton cards while loading. */
  skeletons?: number;
  /** Shown when the list is empty. */
  empty?: ReactNode;
  /** How many cards of the first row load their image at once. */
  priorityCount?: number;
  /** Light text for the error on dark sections. */
  inverted?: boolean;
}

/** The centred uppercase title over a product grid ('You Might Also Like'). */
export function ProductGridTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Title order={2} id={id} className={classes.title}>
      {children}
    </Title>
  );
}

/** One loading stand-in of a product card: image, name and price lines. */
function ProductCardSkeleton() {
  return (
    <div className={classes.skeleton} data-testid="product-skeleton">
      <Skeleton className={classes.skeletonImage} radius={0} />
      <Skeleton height={16} mt="sm" width="70%" radius={0} />
      <Skeleton height={12} mt={8} width="40%" radius={0} />
    </div>
  );
}

/** A responsive grid of product cards with its loading, error and empty states. */
export function ProductGrid({
  products,
  isPending,
  isError,
  cols = { base: 1, sm: 2, lg: 4 },
  skeletons = 4,
  empty = null,
  priorityCount = 0,
  inverted,
}: ProductGridProps) {
  const t = useT(gridMessages);
  if (isError) {
    // The spec's failure text for any product list.
    return <LoadError inverted={inverted}>{t('grid.error')}</LoadError>;
  }
  if (isPending || !products) {
    return (
      <CardGrid cols={cols} aria-busy="true" aria-label={t('grid.loading')}>
        {Array.from({ length: skeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical stand-ins
          <ProductCardSkeleton key={index} />
        ))}
      </CardGrid>
    );
  }
  if (products.length === 0) return <>{empty}</>;
  const sizes = cardGridSizes(cols);
  return (
    <CardGrid cols={cols}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < priorityCount} sizes={sizes} />
      ))}
    </CardGrid>
  );
}
