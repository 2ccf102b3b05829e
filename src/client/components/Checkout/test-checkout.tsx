import type { SessionCheck } from '@shared/schemas/account';
import type { CartItem } from '@shared/schemas/cart';
import type { CheckoutSession } from '@shared/schemas/checkout';
import { fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { CartProvider } from '../../features/cart';
import { pending, type StubHandler, stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { CheckoutScreen } from './CheckoutScreen';

// The checkout screen's test bench (CheckoutScreen and CheckoutReturn tests): a cart of two lines, the shop's
// shipping methods, the server stubbed.

export const TEE: CartItem = {
  id: 1,
  cartId: '00000000-0000-4000-8000-000000000000',
  productId: 1,
  quantity: 2,
  size: 'M',
  color: 'black',
  variantId: 2,
  variantLabel: 'Acid Wash Tee — M / black',
  price: 42,
  item_type: 'product',
  item_name: 'Acid Wash Tee',
  imageUrl: null,
  category: 'T-Shirts',
  stock: 10,
  issue: null,
};

export const PRINT: CartItem = {
  ...TEE,
  id: 2,
  productId: 8,
  quantity: 1,
  size: '20x16in',
  color: '',
  item_type: 'painting',
  item_name: 'Bleached Horizon',
  variantId: null,
  variantLabel: 'Bleached Horizon — 20x16in',
  category: 'Art Print',
  price: 110,
};

export const METHODS = [
  { id: 1, name: 'US Standard', price: 7.95, estimatedDays: '5-7 business days', country: 'US' },
  { id: 2, name: 'US Express', price: 19.95, estimatedDays: '2-3 business days', country: 'US' },
];

export const ADDRESS = {
  name: 'Sam Shopper',
  email: 'sam@example.com',
  address: '12 Main Street',
  city: 'Portland',
  state: 'OR',
  country: 'US' as const,
  postalCode: '97201',
};

/** The server's totals once a state is chosen (the summary test keeps them unknown). */
export const QUOTE = {
  currency: 'usd',
  lines: [
    { id: 1, quantity: 2, unitPrice: 42, lineTotal: 84 },
    { id: 2, quantity: 1, unitPrice: 110, lineTotal: 110 },
  ],
  subtotal: 194,
  discount: null,
  discountTotal: 0,
  discountNotice: null,
  shipping: 7.95,
  tax: 0,
  taxRate: 0,
  taxLines: [],
  total: 201.95,
};

/**
 * The payment session the server answers once the checkout starts: order 9, `giftCardTotal` of it on a gift card, then
 * `credit.used` on the customer's store credit (`credit.available`: what the credit could pay, used or not).
 */
export const paymentSession = (
  giftCardTotal = 0,
  credit: { used: number; available: number } = { used: 0, available: 0 },
): CheckoutSession => {
  const amount = Math.round((QUOTE.total - giftCardTotal - credit.used) * 100) / 100;
  return {
    orderId: 9,
    clientSecret: amount <= 0 ? null : 'pi_9_secret',
    paymentIntentId: amount <= 0 ? null : 'pi_9',
    provider: 'test',
    publishableKey: null,
    amount,
    giftCardTotal,
    storeCreditTotal: credit.used,
    storeCreditAvailable: credit.available,
    currency: 'usd',
    subtotal: 194,
    discount: null,
    discountTotal: 0,
    shipping: 7.95,
    tax: 0,
    total: QUOTE.total,
    holdExpiresAt: '2030-01-01T00:00:00.000Z',
  };
};

/** No checkout in progress for this cart. */
export const NONE: StubHandler = () => null;

/** A checkout in progress for this cart (what checkout.pending answers), resumed on the payment step. */
export const OPEN_CHECKOUT: StubHandler = () => ({
  state: 'open',
  orderId: 9,
  shippingMethodId: 1,
  holdExpiresAt: '2030-01-01T00:00:00.000Z',
  note: '',
  address: ADDRESS,
});

export interface CheckoutBench {
  steps?: 1 | 2 | 3;
  /** What checkout.pending answers (default: no checkout to return to). */
  resume?: StubHandler;
  quote?: StubHandler;
  /** More (or other) procedures' answers. */
  handlers?: Record<string, StubHandler>;
  session?: SessionCheck;
  /** The page's language (default English). */
  locale?: 'en' | 'fr';
  /** More settings than the steps. */
  settings?: Record<string, unknown>;
}

/** The emptied-or-not cart's totals as the drawer reads them: no code entered. */
export const CART_TOTALS = {
  currency: 'usd',
  lines: QUOTE.lines,
  subtotal: 194,
  discount: null,
  discountTotal: 0,
  total: 194,
  enteredCode: null,
  notice: null,
};

export function renderCheckout(
  checkoutSteps: 1 | 2 | 3 = 3,
  resume: StubHandler = NONE,
  quote: StubHandler = () => QUOTE,
  {
    handlers = {},
    session = signedIn('sam'),
    locale = 'en',
    settings = {},
  }: Omit<CheckoutBench, 'steps' | 'resume' | 'quote'> = {},
) {
  const start = vi.fn((_input: unknown) => pending());
  const trpc = stubTrpc({
    'cart.get': () => [TEE, PRINT],
    'account.me': () => ({ id: 1, username: 'sam', email: 'sam@example.com', role: 'user', avatar: null }),
    'account.preferences': () => ({ cartReminders: false }),
    'checkout.shippingMethods': () => ({ shippingMethods: METHODS }),
    'checkout.start': start,
    'checkout.pending': resume,
    'addresses.list': () => [],
    'checkout.quote': quote,
    'discounts.cartTotals': () => CART_TOTALS,
    ...handlers,
  });
  const rendered = renderWithProviders(
    <CartProvider>
      <CheckoutScreen />
    </CartProvider>,
    { session, path: '/checkout', settings: { ...settings, checkoutSteps }, locale },
  );
  return { start, trpc, router: rendered.router, unmount: rendered.unmount };
}

export const value = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;

export async function fillAddress() {
  await screen.findByRole('textbox', { name: 'Full Name' });
  type('Full Name', 'Sam Shopper');
  type('Address', '12 Main Street');
  type('City', 'Portland');
  type('Postal/ZIP Code', '97201');
  fireEvent.click(screen.getByRole('combobox', { name: 'State/Province' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Oregon', hidden: true }));
  await vi.waitFor(() => expect(value('Email')).toBe('sam@example.com'));
}

export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

export function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
}
