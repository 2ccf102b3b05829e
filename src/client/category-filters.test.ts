import { describe, expect, it } from 'vitest';
import {
  categoryTitle,
  filterByPrice,
  listFilter,
  normaliseCategory,
  paginate,
  parseCategorySearch,
  sortProducts,
} from './category-filters';

const item = (name: string, price: number, isNew = false, createdAt = '2026-01-01T00:00:00Z') => ({
  name,
  price,
  isNew,
  createdAt,
});

const products = [
  item('Bravo', 50),
  item('alpha', 42, true, '2026-01-02T00:00:00Z'),
  item('Delta', 150.01),
  item('Charlie', 100, true, '2026-01-03T00:00:00Z'),
  item('Echo', 1200),
];

describe('price ranges', () => {
  it('uses inclusive bounds', () => {
    const names = (range: Parameters<typeof filterByPrice>[1]) => filterByPrice(products, range).map((p) => p.name);
    expect(names('under-50')).toEqual(['Bravo', 'alpha']);
    expect(names('50-100')).toEqual(['Bravo', 'Charlie']);
    expect(names('100-150')).toEqual(['Charlie']);
    expect(names('over-150')).toEqual(['Delta']);
    expect(names('all')).toEqual(['Bravo', 'alpha', 'Delta', 'Charlie']);
  });
});

describe('sorting', () => {
  const names = (sort: Parameters<typeof sortProducts>[1]) => sortProducts(products, sort).map((p) => p.name);

  it('newest puts new items first, most recent first', () => {
    expect(names('newest')).toEqual(['Charlie', 'alpha', 'Bravo', 'Delta', 'Echo']);
  });

  it('sorts by price both ways and alphabetically ignoring case', () => {
    expect(names('price-asc')).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    expect(names('price-desc')).toEqual(['Echo', 'Delta', 'Charlie', 'Bravo', 'alpha']);
    expect(names('alphabetical')).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
  });

  it('leaves the input untouched', () => {
    sortProducts(products, 'alphabetical');
    expect(products[0]?.name).toBe('Bravo');
  });
});

describe('pagination', () => {
  it('cuts pages of productsPerPage and clamps the page', () => {
    const numbers = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(paginate(numbers, 1, 9)).toEqual({ items: numbers.slice(0, 9), page: 1, totalPages: 3 });
    expect(paginate(numbers, 3, 9).items).toEqual([19, 20]);
    expect(paginate(numbers, 99, 9).page).toBe(3);
    expect(paginate([], 1, 9)).toEqual({ items: [], page: 1, totalPages: 1 });
  });
});

describe('search params', () => {
  it('keeps valid values and drops defaults', () => {
    expect(parseCategorySearch({ price: 'under-50', sort: 'price-desc', page: 2 })).toEqual({
      price: 'under-50',
      sort: 'price-desc',
      page: 2,
    });
    expect(parseCategorySearch({ price: 'all', sort: 'newest', page: 1 })).toEqual({
      price: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(parseCategorySearch({ price: 'cheap', sort: 'random', page: -3 })).toEqual({
      price: undefined,
      sort: undefined,
      page: undefined,
    });
    expect(parseCategorySearch({ page: '4' }).page).toBe(4);
  });
});

describe('category slugs and titles', () => {
  const categories = [{ name: 'Jeans & Pants', slug: 'jeans-pants' }];

  it('decodes the slug, dashes become spaces in the fallback title', () => {
    expect(normaliseCategory('Jeans%20%26%20Pants')).toBe('jeans-pants');
    expect(categoryTitle('jeans-pants', categories)).toBe('Jeans & Pants');
    expect(categoryTitle('summer-specials')).toBe('Summer Specials');
  });

  it('names the lists', () => {
    expect(categoryTitle('all')).toBe('All Products');
    expect(categoryTitle('new-arrivals')).toBe('New Arrivals');
    expect(categoryTitle('new%20arrivals')).toBe('New Arrivals');
    expect(listFilter('new arrivals')).toBe('new-arrivals');
    expect(listFilter('t-shirts')).toBeNull();
  });
});
