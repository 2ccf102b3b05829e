import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_FACETS } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { CategoryScreen } from './CategoryScreen';

const EMPTY = { items: [], total: 0, page: 1, pageSize: 9, facets: NO_FACETS };
const HOODIES = { id: 4, name: 'Hoodies & Sweatshirts', slug: 'hoodies-sweatshirts', imageUrl: null, product_count: 0 };

describe('CategoryScreen', () => {
  it("takes its title from the category's name, not the slug, and says when it is empty", async () => {
    stubTrpc({ 'catalogue.categories': () => [HOODIES], 'catalogue.search': () => EMPTY });
    renderWithProviders(<CategoryScreen category="hoodies-sweatshirts" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoodies & Sweatshirts' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('There is nothing in Hoodies & Sweatshirts yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Products' }).getAttribute('href')).toBe('/category/all');
  });

  it('says so for a category the shop does not have (a new shop), with a link to all products', async () => {
    stubTrpc({ 'catalogue.categories': () => [], 'catalogue.search': () => EMPTY });
    renderWithProviders(<CategoryScreen category="jackets" />);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('There is nothing in Jackets yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Products' })).toBeTruthy();
  });
});
