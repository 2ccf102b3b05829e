import type { Order } from '@shared/schemas/orders';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { OrderSuccessScreen } from './OrderSuccessScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Quebec order, paid in Canadian dollars. */
const ORDER: Order = {
  id: 42,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  status: 'paid',
  statusReason: null,
  total: 263.49,
  currency: 'cad',
  subtotal: 229.72,
  discountCode: null,
  discountTotal: 0,
  shippingCost: 10.97,
  tax: 22.8,
  taxLines: [],
  shippingMethod: 'Canada Express',
  items: [
    {
      id: 1,
      productId: 1,
      itemType: 'product',
      name: 'Acid Wash Tee',
      imageUrl: null,
      size: 'M',
      color: 'black',
      variantId: 2,
      variantLabel: 'Acid Wash Tee — M / black',
      price: 114.86,
      quantity: 2,
      editionNumber: null,
      editionNumbers: [],
      refundedQuantity: 0,
      discount: 0,
    },
  ],
  name: 'Sam Shopper',
  email: 'sam@example.com',
  address: '12 rue Principale',
  city: 'Montréal',
  state: 'QC',
  postalCode: 'H2X 1Y4',
  country: 'CA',
  trackingNumber: null,
  carrier: null,
  note: null,
  trackingUrl: null,
  refundedAmount: 0,
  history: [],
  confirmationQueued: true,
};

const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('the order confirmation of a CAD order', () => {
  it('reads in French, every amount in Canadian dollars', async () => {
    stubTrpc({ 'orders.get': () => ORDER, 'cart.get': () => [] });
    renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam'), locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Commande passée avec succès!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Détails de la commande' })).toBeTruthy();
    expect(screen.getByText('Taille : M | Couleur : Black | Qté 2')).toBeTruthy();
    const amounts = screen.getAllByText(/\$/).map((node) => spaced(node.textContent));
    expect(amounts).toEqual(['229,72 $', '229,72 $', '10,97 $', '22,80 $', '263,49 $']);
    expect(screen.getByText('Livraison (Canada Express)')).toBeTruthy();
    expect(screen.getByText('Canada')).toBeTruthy();
  });

  it('reads CA$ in English', async () => {
    stubTrpc({ 'orders.get': () => ORDER, 'cart.get': () => [] });
    renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam') });
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByText('CA$263.49')).toBeTruthy();
    expect(screen.getByText('Size: M | Color: Black | Qty 2')).toBeTruthy();
  });
});
