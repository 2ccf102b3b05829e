import { type DEFAULT_FOOTER_MENU, type DEFAULT_HEADER_MENU, footerMenuFor } from '@shared/schemas/menus';
import { SETTING_DEFAULTS } from '@shared/settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { Footer } from '../../Footer/Footer';
import { Header } from '../../Header/Header';
import { LayoutTab } from './LayoutTab';

/** The demo shop's settings: its footer's Shop group links its four categories. */
const DEMO_SETTINGS = {
  ...SETTING_DEFAULTS,
  footerMenu: footerMenuFor(
    ['T-Shirts', 'Jackets', 'Jeans & Pants', 'Hoodies & Sweatshirts'].map((name) => ({
      name,
      slug: name.toLowerCase().replace(/ & /g, '-').replace(/\W+/g, '-'),
    })),
  ),
};

const CATALOGUE = {
  'catalogue.categories': () => [
    { id: 1, name: 'Hoodies & Sweatshirts', slug: 'hoodies-sweatshirts', imageUrl: null, product_count: 2 },
  ],
  'catalogue.collections': () => [],
  'admin.site.pages': () => [],
  'settings.all': () => DEMO_SETTINGS,
  'admin.translations.site': () => ({ settings: {}, menus: {} }),
};

describe('the menus in the Layout tab', () => {
  it("shows the spec's links, reorders and removes links, and saves them as the menus", async () => {
    const { callsTo } = stubTrpc({
      ...CATALOGUE,
      'admin.site.setSettings': (input) => ({ ...DEMO_SETTINGS, ...(input as { settings: object }).settings }),
    });
    renderWithProviders(<LayoutTab />, { session: signedIn('owner', 'admin'), settings: DEMO_SETTINGS });
    expect(await screen.findByRole('button', { name: 'Move Jackets up' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Jackets up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Careers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Contact up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save All Settings' }));
    await waitFor(() => expect(callsTo('admin.site.setSettings')).toHaveLength(1));
    const { settings } = callsTo('admin.site.setSettings')[0] as {
      settings: { footerMenu: typeof DEFAULT_FOOTER_MENU; headerMenu: typeof DEFAULT_HEADER_MENU };
    };
    expect(settings.footerMenu[0]?.links.map((l) => l.label)).toEqual([
      'New Arrivals',
      'Best Sellers',
      'Jackets',
      'T-Shirts',
      'Jeans & Pants',
      'Hoodies & Sweatshirts',
    ]);
    expect(settings.footerMenu[2]?.links.map((l) => l.label)).not.toContain('Careers');
    expect(settings.headerMenu.map((l) => l.label).slice(-2)).toEqual(['Contact', 'About']);
  });

  it('refuses an off-site path before saving, and says why', async () => {
    const { callsTo } = stubTrpc({ ...CATALOGUE, 'admin.site.setSettings': (input) => input });
    renderWithProviders(<LayoutTab />, { session: signedIn('owner', 'admin'), settings: DEMO_SETTINGS });
    await screen.findByRole('button', { name: 'Move Jackets up' });
    const path = screen.getAllByPlaceholderText('/category/jackets')[0] as HTMLElement;
    fireEvent.change(path, { target: { value: '//evil.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save All Settings' }));
    expect(await screen.findByText(/A link is a path on this shop starting with \//)).toBeTruthy();
    expect(callsTo('admin.site.setSettings')).toHaveLength(0);
  });
});

describe('the storefront menus', () => {
  const footerMenu = [{ title: 'Explore', links: [{ label: 'Hoodies', href: '/category/hoodies-sweatshirts' }] }];
  const headerMenu = [
    { label: 'Paintings', href: '/paintings' },
    { label: 'Sunset Drop', href: '/collection/sunset-drop' },
  ];

  it("the footer shows the owner's menu", async () => {
    renderWithProviders(<Footer />, { settings: { footerMenu } });
    const group = await screen.findByRole('navigation', { name: 'Explore' });
    expect(within(group).getByRole('link', { name: 'Hoodies' }).getAttribute('href')).toBe(
      '/category/hoodies-sweatshirts',
    );
    expect(screen.queryByRole('link', { name: 'Jackets' })).toBeNull();
  });

  it("the header shows the owner's menu", async () => {
    stubTrpc({ 'cart.get': () => [] });
    renderWithProviders(<Header />, { settings: { headerMenu } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/paintings', '/collection/sunset-drop']);
  });
});
