import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import type { SearchItem } from '@shared/schemas/catalogue-search';
import type { ReactNode } from 'react';
import { PaintingCard } from '../PaintingCard/PaintingCard';
import { ProductCard } from '../ProductCard/ProductCard';
import { gridSizes } from '../ShopImage/sizes';

/** A search's items, products and paintings in one grid, each in its own card; `empty` when there are none. */
export function ItemGrid({
  items,
  cols,
  empty,
  priorityCount = 1,
}: {
  items: readonly SearchItem[];
  cols: SimpleGridProps['cols'];
  empty: ReactNode;
  priorityCount?: number;
}) {
  if (items.length === 0) return <>{empty}</>;
  const sizes = gridSizes(cols);
  return (
    <SimpleGrid cols={cols} spacing="xl" verticalSpacing={40}>
      {items.map((item, index) =>
        item.itemType === 'product' ? (
          <ProductCard key={`product-${item.id}`} product={item} priority={index < priorityCount} sizes={sizes} />
        ) : (
          <PaintingCard key={`painting-${item.id}`} painting={item} priority={index < priorityCount} sizes={sizes} />
        ),
      )}
    </SimpleGrid>
  );
}
