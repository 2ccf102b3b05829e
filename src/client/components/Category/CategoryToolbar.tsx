import '@mantine/core/styles/Combobox.layer.css';
import { Group, NativeSelect, Text } from '@mantine/core';
import {
  PRICE_RANGES,
  type PriceRange,
  priceLabel,
  SORT_OPTIONS,
  type SortOption,
  sortLabel,
} from '../../category-filters';
import { useT } from '../../i18n/hooks';
import categoryMessages from '../../i18n/messages/category.en.json';
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
  const t = useT(categoryMessages);
  return (
    <div className={classes.toolbar}>
      <Text className={classes.count} aria-live="polite">
        {count === null ? '\u00a0' : t('category.count', { count })}
      </Text>
      <Group gap="sm" wrap="nowrap" className={classes.filters}>
        <NativeSelect
          label={t('category.price')}
          radius={0}
          value={price}
          data={PRICE_RANGES.map(({ value }) => ({ value, label: priceLabel(t, value) }))}
          onChange={(event) => onPrice(event.currentTarget.value as PriceRange)}
          className={classes.select}
        />
        <NativeSelect
          label={t('category.sortBy')}
          radius={0}
          value={sort}
          data={SORT_OPTIONS.map(({ value }) => ({ value, label: sortLabel(t, value) }))}
          onChange={(event) => onSort(event.currentTarget.value as SortOption)}
          className={classes.select}
        />
      </Group>
    </div>
  );
}
