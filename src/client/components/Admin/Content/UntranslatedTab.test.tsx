import '../test-env';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../../test-trpc';
import { renderWithProviders, signedIn } from '../../../test-utils';
import { UntranslatedTab } from './UntranslatedTab';

const admin = { session: signedIn('owner', 'admin') };
const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the Untranslated view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists what has no French, grouped by kind with counts, each linking to where it is edited', async () => {
    stubTrpc({
      'admin.translations.untranslated': () => [
        { scope: 'product', key: '5', label: 'Acid Wash Tee', fields: ['name', 'description'] },
        { scope: 'product', key: '6', label: 'Bucket Hat', fields: ['description'] },
        { scope: 'painting', key: '2', label: 'Low Tide', fields: ['medium'] },
        { scope: 'page', key: 'faq', label: 'FAQs', fields: ['contentHtml'] },
        { scope: 'discount', key: '3', label: 'Free shipping over $150', fields: ['title'] },
        { scope: 'shippingMethod', key: '4', label: 'Canada Express', fields: ['name', 'estimatedDays'] },
        { scope: 'setting', key: 'site', label: 'Site settings', fields: ['heroTitle', 'aboutStoryTitle'] },
        { scope: 'menu', key: 'site', label: 'Menus', fields: ['New Arrivals', 'Shop'] },
      ],
    });
    renderWithProviders(<UntranslatedTab />, admin);
    expect(await screen.findByLabelText('9 untranslated')).toBeTruthy();

    const products = screen.getByRole('table', { name: 'Products without French' });
    expect(within(products).getAllByRole('row')).toHaveLength(3);
    expect(within(products).getByText('Name, Description')).toBeTruthy();
    expect(screen.getAllByLabelText('2 untranslated')).toHaveLength(2); // products; the site texts (two tabs)
    expect(href('Edit Acid Wash Tee')).toBe('/admin?tab=products&q=Acid+Wash+Tee');
    expect(href('Edit Low Tide')).toBe('/admin?tab=paintings&q=Low+Tide');
    expect(href('Edit FAQs')).toBe('/admin?tab=pages&view=faq');
    expect(href('Edit Free shipping over $150')).toBe('/admin?tab=discounts');
    // A shipping method is edited in Settings, its fields named as its dialog names them.
    expect(href('Edit Canada Express')).toBe('/admin?tab=settings');
    const methods = screen.getByRole('table', { name: 'Shipping methods without French' });
    expect(within(methods).getByText('Name, Delivery estimate')).toBeTruthy();
    // The shoppers' texts by the tab they are edited in, named as there.
    expect(href('Edit the Settings texts')).toBe('/admin?tab=settings');
    expect(href('Edit the About Page texts')).toBe('/admin?tab=about');
    expect(screen.getByText('Hero title')).toBeTruthy();
    expect(href('Edit the menu labels')).toBe('/admin?tab=layout');
    expect(screen.getByText('New Arrivals, Shop')).toBeTruthy();
    expect(screen.queryByText('Everything is translated')).toBeNull();
  });

  it('says everything is translated when nothing is left', async () => {
    stubTrpc({ 'admin.translations.untranslated': () => [] });
    renderWithProviders(<UntranslatedTab />, admin);
    expect(await screen.findByText('Everything is translated')).toBeTruthy();
    expect(screen.getByLabelText('0 untranslated')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
