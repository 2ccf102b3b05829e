import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OPEN_CHECKOUT, paymentSession, QUOTE, renderCheckout } from './test-checkout';

describe('the checkout’s store credit line', () => {
  it('applies the customer’s credit by default, shows what it pays, and leaves it out when switched off', async () => {
    const starts: { useStoreCredit?: boolean }[] = [];
    renderCheckout(3, OPEN_CHECKOUT, () => QUOTE, {
      handlers: {
        'checkout.start': (input) => {
          const use = (input as { useStoreCredit?: boolean }).useStoreCredit;
          starts.push({ useStoreCredit: use });
          return paymentSession(0, { used: use === false ? 0 : 30, available: 30 });
        },
      },
    });
    // Applied by default: the card pays the rest.
    expect(await screen.findByRole('button', { name: 'Pay $171.95' }, { timeout: 8000 })).toBeTruthy();
    expect(starts[0]).toEqual({ useStoreCredit: true });
    expect(screen.getByTestId('summary-store-credit').textContent).toBe('−$30.00');
    expect(screen.getByTestId('summary-due').textContent).toBe('$171.95');
    const toggle = screen.getByRole('switch', { name: 'Use my store credit ($30.00 available)' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    // Switched off: the checkout starts again without it and the card pays the whole total.
    fireEvent.click(toggle);
    expect(await screen.findByRole('button', { name: 'Pay $201.95' }, { timeout: 8000 })).toBeTruthy();
    await vi.waitFor(() => expect(starts.at(-1)).toEqual({ useStoreCredit: false }));
    expect(screen.queryByTestId('summary-store-credit')).toBeNull();
    expect(
      (screen.getByRole('switch', { name: 'Use my store credit ($30.00 available)' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('shows nothing of store credit to a customer who has none (or a guest)', async () => {
    renderCheckout(3, OPEN_CHECKOUT, () => QUOTE, { handlers: { 'checkout.start': () => paymentSession() } });
    expect(await screen.findByRole('button', { name: 'Pay $201.95' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('summary-store-credit')).toBeNull();
    expect(screen.queryByTestId('summary-due')).toBeNull();
  });

  it('speaks French', async () => {
    renderCheckout(3, OPEN_CHECKOUT, () => QUOTE, {
      locale: 'fr',
      handlers: { 'checkout.start': () => paymentSession(0, { used: 30, available: 30 }) },
    });
    expect(await screen.findByText('Crédit en magasin', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Utiliser mon crédit en magasin/ })).toBeTruthy();
  });
});
