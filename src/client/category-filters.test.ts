import { describe, expect, it } from 'vitest';
import { categoryTitle, normaliseCategory, pageCount, parseCategorySearch } from './category-filters';
import categoryMessages from './i18n/messages/category.en.json';

/** The category area's English messages, as a screen's `t` reads them. */
const english = (id: keyof typeof categoryMessages) => categoryMessages[id];

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
    expect(parseCategorySearch({ page: 1e9 }).page).toBeUndefined();
  });

  it('counts the pages of a list the server pages', () => {
    expect(pageCount({ total: 20, pageSize: 9 })).toBe(3);
    expect(pageCount({ total: 0, pageSize: 9 })).toBe(1);
  });
});

describe('category slugs and titles', () => {
  const categories = [{ name: 'Jeans & Pants', slug: 'jeans-pants' }];

  it('decodes the slug, dashes become spaces in the fallback title', () => {
    expect(normaliseCategory('Jeans%20%26%20Pants')).toBe('jeans-pants');
    expect(categoryTitle('jeans-pants', categories, english)).toBe('Jeans & Pants');
    expect(categoryTitle('summer-specials', [], english)).toBe('Summer Specials');
  });

  it('names the lists', () => {
    expect(categoryTitle('all', [], english)).toBe('All Products');
    expect(categoryTitle('new-arrivals', [], english)).toBe('New Arrivals');
    expect(categoryTitle('new%20arrivals', [], english)).toBe('New Arrivals');
  });
});
