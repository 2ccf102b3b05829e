import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StubError } from '../../test-trpc';
import { click, OPEN_CHECKOUT, paymentSession, QUOTE, renderCheckout, type } from './test-checkout';

const applyGiftCard = () => click('Apply card');

describe('the checkout’s Gift card field', () => {
  it('shows the server’s refusal word for word, then the card, what it pays and what is left to pay by card', async () => {
    let applied = false;
    const starts: unknown[] = [];
    const { trpc } = renderCheckout(3, OPEN_CHECKOUT, () => QUOTE, {
      handlers: {
        'checkout.start': (input) => {
          starts.push(input);
          return paymentSession(applied ? 50 : 0);
        },
        'giftCards.applyCode': (input) => {
          if ((input as { code: string }).code !== 'ABCD-EFGH-JKMN-WXYZ') {
            throw new StubError('This gift card is not valid.', 'BAD_REQUEST', 400);
          }
          applied = true;
          return { last4: 'WXYZ', balance: 50, applied: 50 };
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Pay $201.95' }, { timeout: 8000 })).toBeTruthy();
    type('Gift card', 'NOPE');
    applyGiftCard();
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe('This gift card is not valid.');
    type('Gift card', 'ABCD-EFGH-JKMN-WXYZ');
    applyGiftCard();
    expect(await screen.findByText('Gift card ••••WXYZ', {}, { timeout: 4000 })).toBeTruthy();
    // The card changed the checkout: it is started again, and the session says what the card pays.
    expect(await screen.findByRole('button', { name: 'Pay $151.95' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByTestId('summary-gift-card').textContent).toBe('−$50.00');
    expect(screen.getByTestId('summary-due').textContent).toBe('$151.95');
    expect(screen.getByTestId('summary-total').textContent).toBe('$201.95');
    expect(trpc.callsTo('giftCards.applyCode')).toHaveLength(2);
    await vi.waitFor(() => expect(starts.length).toBeGreaterThanOrEqual(2));
  });
});
