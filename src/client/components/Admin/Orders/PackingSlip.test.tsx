import type { AdminOrder } from '@shared/schemas/admin-orders';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test-utils';
import { PackingSlip } from './PackingSlip';

/** What the slip reads of an order (the rest of the admin's order is not printed). */
const order = {
  id: 12,
  createdAt: '2026-11-20T15:00:00.000Z',
  name: 'Marie Tremblay',
  address: '1 rue Saint-Denis',
  city: 'Montréal',
  state: 'QC',
  postalCode: 'H2X 1K4',
  country: 'US',
  shippingMethod: 'Standard',
  discountCode: 'PRINTEMPS',
  note: 'Merci!',
  items: [
    {
      id: 1,
      name: 'Riverside',
      size: '',
      color: '',
      editionNumbers: [3, 4],
      editionTotal: 25,
      quantity: 2,
      refundedQuantity: 0,
    },
  ],
  locale: 'en',
} as unknown as AdminOrder;

describe('PackingSlip', () => {
  it('prints in English for an English order, as it always did', async () => {
    const { container } = renderWithProviders(<PackingSlip order={order} />);
    await expect.poll(() => container.textContent).toContain('Packing slip · Order #12');
    const text = container.textContent ?? '';
    expect(text).toContain('November 20, 2026');
    expect(text).toContain('Shipping: Standard');
    expect(text).toContain('Editions 3/25, 4/25');
    expect(text).toContain('United States');
    expect(text).toContain('Thank you for your order!');
  });

  it('prints in French for a French order, in the admin’s English page', async () => {
    const { container } = renderWithProviders(<PackingSlip order={{ ...order, locale: 'fr' }} />);
    await expect.poll(() => container.textContent).toContain('Bordereau d’expédition · Commande no 12');
    const text = container.textContent ?? '';
    expect(text).toContain('20 novembre 2026');
    expect(text).toContain('Livrer à');
    expect(text).toContain('Livraison : Standard');
    expect(text).toContain('Rabais : PRINTEMPS');
    expect(text).toContain('Éditions 3/25, 4/25');
    expect(text).toContain('États-Unis');
    expect(text).toContain('Merci pour votre commande!');
  });

  it('prints the apartment and the phone for the carrier when the shopper gave them, in the order’s language', async () => {
    const withLines = { ...order, address2: 'App. 3', phone: '+1 514 555 0100' };
    const { container } = renderWithProviders(<PackingSlip order={withLines} />);
    await expect.poll(() => container.textContent).toContain('App. 3');
    expect(container.textContent).toContain('Phone: +1 514 555 0100');
    const french = renderWithProviders(<PackingSlip order={{ ...withLines, locale: 'fr' }} />);
    await expect.poll(() => french.container.textContent).toContain('Téléphone : +1 514 555 0100');
    // Without them the slip reads as before: no empty line, no phone label.
    const bare = renderWithProviders(<PackingSlip order={{ ...order, address2: '', phone: '' }} />);
    await expect.poll(() => bare.container.textContent).toContain('Ship to');
    expect(bare.container.textContent).not.toContain('Phone');
  });

  it('prints an edition sold before its size was kept by its numbers alone', async () => {
    const older = { ...order, items: order.items.map((i) => ({ ...i, editionTotal: null })) };
    const { container } = renderWithProviders(<PackingSlip order={older} />);
    await expect.poll(() => container.textContent).toContain('Editions #3, #4');
    expect(container.textContent).not.toContain('/');
  });
});
