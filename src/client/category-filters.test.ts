import { describe, expect, it } from 'vitest';
import { categoryTitle, normaliseCategory } from './category-filters';
import categoryMessages from './i18n/messages/category.en.json';
import { pageCount } from './list-page';

/** The category area's English messages, as a screen's `t` reads them. */
const english = (id: keyof typeof categoryMessages) => categoryMessages[id];

describe('paging', () => {
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
