import type { Order } from '@shared/schemas/orders';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, anOrderLine } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { OrderSuccessScreen } from './OrderSuccessScreen';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A Quebec order, paid in Canadian dollars. */
const ORDER: Order = anOrder({
  id: 42,
  createdAt: '2026-11-20T10:00:00.000Z',
  paidAt: '2026-11-20T10:01:00.000Z',
  status: 'paid',
  total: 263.49,
  currency: 'cad',
  subtotal: 229.72,
  shippingCost: 10.97,
  tax: 22.8,
  shippingMethod: 'Canada Express',
  items: [anOrderLine({ productId: 1, variantId: 2, price: 114.86, quantity: 2, refundableQuantity: 2 })],
  address: '12 rue Principale',
  city: 'Montréal',
  postalCode: 'H2X 1Y4',
  confirmationQueued: true,
});

const spaced = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

describe('the order confirmation of a CAD order', () => {
  it('reads in French, every amount in Canadian dollars', async () => {
    stubTrpc({ 'orders.get': () => ORDER, 'cart.get': () => [] });
    renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam'), locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Commande passée avec succès!' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Détails de la commande' })).toBeTruthy();
    expect(screen.getByText('Taille : M | Couleur : Noir | Qté 2')).toBeTruthy();
    const amounts = screen.getAllByText(/\$/).map((node) => spaced(node.textContent));
    expect(amounts).toEqual(['229,72 $', '229,72 $', '10,97 $', '22,80 $', '263,49 $']);
    expect(screen.getByText('Livraison (Canada Express)')).toBeTruthy();
    expect(screen.getByText('Canada')).toBeTruthy();
  });

  it('names a numbered print by its number in its edition, "Edition 17/50", in English and French', async () => {
    const print = {
      ...ORDER.items[0],
      id: 2,
      itemType: 'painting' as const,
      name: 'Night Garden Print',
      size: '8x10in',
    };
    const numbered = { ...print, color: '', editionNumber: 17, editionNumbers: [17], editionTotal: 50 };
    stubTrpc({ 'orders.get': () => ({ ...ORDER, items: [numbered] }), 'cart.get': () => [] });
    const en = renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam') });
    expect(await screen.findByText('Edition 17/50')).toBeTruthy();
    en.unmount();
    renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam'), locale: 'fr' });
    expect(await screen.findByText('Édition 17/50')).toBeTruthy();
  });

  it('reads CA$ in English', async () => {
    stubTrpc({ 'orders.get': () => ORDER, 'cart.get': () => [] });
    renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam') });
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByText('CA$263.49')).toBeTruthy();
    expect(screen.getByText('Size: M | Color: Black | Qty 2')).toBeTruthy();
  });

  it('names each tax by name and rate as the receipt mail does: TPS and TVQ in French, GST and QST in English', async () => {
    // 229.72 + 10.97 = 240.69 taxed: GST 5 % = 12.0345 → 12.03, QST 9.975 % = 24.0088 → 24.01; 276.73 in all.
    const taxed: Order = {
      ...ORDER,
      tax: 36.04,
      total: 276.73,
      taxLines: [
        { name: 'GST', ratePercent: 5, amountCents: 1203 },
        { name: 'QST', ratePercent: 9.975, amountCents: 2401 },
      ],
    };
    stubTrpc({ 'orders.get': () => taxed, 'cart.get': () => [] });
    const french = renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam'), locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Commande passée avec succès!' })).toBeTruthy();
    expect(screen.getByText('TPS (5 %)') /* the DOM's no-break space, normalised */).toBeTruthy();
    expect(screen.getByText('TVQ (9,975 %)')).toBeTruthy();
    expect(screen.getAllByTestId('order-tax-line').map((node) => spaced(node.textContent))).toEqual([
      '12,03 $',
      '24,01 $',
    ]);
    expect(screen.queryByText('Taxes')).toBeNull();
    french.unmount();

    renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam') });
    expect(await screen.findByRole('heading', { name: 'Order Placed Successfully!' })).toBeTruthy();
    expect(screen.getByText('GST (5%)')).toBeTruthy();
    expect(screen.getByText('QST (9.975%)')).toBeTruthy();
    expect(screen.getAllByTestId('order-tax-line').map((node) => node.textContent)).toEqual(['CA$12.03', 'CA$24.01']);
  });
});

describe('the way on from the confirmation (issue 44.5)', () => {
  it("opens My Account's Orders tab from View My Orders", async () => {
    stubTrpc({ 'orders.get': () => ORDER, 'cart.get': () => [] });
    renderWithProviders(<OrderSuccessScreen order={42} />, { session: signedIn('sam') });
    const link = await screen.findByRole('link', { name: 'View My Orders' });
    expect(link.getAttribute('href')).toBe('/profile?tab=orders');
  });
});
