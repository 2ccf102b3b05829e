import type { CartItem } from '@shared/schemas/cart';
import { variantLabel } from '@shared/variant-label';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider } from '../../features/cart';
import { stubTrpc } from '../../test-trpc';
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

function renderDrawer(items: CartItem[]) {
  stubTrpc({ 'cart.get': () => items });
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
});
