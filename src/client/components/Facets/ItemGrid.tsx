import type { SearchItem } from '@shared/schemas/catalogue-search';
import type { ReactNode } from 'react';
import { PaintingCard } from '../PaintingCard/PaintingCard';
import { ProductCard } from '../ProductCard/ProductCard';
import { type CardCols, CardGrid, cardGridSizes } from '../ShopCard/CardGrid';

/** A search's items, products and paintings in one grid, each in its own card; `empty` when there are none. */
export function ItemGrid({
  items,
  cols,
  empty,
  priorityCount = 1,
}: {
  items: readonly SearchItem[];
  cols: CardCols;
  empty: ReactNode;
  priorityCount?: number;
}) {
  if (items.length === 0) return <>{empty}</>;
  const sizes = cardGridSizes(cols);
  return (
    <CardGrid cols={cols}>
      {items.map((item, index) =>
        item.itemType === 'product' ? (
          <ProductCard key={`product-${item.id}`} product={item} priority={index < priorityCount} sizes={sizes} />
        ) : (
          <PaintingCard key={`painting-${item.id}`} painting={item} priority={index < priorityCount} sizes={sizes} />
        ),
      )}
    </CardGrid>
  );
}
