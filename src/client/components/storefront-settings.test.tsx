import type { SiteSettings } from '@shared/settings';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../features/notify';
import { NO_FACETS } from '../test-fixtures';
import { pending, stubTrpc } from '../test-trpc';
import { renderWithProviders } from '../test-utils';
import { CategoryScreen } from './Category/CategoryScreen';
import { Header } from './Header/Header';
import { HomeScreen } from './Home/HomeScreen';
import { NewArrivals } from './Home/NewArrivals';
import { ShopLayout } from './Layout/ShopLayout';
import { ProductCard } from './ProductCard/ProductCard';
import { StarBackgroundHost } from './StarBackground/StarBackgroundHost';

/**
 * Each setting of the admin's Settings, Layout and Customization tabs, shown by its effect on the
 * storefront (the ones tested elsewhere are named at the end of this file).
 */

const TEE = {
  id: 1,
  name: 'Acid Wash Tee',
  description: 'Hand-bleached, one of a kind',
  price: 42,
  imageUrl: null,
  isNew: true,
  colors: ['black'],
  sizes: ['M'],
  stock: 5,
  stockPerVariant: false,
  variants: [{ id: 1, size: 'M', color: 'black', sku: 'WBS-1', stock: 5, price: 42 }],
};

function productRow(id: number) {
  const createdAt = `2026-01-${String(30 - id).padStart(2, '0')}T00:00:00.000Z`;
  return { ...TEE, id, name: `Tee ${id}`, category: 'T-Shirts', categoryId: 1, isFeatured: false, createdAt };
}

const render = (ui: React.ReactElement, settings: Partial<SiteSettings>) => renderWithProviders(ui, { settings });

describe('productCardStyle', () => {
  it('minimal shows the description; compact leaves it out; detailed frames the text', async () => {
    stubTrpc({ 'cart.get': () => [] });
    const minimal = render(<ProductCard product={TEE} />, { productCardStyle: 'minimal' });
    expect(await screen.findByText('Hand-bleached, one of a kind')).toBeTruthy();
    minimal.unmount();

    const compact = render(<ProductCard product={TEE} />, { productCardStyle: 'compact' });
    await screen.findByText('Acid Wash Tee');
    expect(screen.queryByText('Hand-bleached, one of a kind')).toBeNull();
    compact.unmount();

    render(<ProductCard product={TEE} />, { productCardStyle: 'detailed' });
    const card = (await screen.findByText('Acid Wash Tee')).closest('article');
    expect(card?.getAttribute('data-style')).toBe('detailed');
    expect(screen.getByText('Hand-bleached, one of a kind')).toBeTruthy();
  });
});

describe('productsPerRow', () => {
  it.each([
    [3, 6],
    [4, 4],
    [2, 6],
  ] as const)('%i per row: the new arrivals show whole rows (%i of 7)', async (perRow, shown) => {
    stubTrpc({
      'catalogue.products': () => Array.from({ length: 7 }, (_, i) => productRow(i + 1)),
      'cart.get': () => [],
    });
    render(<NewArrivals />, { productsPerRow: perRow });
    await screen.findByText('Tee 1');
    expect(screen.getAllByRole('article')).toHaveLength(Math.min(shown, perRow * 2));
  });
});

describe('the category page', () => {
  it("shows the server's page of cards and its page count", async () => {
    stubTrpc({
      'catalogue.search': () => ({
        items: Array.from({ length: 5 }, (_, i) => ({ ...productRow(i + 1), itemType: 'product' })),
        total: 12,
        page: 1,
        pageSize: 5,
        facets: NO_FACETS,
      }),
      'catalogue.categories': () => [],
      'cart.get': () => [],
    });
    render(<CategoryScreen category="all" />, {});
    await screen.findByText('Tee 1');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('12 products found')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/?page=3');
    expect(within(pages).queryByRole('link', { name: 'Page 4' })).toBeNull();
  });
});

describe('home sections and their texts', () => {
  it('shows each section with its texts, and leaves out the ones switched off', async () => {
    stubTrpc({
      'catalogue.products': pending,
      'catalogue.categories': pending,
      'catalogue.featuredCollection': pending,
      'catalogue.productsByCollection': pending,
      'catalogue.paintingPage': pending, // the hero asks whether any painting is listed (its Shop Paintings button)
    });
    const settings = {
      heroTitle: 'SUMMER DROP',
      newArrivalsTitle: 'Just In',
      viewAllButtonText: 'See everything',
      categoriesTitle: 'Browse',
      newsletterTitle: 'Stay close',
    };
    const all = render(<HomeScreen />, settings);
    expect(await screen.findByRole('heading', { name: 'SUMMER DROP' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Just In' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See everything' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Browse' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stay close' })).toBeTruthy();
    all.unmount();

    render(<HomeScreen />, { ...settings, showHero: false, showNewArrivals: false, showNewsletter: false });
    expect(await screen.findByRole('heading', { name: 'Browse' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'SUMMER DROP' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Just In' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Stay close' })).toBeNull();
  });
});

describe('headerVisible and footerVisible', () => {
  it.each([
    [true, false],
    [false, true],
  ])('header %s, footer %s', async (headerVisible, footerVisible) => {
    stubTrpc({ 'cart.get': () => [] });
    render(<ShopLayout />, { headerVisible, footerVisible });
    await screen.findByText('Skip to content');
    await vi.waitFor(() => expect(screen.queryAllByRole(headerVisible ? 'banner' : 'contentinfo')).toHaveLength(1));
    expect(screen.queryByRole(headerVisible ? 'contentinfo' : 'banner')).toBeNull();
  });
});

describe('logoSize', () => {
  it.each(['small', 'medium', 'large'] as const)('%s sizes the logo', async (logoSize) => {
    stubTrpc({ 'cart.get': () => [] });
    render(<Header />, { logoSize });
    const banner = await screen.findByRole('banner');
    const logo = within(banner).getAllByRole('link')[0];
    expect(logo?.getAttribute('data-size')).toBe(logoSize);
  });
});

describe('darkMode', () => {
  it('puts the whole storefront in the dark colour scheme, and back', async () => {
    stubTrpc({ 'cart.get': () => [] });
    const dark = render(<Header />, { darkMode: true });
    await screen.findByRole('banner');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    dark.unmount();
    render(<Header />, { darkMode: false });
    await screen.findByRole('banner');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });
});

describe('enableStarGazing', () => {
  it('draws the star canvas only when on', async () => {
    const off = render(<StarBackgroundHost />, { enableStarGazing: false });
    expect(off.container.querySelector('canvas')).toBeNull();
    off.unmount();
    const on = render(<StarBackgroundHost />, { enableStarGazing: true });
    await vi.waitFor(() => expect(on.container.querySelector('canvas')).not.toBeNull());
  });
});

describe('shopNameHighlight (issue 44.6)', () => {
  it.each([
    [undefined, 'Bleach'],
    [3, 'Studio'],
    [1, 'Wild'],
    [0, null],
  ] as const)('with %s highlights %s in the text logo', async (shopNameHighlight, word) => {
    stubTrpc({ 'cart.get': () => [] });
    const settings = shopNameHighlight === undefined ? {} : { shopNameHighlight };
    const { container } = render(<Header />, { shopName: 'Wild Bleach Studio', logoType: 'text', ...settings });
    await screen.findByRole('banner');
    const logo = container.querySelector('header a[href="/"]');
    expect(logo?.textContent).toContain('Wild Bleach Studio');
    // The highlighted word is a span of its own (one word, no space).
    const highlighted = [...(logo?.querySelectorAll('span') ?? [])].filter(
      (span) => span.children.length === 0 && !/\s/.test(span.textContent ?? ''),
    );
    expect(highlighted.map((span) => span.textContent)).toEqual(word ? [word] : []);
  });
});

describe('notificationPosition', () => {
  it.each(['top-left', 'bottom-right'] as const)('shows toasts at %s', async (notificationPosition) => {
    stubTrpc({ 'cart.get': () => [] });
    render(<Header />, { notificationPosition });
    await screen.findByRole('banner');
    act(() => notifySuccess('Saved', 'All good'));
    const toast = await screen.findByText('All good');
    expect(toast.closest('[data-position]')?.getAttribute('data-position')).toBe(notificationPosition);
  });
});

/*
 * Tested elsewhere: currencySymbol (ProductCard.test.tsx and the checkout's summary), logoType/logoImage
 * (Header.test.tsx), fontFamily, primaryColor and secondaryColor (theme.test.ts), checkoutSteps
 * (Checkout/CheckoutScreen.test.tsx, tests/e2e/checkout.e2e.ts), enableQuickView (QuickView/QuickView.test.tsx,
 * tests/e2e/quick-view.e2e.ts), freeShippingThreshold (shipping-prices.test.ts),
 * newsletterTitle (Newsletter.test.tsx).
 */
