import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('says "From" the lowest variant price when its variants cost different prices, in English and French', async () => {
    // The M costs $42, the rest the product's $48: "From $42.00"; the product's price alone is written as it is.
    const varied = { ...tee, variants: variantsOf(tee, 9, { 'L/teal': 55, 'M/orange': 42 }) };
    const { unmount } = renderWithProviders(<ProductCard product={varied} />);
    expect(await screen.findByText('From $42.00')).toBeTruthy();
    expect(screen.queryByText('$48.00')).toBeNull();
    unmount();
    const french = renderWithProviders(<ProductCard product={varied} />, { locale: 'fr' });
    expect((await screen.findByText(/^À partir de 42,00/)).textContent?.replace(/\s/g, ' ')).toBe(
      'À partir de 42,00 $ US',
    );
    french.unmount();
    renderWithProviders(<ProductCard product={tee} />);
    expect(await screen.findByText('$48.00')).toBeTruthy();
    expect(screen.queryByText(/From/)).toBeNull();
  });

  it('links the card to /product/{id}', async () => {
    renderWithProviders(<ProductCard product={tee} />);
    const link = await screen.findByRole('link', { name: 'Spiral Bloom Tee' });
    expect(link.getAttribute('href')).toBe('/product/7');
  });

  it('Quick Add on jeans with sizes asks for a size in place and adds only the one chosen', async () => {
    const jeans = {
      ...tee,
      name: 'Faded Jeans',
      colors: ['indigo'],
      sizes: ['28', '30', '32'],
      variants: variantsOf({ sizes: ['28', '30', '32'], colors: ['indigo'], price: 48 }, 9),
    };
    renderWithProviders(<ProductCard product={jeans} />);
    const quickAdd = await screen.findByRole('button', { name: 'Quick Add Faded Jeans' });
    fireEvent.click(quickAdd);
    const choice = await screen.findByRole('group', { name: 'Choose options for Faded Jeans' });
    expect(quickAdd.getAttribute('aria-expanded')).toBe('true');
    expect(cart.callsTo('cart.add')).toEqual([]);
    const sizes = within(choice).getAllByRole('button', { name: /^\d+$/ });
    expect(sizes.map((b) => b.textContent)).toEqual(['28', '30', '32']);
    expect(document.activeElement).toBe(sizes[0]);
    fireEvent.click(within(choice).getByRole('button', { name: '30' }));
    await waitFor(() =>
      expect(cart.callsTo('cart.add')).toEqual([
        { cartId: getCartId(), productId: 7, quantity: 1, size: '30', color: 'indigo', item_type: 'product' },
      ]),
    );
    expect(screen.queryByRole('group', { name: 'Choose options for Faded Jeans' })).toBeNull();
  });

  it('Quick Add adds at once an item with one size and one colour', async () => {
    const scarf = { ...tee, colors: ['black'], sizes: ['One Size'] };
    renderWithProviders(<ProductCard product={{ ...scarf, variants: variantsOf(scarf, 3) }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick Add Spiral Bloom Tee' }));
    await waitFor(() =>
      expect(cart.callsTo('cart.add')).toEqual([expect.objectContaining({ size: 'One Size', color: 'black' })]),
    );
    expect(screen.queryByRole('group', { name: /Choose options/ })).toBeNull();
  });

  it('Quick Add chooses a colour, then a size; Escape puts the choice away and focus goes back', async () => {
    renderWithProviders(<ProductCard product={tee} />);
    const quickAdd = await screen.findByRole('button', { name: 'Quick Add Spiral Bloom Tee' });
    fireEvent.click(quickAdd);
    const choice = await screen.findByRole('group', { name: 'Choose options for Spiral Bloom Tee' });
    expect(within(choice).getByRole('button', { name: 'Black' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(choice, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: /Choose options/ })).toBeNull();
    expect(document.activeElement).toBe(quickAdd);
    fireEvent.click(quickAdd);
    const again = await screen.findByRole('group', { name: 'Choose options for Spiral Bloom Tee' });
    fireEvent.click(within(again).getByRole('button', { name: 'Stone' }));
    fireEvent.click(within(again).getByRole('button', { name: 'L' }));
    await waitFor(() =>
      expect(cart.callsTo('cart.add')).toEqual([expect.objectContaining({ size: 'L', color: 'stone' })]),
    );
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

  it('stock per variant: sold-out sizes are crossed out (aria-disabled, "Sold out") and cannot be added', async () => {
    const perVariant = { ...tee, colors: ['black'], stockPerVariant: true, stock: 2 };
    const variants = variantsOf(perVariant, { 'L/black': 2 });
    const { unmount } = renderWithProviders(<ProductCard product={{ ...perVariant, variants }} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick Add Spiral Bloom Tee' }));
    const choice = await screen.findByRole('group', { name: 'Choose options for Spiral Bloom Tee' });
    const medium = within(choice).getByRole('button', { name: 'M Sold out' });
    expect(medium.getAttribute('aria-disabled')).toBe('true');
    // Struck through by QuickAddChoice.module.css (`.option[aria-disabled="true"]`).
    expect(medium.className).toMatch(/option/);
    expect(within(choice).getByRole('button', { name: 'L' }).getAttribute('aria-disabled')).toBeNull();
    expect(document.activeElement?.textContent).toBe('L');
    fireEvent.click(medium);
    expect(screen.getByRole('group', { name: 'Choose options for Spiral Bloom Tee' })).toBeTruthy();
    expect(cart.callsTo('cart.add')).toEqual([]);
    fireEvent.click(within(choice).getByRole('button', { name: 'L' }));
    await waitFor(() =>
      expect(cart.callsTo('cart.add')).toEqual([expect.objectContaining({ size: 'L', color: 'black' })]),
    );
    expect(screen.queryByText('Sold Out')).toBeNull();
    unmount();
    const none = variantsOf(perVariant, {});
    renderWithProviders(<ProductCard product={{ ...perVariant, stock: 0, variants: none }} />);
    expect(await screen.findByText('Sold Out')).toBeTruthy();
  });

  it('Quick Add asks in French too', async () => {
    renderWithProviders(<ProductCard product={tee} />, { locale: 'fr' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajout rapide : Spiral Bloom Tee' }));
    const choice = await screen.findByRole('group', { name: 'Choisissez les options : Spiral Bloom Tee' });
    expect(within(choice).getByText('Taille')).toBeTruthy();
    expect(within(choice).getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });
});
