import { describe, expect, it } from 'vitest';
import { parseFacetSearch, searchInput } from './category-filters';
import { chosenFilters, clearFilters, toggleFacet, toggleInStock } from './facet-search';
import { stringifySearch } from './search-params';

describe('the list pages’ facets in the URL', () => {
  it('reads repeated keys as lists, drops unknown values and defaults', () => {
    expect(
      parseFacetSearch({
        size: ['M', 'L', 'M'],
        color: 'Black',
        price: ['under-50', 'cheap'],
        kind: 'poster',
        sizeRange: 'small',
        inStock: true,
        sort: 'newest',
        page: 1,
        junk: 'x',
      }),
    ).toEqual({ size: ['M', 'L'], color: ['Black'], price: ['under-50'], sizeRange: ['small'], inStock: true });
    // The router's parser reads `?size=10` as a number, `?inStock=false` as false.
    expect(parseFacetSearch({ size: 10, inStock: false, sort: 'price-asc', page: '3' })).toEqual({
      size: ['10'],
      sort: 'price-asc',
      page: 3,
    });
  });

  it('toggles a value, keeps the other facets and the sort, and goes back to page 1', () => {
    const search = parseFacetSearch({ size: 'M', sort: 'alphabetical', page: 4 });
    expect(toggleFacet(search, 'size', 'L')).toEqual({ size: ['M', 'L'], sort: 'alphabetical' });
    expect(toggleFacet(search, 'size', 'M')).toEqual({ sort: 'alphabetical' });
    expect(toggleInStock(search)).toEqual({ size: ['M'], inStock: true, sort: 'alphabetical' });
    expect(clearFilters({ ...search, q: 'tee', inStock: true })).toEqual({ q: 'tee', sort: 'alphabetical' });
    expect(chosenFilters({ color: ['Black'], size: ['M'], inStock: true })).toEqual([
      { facet: 'size', value: 'M' },
      { facet: 'color', value: 'Black' },
      { facet: 'inStock', value: true },
    ]);
  });

  it('writes lists as repeated keys, which read back the same', () => {
    const url = stringifySearch({ size: ['M', 'L'], color: ['Black'], price: ['under-50'], inStock: true, page: 2 });
    expect(url).toBe('?size=M&size=L&color=Black&price=under-50&inStock=true&page=2');
    // Everything else as the router writes it (a string that reads as a number stays a string).
    expect(stringifySearch({ token: '123', tab: 'orders', empty: undefined })).toBe('?token=%22123%22&tab=orders');
    expect(stringifySearch({})).toBe('');
  });

  it('asks the search for the page’s scope: a category page is its own, “all” (products) takes the category facet', () => {
    const search = parseFacetSearch({ category: 't-shirts', size: 'M', inStock: 'true' });
    expect(searchInput({ category: 'hoodies' }, search)).toMatchObject({
      category: ['hoodies'],
      size: ['M'],
      inStock: 'true',
    });
    expect(searchInput({ category: 'all' }, search)).toMatchObject({ category: ['all', 't-shirts'] });
    expect(searchInput({}, search)).toMatchObject({ category: ['t-shirts'] });
    expect(searchInput({ collection: 'vintage' }, {})).toMatchObject({ collection: 'vintage', category: undefined });
  });
});
