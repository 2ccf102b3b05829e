import { notifications } from '@mantine/notifications';
import type { CartItem } from '@shared/schemas/cart';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverError, stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { GiftCardScreen } from './GiftCardScreen';

/** The date field's value `days` from today in the browser's calendar. */
function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const line = (sent: unknown): CartItem => {
  const input = sent as Record<string, unknown>;
  return {
    id: 9,
    cartId: String(input.cartId),
    productId: 0,
    quantity: 1,
    size: '',
    color: '',
    variantId: null,
    variantLabel: 'Gift card for Ana',
    price: Number(input.amount),
    item_type: 'gift_card',
    item_name: 'Gift card',
    imageUrl: null,
    category: '',
    stock: 1,
    issue: null,
    giftCard: { recipientName: 'Ana', recipientEmail: 'ana@example.com', message: null, sendOn: String(input.sendOn) },
  };
};

function fill({ name = 'Ana', email = 'ana@example.com', date = inDays(3) } = {}) {
  fireEvent.change(screen.getByLabelText(/Recipient's name/), { target: { value: name } });
  fireEvent.change(screen.getByLabelText(/Recipient's e-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/Send date/), { target: { value: date } });
}

describe('GiftCardScreen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says gift cards are not on sale when the owner does not sell them (no form)', async () => {
    renderWithProviders(<GiftCardScreen />, { settings: { giftCardsOnSale: false } });
    expect(await screen.findByText('Gift cards are not on sale at the moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('names what is wrong with each field and sends nothing', async () => {
    const { callsTo } = stubTrpc({ 'cart.get': () => [] });
    renderWithProviders(<GiftCardScreen />, { settings: { giftCardsOnSale: true } });
    fireEvent.click(await screen.findByLabelText('Other'));
    fill({ name: ' ', email: 'nope', date: inDays(-2) });
    fireEvent.change(screen.getByLabelText(/Amount in dollars/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(
      await screen.findByText('Please enter a whole number of dollars, at least 10 and at most 500.'),
    ).toBeTruthy();
    expect(screen.getByText("Please enter the recipient's name.")).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please choose a send date from today to one year from now.')).toBeTruthy();
    // The errors are tied to their fields (WCAG: a field says what is wrong with it).
    expect(screen.getByLabelText(/Recipient's e-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('cart.addGiftCard')).toEqual([]);
  });

  it('adds the card chosen: $100 for Ana on a date, with the message', async () => {
    const { callsTo } = stubTrpc({ 'cart.get': () => [], 'cart.addGiftCard': line });
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<GiftCardScreen />, { settings: { giftCardsOnSale: true } });
    fireEvent.click(await screen.findByLabelText('$100'));
    fill();
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Happy birthday!' } });
    expect(screen.getByText('15 of 300 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(callsTo('cart.addGiftCard')).toHaveLength(1));
    expect(callsTo('cart.addGiftCard')[0]).toEqual({
      cartId: expect.any(String),
      type: 'gift_card',
      amount: 100,
      recipientName: 'Ana',
      recipientEmail: 'ana@example.com',
      message: 'Happy birthday!',
      sendOn: inDays(3),
    });
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Gift card added to your cart' })),
    );
  });

  it('shows the server’s refusal word for word', async () => {
    stubTrpc({
      'cart.get': () => [],
      'cart.addGiftCard': serverError(
        'Please choose a send date from today to one year from now.',
        'GIFT_CARD_SEND_DATE',
        400,
      ),
    });
    const show = vi.spyOn(notifications, 'show');
    renderWithProviders(<GiftCardScreen />, { settings: { giftCardsOnSale: true } });
    await screen.findByRole('button', { name: 'Add to cart' });
    fill({ date: inDays(0) });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Please choose a send date from today to one year from now.' }),
      ),
    );
  });

  it('is in French on a French page', async () => {
    stubTrpc({ 'cart.get': () => [] });
    renderWithProviders(<GiftCardScreen />, { settings: { giftCardsOnSale: true }, locale: 'fr' });
    expect(await screen.findByRole('button', { name: 'Ajouter au panier' })).toBeTruthy();
    expect(screen.getByLabelText(/Nom du destinataire/)).toBeTruthy();
    expect(screen.getByLabelText(/Date d’envoi/)).toBeTruthy();
  });
});
