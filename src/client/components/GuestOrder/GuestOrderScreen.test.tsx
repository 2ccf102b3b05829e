import type { Order } from '@shared/schemas/orders';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder, anOrderLine } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { paymentSession } from '../Checkout/test-checkout';
import { GuestOrderScreen } from './GuestOrderScreen';

afterEach(() => vi.unstubAllGlobals());

/** A draft the shop invoiced (issue 42): awaiting payment, opened from its mail's link. */
const INVOICED: Order = anOrder({
  id: 9,
  paidAt: null,
  status: 'pending',
  total: 209.95,
  subtotal: 194,
  shippingCost: 7.95,
  tax: 8,
  name: 'Ada Collector',
  email: 'ada@example.com',
  state: 'BC',
});

describe('an invoice’s link', () => {
  it('shows Pay, starts the payment with the link’s token, pays by card and shows the order paid', async () => {
    let order = INVOICED;
    const trpc = stubTrpc({
      'orders.byLink': () => order,
      'checkout.payOrder': () => paymentSession(),
      'checkout.testConfirm': () => {
        order = { ...INVOICED, status: 'paid', paidAt: '2026-12-01T11:00:00.000Z' };
        return { status: 'succeeded', orderId: 9, order };
      },
    });
    renderWithProviders(<GuestOrderScreen id={9} token="tok" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }, { timeout: 4000 }));
    await waitFor(() => expect(trpc.callsTo('checkout.payOrder')).toEqual([{ orderId: 9, token: 'tok' }]));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Card number' }), {
      target: { value: '4242 4242 4242 4242' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), { target: { value: '12/34' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'CVC' }), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(trpc.callsTo('checkout.testConfirm')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pay this order' })).toBeNull(), {
      timeout: 4000,
    });
  });

  it('reads in French', async () => {
    stubTrpc({ 'orders.byLink': () => INVOICED });
    renderWithProviders(<GuestOrderScreen id={9} token="tok" />, { locale: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Payer cette commande' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payer' })).toBeTruthy();
  });
});

/** An exchange's price difference (issue 41): the exchange order, opened from the return's approval mail. */
const DIFFERENCE: Order = { ...INVOICED, id: 40, total: 8.32, exchangeFor: 12 };

describe('an exchange’s price difference', () => {
  it('says what the payment is for, without a reservation date; paid, it says the exchange waits for the items', async () => {
    stubTrpc({ 'orders.byLink': () => DIFFERENCE });
    const { unmount } = renderWithProviders(<GuestOrderScreen id={40} token="tok" />);
    expect(
      await screen.findByRole('heading', { name: 'Pay your exchange’s price difference' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText(/in exchange for items of order #12 costs \$8\.32 more/)).toBeTruthy();
    unmount();
    stubTrpc({ 'orders.byLink': () => ({ ...DIFFERENCE, paidAt: '2026-12-02T10:00:00.000Z' }) });
    renderWithProviders(<GuestOrderScreen id={40} token="tok" />, { locale: 'fr' });
    expect(await screen.findByText(/Différence de prix payée, merci/, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Payer' })).toBeNull();
  });

  it('never says it is being looked into, and counts the tee, not the price difference, as an article', async () => {
    const name = 'Différence de prix (retour no 3)';
    const difference = { id: 2, productId: null, itemType: 'custom' as const, name, variantLabel: name, price: 8 };
    const items = [anOrderLine({ price: 0 }), anOrderLine({ ...difference, size: '', color: '' })];
    stubTrpc({ 'orders.byLink': () => ({ ...DIFFERENCE, items }) });
    const { unmount } = renderWithProviders(<GuestOrderScreen id={40} token="tok" />, { locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Payer' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByText(/Nous examinons/)).toBeNull();
    unmount();
    stubTrpc({ 'orders.byLink': () => ({ ...DIFFERENCE, items, status: 'paid', paidAt: '2026-12-02T10:00:00.000Z' }) });
    renderWithProviders(<GuestOrderScreen id={40} token="tok" />, { locale: 'fr' });
    const articles = await screen.findByText('Articles', {}, { timeout: 4000 });
    expect(articles.nextElementSibling?.textContent).toBe('1');
  });
});
