import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGES, isClientRoute } from './routes.js';

/** The client's top-level screens by their route files (`search.tsx`, `paintings.index.tsx` …), not `/$page`. */
const screens = readdirSync(new URL('../client/routes/', import.meta.url))
  .filter((file) => /^[a-z]/.test(file) && file.endsWith('.tsx'))
  .map((file) => file.split('.')[0] as string);

describe('the route table', () => {
  it('knows the search results page, in both languages', () => {
    expect(isClientRoute('/search')).toBe(true);
    expect(isClientRoute('/fr/search')).toBe(true);
  });

  it('has no content page named as a screen: the screen would shadow it (/search is the results, never a page)', () => {
    expect(screens).toContain('search');
    expect(CONTENT_PAGES.filter((slug) => screens.includes(slug))).toEqual([]);
  });
});
