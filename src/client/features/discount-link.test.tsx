import type { CartItem } from '@shared/schemas/cart';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverMessage } from '../api-error';
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

// The refusal's words are read where the code decides whether to forget a refused code: watched, to know it has.
vi.mock('../api-error', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../api-error')>();
  return { ...actual, serverMessage: vi.fn(actual.serverMessage) };
});
/** The refusals whose words the code has read (each read is followed at once by its decision). */
const refusalsRead = () => vi.mocked(serverMessage).mock.results.map((result) => result.value);

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
    const {
      unmount,
      queryClient,
      trpc: handle,
    } = renderWithProviders(
      <CartProvider>
        <LinkDiscount />
      </CartProvider>,
    );
    const cartKey = handle.cart.get.queryKey();
    return {
      ...trpc,
      unmount,
      /** The cart as this browser has read it (undefined until it has). */
      cartRead: () => queryClient.getQueriesData<CartItem[]>({ queryKey: cartKey })[0]?.[1],
      /** The cart's lines changed (a line added, a quantity): the cart is read again, as after an add. */
      cartChanged: () => queryClient.invalidateQueries({ queryKey: cartKey }),
    };
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
    let lines: CartItem[] = [];
    const empty = renderShop(
      () => lines,
      () => ({ code: 'SPRING10', type: 'percentage', amountOff: 4.2, freeShipping: false }),
    );
    // The empty cart read, the code waits; it is applied once the cart has a line, and only then.
    await vi.waitFor(() => expect(empty.cartRead()).toEqual([]));
    lines = [TEE];
    await empty.cartChanged();
    await vi.waitFor(() => expect(empty.callsTo('discounts.applyCode')).toHaveLength(1));
    expect(empty.calls.map((call) => call.path).filter((path) => path !== 'discounts.cartTotals')).toEqual([
      'cart.get',
      'cart.get',
      'discounts.applyCode',
    ]);
    await vi.waitFor(() => expect(localStorage.getItem('discountCode')).toBeNull());
    empty.unmount();
    vi.unstubAllGlobals();

    // Refused for this cart (a minimum not reached): kept, and tried again when the cart changes.
    localStorage.setItem('discountCode', 'SPRING10');
    let tries = 0;
    let shortLines = [TEE];
    const short = renderShop(
      () => shortLines,
      () => {
        if (++tries === 1) throw new StubError('Spend $50.00 or more to use this code.');
        return { code: 'SPRING10', type: 'percentage', amountOff: 4.2, freeShipping: false };
      },
    );
    await vi.waitFor(() => expect(refusalsRead()).toContain('Spend $50.00 or more to use this code.'));
    expect(localStorage.getItem('discountCode')).toBe('SPRING10');
    shortLines = [{ ...TEE, quantity: 2 }];
    await short.cartChanged();
    await vi.waitFor(() => expect(short.callsTo('discounts.applyCode')).toHaveLength(2));
    await vi.waitFor(() => expect(localStorage.getItem('discountCode')).toBeNull());
    short.unmount();
    vi.unstubAllGlobals();

    // Refused for good (not valid): forgotten.
    localStorage.setItem('discountCode', 'SPRING10');
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
