import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCartId } from '../../features/cart';
import { emptyCart, stubTrpc } from '../../test-trpc';
import { renderWithProviders, variantsOf } from '../../test-utils';
import { type CardProduct, ProductCard } from './ProductCard';
import { OTHER_SWATCH_COLOR, SWATCH_COLORS } from './swatch-colors';

const tee: CardProduct = {
  id: 7,
  name: 'Spiral Bloom Tee',
  description: 'A reverse tie-dye spiral.',
  price: 48,
  imageUrl: '/images/seed/tee-spiral-bloom.webp',
  isNew: true,
  colors: ['black', 'orange', 'stone', 'teal'],
  sizes: ['M', 'L'],
  stock: 9,
  stockPerVariant: false,
  variants: variantsOf({ sizes: ['M', 'L'], colors: ['black', 'orange', 'stone', 'teal'], price: 48 }, 9),
};

/** The real cart hook runs, over the cart's procedures as the server answers them. */
let cart: ReturnType<typeof stubTrpc>;
beforeEach(() => {
  cart = stubTrpc(emptyCart({ item_name: tee.name, price: tee.price, category: 'T-Shirts' }));
});

describe('ProductCard', () => {
  it('shows the NEW badge only for new products', async () => {
    const { unmount } = renderWithProviders(<ProductCard product={tee} />);
    expect(await screen.findByText('NEW')).toBeTruthy();
    unmount();
    renderWithProviders(<ProductCard product={{ ...tee, isNew: false }} />);
    await screen.findByText('Spiral Bloom Tee');
    expect(screen.queryByText('NEW')).toBeNull();
  });

  it('shows at most 3 swatches in the spec colours', async () => {
    renderWithProviders(<ProductCard product={tee} />);
    await screen.findByText('Spiral Bloom Tee');
    const swatches = document.querySelectorAll('[data-swatch]');
    expect([...swatches].map((swatch) => swatch.getAttribute('data-swatch'))).toEqual(['black', 'orange', 'stone']);
    expect(SWATCH_COLORS.stone).toBe('#78716c');
    expect(OTHER_SWATCH_COLOR).toBe('#e5e7eb');
  });

  it('formats the price with two decimals and a dollar sign, or the shop currency', async () => {
    const { unmount } = renderWithProviders(<ProductCard product={{ ...tee, price: 1234.5 }} />);
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
    unmount();
    renderWithProviders(<ProductCard product={tee} />, { settings: { currencySymbol: 'CA$' } });
    expect(await screen.findByText('CA$48.00')).toBeTruthy();
  });

  it('links the card to /product/{id}', async () => {
    renderWithProviders(<ProductCard product={tee} />);
    const link = await screen.findByRole('link', { name: 'Spiral Bloom Tee' });
    expect(link.getAttribute('href')).toBe('/product/7');
  });

  it('Quick Add adds one unit with the first size and colour', async () => {
    renderWithProviders(<ProductCard product={tee} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick Add Spiral Bloom Tee' }));
    expect(await screen.findByText('Spiral Bloom Tee has been added to your cart.')).toBeTruthy();
    expect(cart.callsTo('cart.add')).toEqual([
      { cartId: getCartId(), productId: 7, quantity: 1, size: 'M', color: 'black', item_type: 'product' },
    ]);
  });

  it('Quick Add sends empty size and colour when the product lists none, and hides when sold out', async () => {
    const { unmount } = renderWithProviders(<ProductCard product={{ ...tee, colors: [], sizes: [] }} />);
    fireEvent.click(await screen.findByRole('button', { name: /Quick Add/ }));
    await waitFor(() => expect(cart.callsTo('cart.add')).toEqual([expect.objectContaining({ size: '', color: '' })]));
    unmount();
    renderWithProviders(<ProductCard product={{ ...tee, stock: 0 }} />);
    expect(await screen.findByText('Sold Out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Quick Add/ })).toBeNull();
  });

  it('stock per variant: Quick Add takes the first variant left, and Sold Out waits for the last one', async () => {
    const perVariant = { ...tee, stockPerVariant: true, stock: 2 };
    const variants = variantsOf(perVariant, { 'L/black': 2 });
    const { unmount } = renderWithProviders(<ProductCard product={{ ...perVariant, variants }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick Add Spiral Bloom Tee' }));
    await waitFor(() =>
      expect(cart.callsTo('cart.add')).toEqual([expect.objectContaining({ size: 'L', color: 'black' })]),
    );
    expect(screen.queryByText('Sold Out')).toBeNull();
    unmount();
    const none = variantsOf(perVariant, {});
    renderWithProviders(<ProductCard product={{ ...perVariant, stock: 0, variants: none }} />);
    expect(await screen.findByText('Sold Out')).toBeTruthy();
  });
});
