import type { Product } from '@shared/schemas/catalogue';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { ProductInfoTabs } from './ProductInfoTabs';

type Tabbed = Pick<Product, 'category' | 'collection' | 'details'>;

/** The demo's category defaults (db/seed/catalogue.json): the spec's texts, as data. */
const DEMO_DETAILS = {
  materials: 'Handmade\n100% cotton\nMade in Canada',
  care: 'Wash cold and inside out\nNo bleach\nTumble dry low\nIron low',
};

const JEANS: Tabbed = {
  category: 'Jeans & Pants',
  collection: null,
  details: {
    materials: '98% cotton, 2% elastane',
    fit: 'Slim through the thigh',
    sizeChart: {
      columns: ['Size', 'Waist', 'Inseam'],
      rows: [
        ['28', '28', '30-32'],
        ['30', '30.5', '32'],
      ],
      unit: 'in',
    },
  },
};

const METHODS = {
  US: [
    { id: 1, name: 'US Standard', price: 8.99, estimatedDays: '7-12 business days', country: 'US', freeOver: null },
    { id: 2, name: 'US Express', price: 0, estimatedDays: '', country: 'US', freeOver: null },
  ],
  CA: [
    { id: 3, name: 'Canada Standard', price: 12.5, estimatedDays: '3-5 business days', country: 'CA', freeOver: null },
  ],
};

function stubMethods(asked: unknown[] = []) {
  stubTrpc({
    'checkout.shippingMethods': (input) => {
      asked.push(input);
      const { country } = input as { country: 'US' | 'CA' };
      return { shippingMethods: METHODS[country], currency: 'usd' };
    },
  });
  return asked;
}

describe('the product page’s tabs, from what the owner wrote', () => {
  it('shows the spec’s texts where the demo writes them (category defaults), verbatim', async () => {
    stubMethods();
    renderWithProviders(
      <ProductInfoTabs product={{ category: 'T-Shirts', collection: null, details: DEMO_DETAILS }} />,
    );
    await screen.findByRole('tab', { name: 'Details' });
    for (const tab of ['Details', 'Shipping', 'Care Instructions'])
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    for (const text of ['Handmade', '100% cotton', 'Made in Canada', 'Category: T-Shirts']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('tab', { name: 'Care Instructions' }));
    for (const text of ['Wash cold and inside out', 'No bleach', 'Tumble dry low', 'Iron low']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('hides what nobody wrote: no invented facts, no Care tab, no Size Chart tab', async () => {
    stubMethods();
    renderWithProviders(<ProductInfoTabs product={{ category: 'Hoodies', collection: null }} />);
    await screen.findByRole('tab', { name: 'Details' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Details', 'Shipping']);
    expect(screen.queryByText('100% cotton')).toBeNull();
    expect(screen.queryByText('No bleach')).toBeNull();
    expect(screen.queryByText('Fit')).toBeNull();
  });

  it('shows the size chart as a table with a caption and header cells, converting inches to centimetres', async () => {
    stubMethods();
    renderWithProviders(<ProductInfoTabs product={JEANS} />);
    await screen.findByRole('tab', { name: 'Details' });
    expect(screen.getByText('98% cotton, 2% elastane')).toBeTruthy();
    expect(screen.getByText('Slim through the thigh')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Size Chart' }));
    const table = screen.getByRole('table', { name: 'Size chart, in inches' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Size', 'Waist', 'Inseam']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['28', '30']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['28', '30-32', '30.5', '32']);
    const cm = screen.getByRole('button', { name: 'cm' });
    fireEvent.click(cm);
    expect(cm.getAttribute('aria-pressed')).toBe('true');
    const converted = screen.getByRole('table', { name: 'Size chart, in centimetres' });
    // 28 in = 71.12 cm, 30 in = 76.2, 32 in = 81.28, 30.5 in = 77.47: one decimal; the size labels stay as written.
    expect(
      within(converted)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['71.1', '76.2-81.3', '77.5', '81.3']);
    expect(
      within(converted)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['28', '30']);
    fireEvent.click(screen.getByRole('button', { name: 'in' }));
    expect(
      within(screen.getByRole('table', { name: 'Size chart, in inches' })).getAllByRole('cell')[0]!.textContent,
    ).toBe('28');
  });

  it('converts a chart written in centimetres to inches, in French with a decimal comma', async () => {
    stubMethods();
    renderWithProviders(
      <ProductInfoTabs
        product={{
          ...JEANS,
          details: { sizeChart: { columns: ['Taille', 'Tour'], rows: [['S', '91,4']], unit: 'cm' } },
        }}
      />,
      { locale: 'fr' },
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Guide des tailles' }));
    fireEvent.click(screen.getByRole('button', { name: 'po' }));
    const table = screen.getByRole('table', { name: 'Guide des tailles, en pouces' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['36,0']);
  });

  it("builds Shipping from the shop's own methods (name, price, the owner's estimate), asked when the tab opens", async () => {
    const asked = stubMethods();
    renderWithProviders(<ProductInfoTabs product={JEANS} />);
    const tab = await screen.findByRole('tab', { name: 'Shipping' });
    expect(asked).toEqual([]);
    fireEvent.click(tab);
    expect(await screen.findByText('7-12 business days · $8.99')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'US Standard' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'US Express' })).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('3-5 business days · $12.50')).toBeTruthy();
    expect(screen.queryByText('5-7 business days')).toBeNull();
    expect(asked.map((input) => (input as { country: string }).country).sort()).toEqual(['CA', 'US']);
  });
});
