import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { FeaturedCollection } from './FeaturedCollection';
import { HomeScreen } from './HomeScreen';
import { ShopByCategory } from './ShopByCategory';

const SUNSET = {
  id: 7,
  name: 'Sunset Drop',
  description: 'Warm bleach fades for long evenings.',
  imageUrl: null,
  featured: true,
};

describe('FeaturedCollection', () => {
  it("shows the featured collection's own name and description while the settings hold the defaults", async () => {
    stubTrpc({ 'catalogue.featuredCollection': () => SUNSET, 'catalogue.productsByCollection': () => [] });
    renderWithProviders(<FeaturedCollection />);
    expect(await screen.findByRole('heading', { name: 'Sunset Drop' })).toBeTruthy();
    expect(screen.getByText(SUNSET.description)).toBeTruthy();
    expect(screen.queryByText('The Vintage Collection')).toBeNull();
  });

  it('shows it too when the owner emptied the fields', async () => {
    stubTrpc({ 'catalogue.featuredCollection': () => SUNSET, 'catalogue.productsByCollection': () => [] });
    renderWithProviders(<FeaturedCollection />, { settings: { collectionTitle: ' ', collectionDescription: '' } });
    expect(await screen.findByRole('heading', { name: 'Sunset Drop' })).toBeTruthy();
    expect(screen.getByText(SUNSET.description)).toBeTruthy();
  });

  it("shows the owner's typed override", async () => {
    stubTrpc({ 'catalogue.featuredCollection': () => SUNSET, 'catalogue.productsByCollection': () => [] });
    renderWithProviders(<FeaturedCollection />, {
      settings: { collectionTitle: 'Summer Fades', collectionDescription: 'Only this summer.' },
    });
    expect(await screen.findByRole('heading', { name: 'Summer Fades' })).toBeTruthy();
    expect(screen.getByText('Only this summer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop the Collection' }).getAttribute('href')).toBe(
      '/collection/sunset-drop',
    );
  });
});

describe('ShopByCategory', () => {
  it('counts each tile’s products in words that agree: 1 Product, 0 and 12 Products', async () => {
    const tile = (id: number, name: string, product_count: number | undefined) => ({
      id,
      name,
      description: null,
      imageUrl: null,
      product_count,
    });
    stubTrpc({
      'catalogue.categories': () => [tile(1, 'Hoodies', 1), tile(2, 'Jackets', 12), tile(3, 'Hats', undefined)],
    });
    renderWithProviders(<ShopByCategory />);
    expect(await screen.findByText('1 Product')).toBeTruthy();
    expect(screen.getByText('12 Products')).toBeTruthy();
    expect(screen.getByText('0 Products')).toBeTruthy();
  });
});

const EMPTY_SHOP = {
  'catalogue.featuredCollection': () => null,
  'catalogue.products': () => [],
  'catalogue.categories': () => [],
};
const NO_HERO_OR_NEWSLETTER = { showHero: false, showNewsletter: false };

describe('HomeScreen on an empty shop', () => {
  it('hides the empty sections from a visitor: no headings over empty space, no failed request', async () => {
    const { callsTo } = stubTrpc(EMPTY_SHOP);
    renderWithProviders(<HomeScreen />, { settings: NO_HERO_OR_NEWSLETTER });
    await waitFor(() => expect(callsTo('catalogue.categories')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New Arrivals' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Shop by Category' })).toBeNull();
    expect(screen.queryByText('Featured Collection')).toBeNull();
    expect(callsTo('catalogue.productsByCollection')).toHaveLength(0);
  });

  it('invites an admin to fill each empty section, in one line each', async () => {
    stubTrpc(EMPTY_SHOP);
    renderWithProviders(<HomeScreen />, { settings: NO_HERO_OR_NEWSLETTER, session: signedIn('owner', 'admin') });
    expect(await screen.findByRole('link', { name: 'Mark products as new' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Add a category' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Feature a collection' }).getAttribute('href')).toBe(
      '/admin?tab=collections',
    );
    expect(screen.queryByRole('heading', { name: 'New Arrivals' })).toBeNull();
  });
});
