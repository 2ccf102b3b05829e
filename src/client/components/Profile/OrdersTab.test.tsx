import type { Order } from '@shared/schemas/orders';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { networkDown, pending, stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { OrdersTab } from './OrdersTab';

const order: Order = {
  id: 12,
  createdAt: '2025-03-04T10:00:00.000Z',
  paidAt: '2025-03-04T10:01:00.000Z',
  status: 'shipped',
  statusReason: null,
  total: 164.5,
  currency: 'usd',
  subtotal: 140,
  discountCode: null,
  discountTotal: 0,
  shippingCost: 12.95,
  tax: 11.55,
  taxLines: [],
  shippingMethod: 'US Express',
  items: [
    {
      id: 1,
      productId: 3,
      itemType: 'product',
      name: 'Acid Wash Tee',
      imageUrl: '/images/seed/tee.webp',
      size: 'M',
      color: 'black',
      variantId: 2,
      variantLabel: 'Acid Wash Tee — M / black',
      price: 40,
      quantity: 2,
      editionNumber: null,
      editionNumbers: [],
      refundedQuantity: 0,
      refundableQuantity: 2,
      certificateUrl: null,
      verifyUrl: null,
      verifyUrls: [],
      discount: 0,
    },
    {
      id: 2,
      productId: 9,
      itemType: 'painting',
      name: 'Tidal Drift Print',
      imageUrl: null,
      size: '8x10in',
      color: '',
      variantId: null,
      variantLabel: 'Tidal Drift Print — 8x10in',
      price: 60,
      quantity: 1,
      editionNumber: 7,
      editionNumbers: [7],
      editionTotal: 50,
      refundedQuantity: 0,
      refundableQuantity: 1,
      certificateUrl: null,
      verifyUrl: null,
      verifyUrls: [],
      discount: 0,
    },
  ],
  name: 'Sam Shopper',
  email: 'sam@example.com',
  address: '1 Main Street',
  address2: '',
  phone: '',
  city: 'Portland',
  state: 'OR',
  postalCode: '97201',
  country: 'US',
  trackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  note: null,
  trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
  refundedAmount: 0,
  history: [],
  confirmationQueued: true,
  certificateName: false,
};

function renderTab() {
  return renderWithProviders(<OrdersTab />, { session: signedIn('sam') });
}

describe('OrdersTab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a spinner while the orders load', async () => {
    stubTrpc({ 'orders.mine': () => pending() });
    renderTab();
    expect(await screen.findByRole('status', { name: 'Loading orders' })).toBeTruthy();
  });

  it('invites to start shopping when there are no orders yet', async () => {
    stubTrpc({ 'orders.mine': () => [] });
    renderTab();
    expect(await screen.findByText('No orders yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/paintings');
  });

  it('says Failed to fetch orders when they cannot be loaded', async () => {
    stubTrpc({ 'orders.mine': networkDown });
    renderTab();
    expect(await screen.findByText('Failed to fetch orders')).toBeTruthy();
  });

  it('shows each order with its number, date, total, status, lines, address and tracking number', async () => {
    stubTrpc({ 'orders.mine': () => [order] });
    renderTab();
    const card = await screen.findByRole('article', { name: 'Order #12' });
    const within_ = within(card);
    expect(within_.getByText('Placed on March 4, 2025')).toBeTruthy();
    expect(within_.getAllByText('$164.50').length).toBeGreaterThan(0);
    expect(within_.getByText('Shipped')).toBeTruthy();
    expect(within_.getByText('Acid Wash Tee')).toBeTruthy();
    expect(within_.getByText('Size: M · Color: Black · Qty: 2')).toBeTruthy();
    expect(within_.getByText('$80.00')).toBeTruthy();
    expect(within_.getByText('Size: 8x10in · Qty: 1')).toBeTruthy();
    expect(within_.getByText('Edition 7/50')).toBeTruthy();
    expect(within_.getByText('Sam Shopper')).toBeTruthy();
    expect(card.textContent).toContain('1 Main Street');
    expect(card.textContent).toContain('Portland, OR 97201');
    expect(card.textContent).toContain('United States');
    expect(within_.getByText('1Z999AA10123456784')).toBeTruthy();
    // The thumbnail is drawn once its image set is known (none here: a plain image).
    const thumb = await within_.findByRole('img', { name: 'Acid Wash Tee' });
    expect(thumb.getAttribute('src')).toBe('/images/seed/tee.webp');
  });

  it('leaves out the tracking line when there is no tracking number yet', async () => {
    stubTrpc({ 'orders.mine': () => [{ ...order, status: 'paid', trackingNumber: null }] });
    renderTab();
    const card = await screen.findByRole('article', { name: 'Order #12' });
    expect(within(card).getByText('Paid')).toBeTruthy();
    expect(card.textContent).not.toContain('Tracking number');
  });

  it('speaks French on a French page: labels, status, date and money', async () => {
    stubTrpc({ 'orders.mine': () => [order] });
    renderWithProviders(<OrdersTab />, { session: signedIn('sam'), locale: 'fr' });
    const card = await screen.findByRole('article', { name: 'Commande no 12' });
    const within_ = within(card);
    expect(within_.getByText('Passée le 4 mars 2025')).toBeTruthy();
    expect(within_.getByText('Expédiée')).toBeTruthy();
    expect(within_.getByText('Taille : M · Couleur : Noir · Qté : 2')).toBeTruthy();
    expect(within_.getByText('Édition 7/50')).toBeTruthy();
    expect(within_.getByText('Sous-total')).toBeTruthy();
    expect(within_.getAllByText('164,50 $ US').length).toBeGreaterThan(0);
    expect(card.textContent).toContain('États-Unis');
    expect(card.textContent).not.toContain('United States');
  });

  it('says whether an exchange’s order was at no charge or carried a price difference', async () => {
    stubTrpc({
      'orders.mine': () => [
        { ...order, id: 40, total: 8.32, exchangeFor: 12 },
        { ...order, id: 41, total: 0, exchangeFor: 13 },
      ],
    });
    renderWithProviders(<OrdersTab />, { session: signedIn('sam'), locale: 'fr' });
    const dearer = within(await screen.findByRole('article', { name: 'Commande no 40' }));
    expect(dearer.getByText('Un échange pour la commande no 12, avec sa différence de prix')).toBeTruthy();
    expect(dearer.queryByText(/sans frais/)).toBeNull();
    const same = within(screen.getByRole('article', { name: 'Commande no 41' }));
    expect(same.getByText('Un échange pour la commande no 13, sans frais')).toBeTruthy();
  });

  it('shows each order in the currency it was charged in, whatever the shop’s base', async () => {
    stubTrpc({
      'orders.mine': () => [
        { ...order, currency: 'cad' },
        { ...order, id: 13 },
      ],
    });
    renderTab();
    const cad = within(await screen.findByRole('article', { name: 'Order #12' }));
    expect(cad.getAllByText('CA$164.50').length).toBeGreaterThan(0);
    expect(cad.getByText('CA$80.00')).toBeTruthy();
    expect(cad.queryByText('$80.00')).toBeNull();
    const usd = within(screen.getByRole('article', { name: 'Order #13' }));
    expect(usd.getByText('$80.00')).toBeTruthy();
  });

  it("offers a certified print's PDF and verification page, and saves the choice to show the buyer's name", async () => {
    const [tee, print] = order.items;
    const certified = {
      ...order,
      items: [
        tee,
        {
          ...print,
          certificateUrl: '/api/orders/12/items/2/certificate.pdf',
          verifyUrl: '/verify/abcdefghijklmnopqrst',
          verifyUrls: ['/verify/abcdefghijklmnopqrst'],
        },
      ],
    } as Order;
    const trpc = stubTrpc({
      'orders.mine': () => [certified],
      'orders.certificateName': () => ({ ...certified, certificateName: true }),
    });
    renderTab();
    const card = within(await screen.findByRole('article', { name: 'Order #12' }));
    const pdf = card.getByRole('link', { name: 'Certificate: Tidal Drift Print (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/api/orders/12/items/2/certificate.pdf');
    expect(card.getByRole('link', { name: 'Verify' }).getAttribute('href')).toBe('/verify/abcdefghijklmnopqrst');
    expect(card.getAllByRole('link', { name: /Certificate:/ })).toHaveLength(1); // the tee has none
    const consent = card.getByRole('checkbox', { name: 'Show my name on the certificates' });
    expect((consent as HTMLInputElement).checked).toBe(false);
    consent.click();
    await vi.waitFor(() => expect(trpc.callsTo('orders.certificateName')).toEqual([{ id: 12, show: true }]));
  });
});
