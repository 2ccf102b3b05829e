import type { CartItem } from '@shared/schemas/cart';
import { variantLabel } from '@shared/variant-label';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../features/cart';
import { rememberCurrency } from '../../features/currency';
import { StubError, stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { CartDrawer } from './CartDrawer';

/** A cart line as the server answers it; its variant label follows the name, size and colour given. */
function line(overrides: Partial<CartItem>): CartItem {
  const item: CartItem = {
    id: 1,
    cartId: '00000000-0000-4000-8000-000000000000',
    productId: 1,
    quantity: 1,
    size: 'M',
    color: 'black',
    variantId: 2,
    variantLabel: '',
    price: 42,
    item_type: 'product',
    item_name: 'Acid Wash Tee',
    imageUrl: '/images/seed/acid-wash-tee.webp',
    category: 'T-Shirts',
    stock: 10,
    issue: null,
    ...overrides,
  };
  return { ...item, variantLabel: overrides.variantLabel ?? variantLabel(item.item_name, item.size, item.color) };
}

/** The server's totals of a cart with no discount. */
function noDiscount(items: CartItem[]) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  return { subtotal, discount: null, discountTotal: 0, total: subtotal, enteredCode: null, notice: null };
}

function renderDrawer(items: CartItem[]) {
  stubTrpc({ 'cart.get': () => items, 'discounts.cartTotals': () => noDiscount(items) });
  return renderWithProviders(
    <CartProvider>
      <CartDrawer opened onClose={() => {}} />
    </CartProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CartDrawer', () => {
  it('shows the empty state with a way back to the shop', async () => {
    renderDrawer([]);
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByText('Start shopping to add items to your cart')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue Shopping' })).toBeTruthy();
    expect(screen.getByText('Your Cart (0)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('counts units in the title and lists each line with its details', async () => {
    renderDrawer([
      line({ id: 1, quantity: 2 }),
      line({
        id: 2,
        productId: 8,
        item_type: 'painting',
        item_name: 'Bleached Horizon',
        size: '20x16in',
        color: '',
        category: 'Art Print',
        price: 110,
      }),
    ]);
    expect(await screen.findByText('Your Cart (3)')).toBeTruthy();
    expect(screen.getByText('Size: M · Color: Black')).toBeTruthy();
    expect(screen.getByText('Art Print · 20x16in')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$194.00');
    expect(screen.getAllByText('Calculated at checkout')).toHaveLength(2);
    // Each line's buttons name its variant: two sizes of one tee are two lines a screen reader tells apart.
    expect(screen.getByRole('button', { name: 'Remove Acid Wash Tee — M / black from cart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Bleached Horizon — 20x16in from cart' })).toBeTruthy();
    const proceed = screen.getByRole('button', { name: 'Proceed to Checkout' });
    await vi.waitFor(() => expect(proceed.hasAttribute('disabled')).toBe(false));
  });

  it('stops at the stock: no plus beyond what is available', async () => {
    renderDrawer([line({ quantity: 3, stock: 3 })]);
    const plus = await screen.findByRole('button', { name: 'Increase quantity of Acid Wash Tee — M / black' });
    expect(plus.hasAttribute('disabled')).toBe(true);
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Acid Wash Tee — M / black' });
    expect(minus.hasAttribute('disabled')).toBe(false);
  });

  it('flags a sold painting and keeps checkout closed until it is removed', async () => {
    renderDrawer([
      line({ id: 1 }),
      line({ id: 2, item_type: 'painting', item_name: 'Ember Field', category: 'Original Painting', issue: 'sold' }),
    ]);
    const issue = await screen.findByText('This painting has been sold. Please remove it.');
    const items = screen.getByRole('list', { name: 'Cart items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(issue).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Proceed to Checkout' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a refused code as the server words it, then an applied one with its line and the new total at once', async () => {
    const items = [line({ quantity: 1 })];
    let entered: string | null = null;
    const trpc = stubTrpc({
      'cart.get': () => items,
      'discounts.cartTotals': () =>
        entered
          ? {
              subtotal: 42,
              discount: {
                code: entered,
                title: entered,
                automatic: false,
                type: 'percentage',
                amountOff: 4.2,
                freeShipping: false,
              },
              discountTotal: 4.2,
              total: 37.8,
              enteredCode: entered,
              notice: null,
            }
          : noDiscount(items),
      'discounts.applyCode': (input) => {
        const { code } = input as { code: string };
        if (code !== 'SPRING10') throw new StubError('Spend $50.00 or more to use this code.', 'BAD_REQUEST', 400);
        entered = code;
        return { code, type: 'percentage', amountOff: 4.2, freeShipping: false };
      },
      'discounts.removeCode': () => {
        entered = null;
        return { success: true };
      },
    });
    renderWithProviders(
      <CartProvider>
        <CartDrawer opened onClose={() => {}} />
      </CartProvider>,
    );
    const field = await screen.findByRole('textbox', { name: 'Discount code' }, { timeout: 5000 });
    fireEvent.change(field, { target: { value: 'BIGSPEND' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Spend $50.00 or more to use this code.',
    );
    expect(screen.queryByTestId('cart-discount')).toBeNull();

    fireEvent.change(field, { target: { value: 'SPRING10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect((await screen.findByTestId('cart-discount', {}, { timeout: 5000 })).textContent).toBe('−$4.20');
    expect(screen.getByText('Discount (SPRING10)')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('$37.80');
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$42.00');
    expect(trpc.callsTo('discounts.applyCode')).toEqual([
      expect.objectContaining({ code: 'BIGSPEND' }),
      expect.objectContaining({ code: 'SPRING10' }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove discount code SPRING10' }));
    await vi.waitFor(() => expect(screen.queryByTestId('cart-discount')).toBeNull(), { timeout: 5000 });
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toBeTruthy();
  });

  it('names an automatic discount and shows free shipping', async () => {
    const items = [line({ quantity: 4 })];
    stubTrpc({
      'cart.get': () => items,
      'discounts.cartTotals': () => ({
        ...noDiscount(items),
        discount: {
          code: null,
          title: 'Free shipping over $150',
          automatic: true,
          type: 'free_shipping',
          amountOff: 0,
          freeShipping: true,
        },
      }),
    });
    renderWithProviders(
      <CartProvider>
        <CartDrawer opened onClose={() => {}} />
      </CartProvider>,
    );
    expect(
      await screen.findByText('Free shipping over $150 is applied automatically.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('cart-shipping').textContent).toBe('Free (Free shipping over $150)');
    expect(screen.queryByTestId('cart-discount')).toBeNull();
  });

  it('in CAD shows only CAD amounts: the server’s line prices, subtotal, discount and total', async () => {
    // The shopper chose CAD; the print's line is an older answer without its CAD price: the server's totals have it.
    rememberCurrency('CAD');
    const items = [
      line({ id: 1, quantity: 2, prices: { CAD: 57.99 } }),
      line({ id: 2, productId: 8, item_type: 'painting', item_name: 'Bleached Horizon', size: '20x16in', color: '' }),
    ];
    const usd = { ...noDiscount(items), currency: 'usd' };
    const cad = {
      currency: 'cad',
      lines: [
        { id: 1, quantity: 2, unitPrice: 57.99, lineTotal: 115.98 },
        { id: 2, quantity: 1, unitPrice: 57.99, lineTotal: 57.99 },
      ],
      subtotal: 173.97,
      discount: {
        code: 'SPRING10',
        title: 'SPRING10',
        automatic: false,
        type: 'percentage',
        amountOff: 17.4,
        freeShipping: false,
      },
      discountTotal: 17.4,
      total: 156.57,
      enteredCode: 'SPRING10',
      notice: null,
    };
    const trpc = stubTrpc({
      'cart.get': () => items,
      'discounts.cartTotals': (input) => ((input as { currency?: string }).currency === 'cad' ? cad : usd),
    });
    try {
      renderWithProviders(
        <CartProvider>
          <CartDrawer opened onClose={() => {}} />
        </CartProvider>,
        { settings: { chargeCurrencies: ['USD', 'CAD'] } },
      );
      expect((await screen.findByTestId('cart-discount', {}, { timeout: 5000 })).textContent).toBe('−CA$17.40');
      expect(screen.getByTestId('cart-subtotal').textContent).toBe('CA$173.97');
      expect(screen.getByTestId('cart-total').textContent).toBe('CA$156.57');
      expect(screen.getByText('CA$115.98')).toBeTruthy();
      expect(screen.getByText('CA$57.99 each')).toBeTruthy();
      const amounts = screen.getByRole('dialog').textContent?.match(/(CA)?\$\d[\d,]*\.\d\d/g) ?? [];
      expect(amounts.length).toBeGreaterThanOrEqual(5);
      expect(amounts.filter((amount) => !amount.startsWith('CA$'))).toEqual([]);
      expect(trpc.callsTo('discounts.cartTotals')).toContainEqual(expect.objectContaining({ currency: 'cad' }));
    } finally {
      rememberCurrency('USD');
    }
  });
});
