import type { CartItem } from '@shared/schemas/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StubError, stubTrpc } from '../test-trpc';
import { renderWithProviders } from '../test-utils';
import { CartProvider } from './cart';
import { LinkDiscount } from './discount-link';
import { rememberLinkCode } from './link-code';

const TEE: CartItem = {
  id: 1,
  cartId: '00000000-0000-4000-8000-000000000000',
  productId: 1,
  quantity: 1,
  size: 'M',
  color: 'black',
  variantId: 1,
  variantLabel: 'Acid Wash Tee — M / black',
  price: 42,
  item_type: 'product',
  item_name: 'Acid Wash Tee',
  imageUrl: null,
  category: 'T-Shirts',
  stock: 10,
  issue: null,
};

beforeEach(() => localStorage.removeItem('discountCode'));
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a discount code in a link', () => {
  it('is remembered (upper case) and anything not shaped like a code is ignored', () => {
    expect(rememberLinkCode('?discount=spring10')).toBe('SPRING10');
    expect(rememberLinkCode('?utm_source=x')).toBe('SPRING10');
    expect(rememberLinkCode('?discount=<script>')).toBe('SPRING10');
    localStorage.removeItem('discountCode');
    expect(rememberLinkCode('?discount=a%20b')).toBeNull();
  });

  function renderShop(items: () => CartItem[], apply: (input: unknown) => unknown) {
    const trpc = stubTrpc({
      'cart.get': items,
      'discounts.applyCode': apply,
      'discounts.cartTotals': () => ({
        subtotal: 42,
        discount: null,
        discountTotal: 0,
        total: 42,
        enteredCode: null,
        notice: null,
      }),
    });
    const { unmount } = renderWithProviders(
      <CartProvider>
        <LinkDiscount />
      </CartProvider>,
    );
    return { ...trpc, unmount };
  }

  it('is applied to the cart once it has lines, then forgotten', async () => {
    window.history.replaceState(null, '', '/?discount=SPRING10');
    const trpc = renderShop(
      () => [TEE],
      () => ({ code: 'SPRING10', type: 'percentage', amountOff: 4.2, freeShipping: false }),
    );
    await vi.waitFor(() =>
      expect(trpc.callsTo('discounts.applyCode')).toEqual([expect.objectContaining({ code: 'SPRING10' })]),
    );
    await vi.waitFor(() => expect(localStorage.getItem('discountCode')).toBeNull());
  });

  it('waits for an empty cart, and keeps a code refused for the cart (the minimum) but not an invalid one', async () => {
    localStorage.setItem('discountCode', 'SPRING10');
    const empty = renderShop(
      () => [],
      () => ({}),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(empty.callsTo('discounts.applyCode')).toEqual([]);
    empty.unmount();
    vi.unstubAllGlobals();

    const short = renderShop(
      () => [TEE],
      () => {
        throw new StubError('Spend $50.00 or more to use this code.');
      },
    );
    await vi.waitFor(() => expect(short.callsTo('discounts.applyCode')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(localStorage.getItem('discountCode')).toBe('SPRING10');
    short.unmount();
    vi.unstubAllGlobals();

    const invalid = renderShop(
      () => [TEE],
      () => {
        throw new StubError('This code is not valid.');
      },
    );
    await vi.waitFor(() => expect(invalid.callsTo('discounts.applyCode')).toHaveLength(1));
    await vi.waitFor(() => expect(localStorage.getItem('discountCode')).toBeNull());
  });
});
