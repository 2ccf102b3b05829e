import '@mantine/core/styles/Combobox.layer.css';
import { Group, NativeSelect, Text } from '@mantine/core';
import { PRICE_RANGES, type PriceRange, SORT_OPTIONS, type SortOption } from '../../category-filters';
import classes from './Category.module.css';

interface CategoryToolbarProps {
  count: number | null;
  price: PriceRange;
  sort: SortOption;
  onPrice: (price: PriceRange) => void;
  onSort: (sort: SortOption) => void;
}

/** 'N products found' with the price-range and sort choices. */
export function CategoryToolbar({ count, price, sort, onPrice, onSort }: CategoryToolbarProps) {
  return (
    <div className={classes.toolbar}>
      <Text className={classes.count} aria-live="polite">
        {count === null ? '\u00a0' : `${count} ${count === 1 ? 'product' : 'products'} found`}
      </Text>
      <Group gap="sm" wrap="nowrap" className={classes.filters}>
        <NativeSelect
          label="Price"
          radius={0}
          value={price}
          data={PRICE_RANGES.map(({ value, label }) => ({ value, label }))}
          onChange={(event) => onPrice(event.currentTarget.value as PriceRange)}
          className={classes.select}
        />
        <NativeSelect
          label="Sort by"
          radius={0}
          value={sort}
          data={SORT_OPTIONS.map(({ value, label }) => ({ value, label }))}
          onChange={(event) => onSort(event.currentTarget.value as SortOption)}
          className={classes.select}
        />
      </Group>
    </div>
  );
}
