import type { CheckoutSession } from '@shared/schemas/checkout';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StubHandler } from '../../test-trpc';
import { ADDRESS, QUOTE, renderCheckout } from './test-checkout';

/** A Quebec shopper of a shop that charges CAD: every amount of the checkout is in the currency charged. */
afterEach(() => {
  vi.unstubAllGlobals();
});

const QUEBEC = { ...ADDRESS, city: 'Montréal', state: 'QC', country: 'CA' as const, postalCode: 'H2X 1Y4' };

/** A checkout in progress for the Quebec address: the page resumes it and starts the payment at once. */
const OPEN = {
  state: 'open',
  orderId: 42,
  shippingMethodId: 2,
  holdExpiresAt: '2030-01-01T00:00:00.000Z',
  note: '',
  address: QUEBEC,
};

const CAD_METHODS = [
  { id: 1, name: 'Canada Post', price: 10.97, estimatedDays: '5-9 business days', country: 'CA', freeOver: null },
  { id: 2, name: 'Canada Express', price: 10.97, estimatedDays: '2-3 business days', country: 'CA', freeOver: null },
];

/** The tee (2 × CA$57.99) and the print (CA$113.74), priced by the server in CAD. */
const CAD_QUOTE = {
  ...QUOTE,
  currency: 'cad',
  lines: [
    { id: 1, quantity: 2, unitPrice: 57.99, lineTotal: 115.98 },
    { id: 2, quantity: 1, unitPrice: 113.74, lineTotal: 113.74 },
  ],
  subtotal: 229.72,
  shipping: 10.97,
  tax: 22.8,
  // Quebec: GST and QST, each by name and rate under the tax.
  taxLines: [
    { name: 'GST', ratePercent: 5, amountCents: 763 },
    { name: 'QST', ratePercent: 9.975, amountCents: 1517 },
  ],
  total: 263.49,
};

const CAD_SESSION: CheckoutSession = {
  orderId: 42,
  clientSecret: 'pi_42_secret',
  paymentIntentId: 'pi_42',
  provider: 'test',
  publishableKey: null,
  amount: 263.49,
  giftCardTotal: 0,
  storeCreditTotal: 0,
  storeCreditAvailable: 0,
  currency: 'cad',
  subtotal: 229.72,
  discount: null,
  discountTotal: 0,
  shipping: 10.97,
  tax: 22.8,
  total: 263.49,
  holdExpiresAt: '2030-01-01T00:00:00.000Z',
};

/** Money as the test reads it: any space (Intl's no-break ones) as a plain one. */
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

function renderCad(locale: 'en' | 'fr', handlers: Record<string, StubHandler> = {}) {
  const starts: unknown[] = [];
  renderCheckout(
    3,
    () => OPEN,
    () => CAD_QUOTE,
    {
      locale,
      handlers: {
        'checkout.shippingMethods': () => ({ shippingMethods: CAD_METHODS, currency: 'cad' }),
        'checkout.start': (input) => {
          starts.push(input);
          return CAD_SESSION;
        },
        ...handlers,
      },
    },
  );
  return starts;
}

describe('a checkout charged in Canadian dollars', () => {
  it('shows the CAD quote as CA$ in English, the Pay button naming the amount charged', async () => {
    const starts = renderCad('en');
    const pay = await screen.findByRole('button', { name: 'Pay CA$263.49' }, { timeout: 8000 });
    expect(pay).toBeTruthy();
    expect(text('summary-total')).toBe('CA$263.49');
    expect(screen.getByText('CA$115.98')).toBeTruthy();
    expect(screen.getByText('CA$113.74')).toBeTruthy();
    expect(text('summary-subtotal')).toBe('CA$229.72');
    expect(text('summary-shipping')).toBe('CA$10.97');
    expect(text('summary-tax')).toBe('CA$22.80');
    expect(text('summary-tax-lines')).toBe('GST (5%)CA$7.63QST (9.975%)CA$15.17');
    expect(screen.getByText('Canada Express · CA$10.97')).toBeTruthy();
    // The payment is started in the quote's currency, for the total shown.
    expect(starts[0]).toMatchObject({ amount: 263.49, currency: 'cad' });
  });

  it('shows it as 263,49 $ on the French page, the Pay button too', async () => {
    renderCad('fr');
    const pay = await screen.findByRole('button', { name: /^Payer 263,49\s\$$/ }, { timeout: 8000 });
    expect(pay).toBeTruthy();
    expect(text('summary-total')).toBe('263,49 $');
    expect(text('summary-tax')).toBe('22,80 $');
    expect(text('summary-tax-lines')).toBe('TPS (5 %)7,63 $TVQ (9,975 %)15,17 $');
    expect(screen.getByRole('heading', { name: 'Récapitulatif de la commande' })).toBeTruthy();
    // The cart's lines are at the server's CAD prices: no US dollars beside them.
    expect(screen.getByText(/^115,98\s\$$/)).toBeTruthy();
    expect(screen.getByText(/^113,74\s\$$/)).toBeTruthy();
    expect(screen.queryAllByText(/\$\sUS/)).toEqual([]);
  });

  it('says a refused card in French, by its code', async () => {
    renderCad('fr', {
      'checkout.testConfirm': () => ({
        status: 'requires_payment_method',
        orderId: 42,
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    const pay = await screen.findByRole('button', { name: /^Payer/ }, { timeout: 8000 });
    const field = (name: string, value: string) =>
      fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
    field('Numéro de carte', '4000 0000 0000 0002');
    field('Expiration (MM/AA)', '12/34');
    field('CVC', '123');
    fireEvent.click(pay);
    expect(await screen.findByText('Votre carte a été refusée.')).toBeTruthy();
  });
});
