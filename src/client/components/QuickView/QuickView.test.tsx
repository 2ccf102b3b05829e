import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from '../../features/cart';
import { aPainting, aProduct } from '../../test-fixtures';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, variantsOf } from '../../test-utils';
import { PaintingCard } from '../PaintingCard/PaintingCard';
import { ProductCard } from '../ProductCard/ProductCard';

const TEE = aProduct({
  id: 7,
  name: 'Spiral Bloom Tee',
  description: 'A reverse tie-dye spiral.',
  price: 48,
  isNew: true,
  colors: ['black', 'orange'],
  sizes: ['S', 'M', 'L'],
  stock: 9,
  variants: variantsOf({ sizes: ['S', 'M', 'L'], colors: ['black', 'orange'], price: 48 }, 9),
  category: 'T-Shirts',
  categoryId: 1,
});

/** The tee tracking stock per variant: no S in black, 3 M and 1 L; in orange only S, at $52. */
const TEE_PER_VARIANT = {
  ...TEE,
  stockPerVariant: true,
  stock: 6,
  variants: variantsOf(TEE, { 'M/black': 3, 'L/black': 1, 'S/orange': 2 }, { 'S/orange': 52 }),
};

const PRINT = aPainting({
  id: 2,
  title: 'Desert Hymn',
  description: 'Warm bands.',
  price: 45,
  medium: 'Giclée print',
  dimensions: { width: 8, height: 10, unit: 'in' },
  is_original: false,
  stock: 20,
  mark_sold_after_purchase: false,
  available_sizes: [
    { width: 8, height: 10, unit: 'in', price: 45 },
    { width: 16, height: 20, unit: 'in', price: 95 },
  ],
});

function cartLine(input: { productId: number; quantity: number; size: string; color: string; item_type: string }) {
  return {
    ...input,
    id: 1,
    cartId: '00000000-0000-4000-8000-000000000000',
    price: 48,
    item_name: input.item_type === 'product' ? TEE.name : PRINT.title,
    imageUrl: null,
    category: 'T-Shirts',
    stock: 9,
    issue: null,
  };
}

/** Whether the cart drawer has been asked to open. */
function DrawerState() {
  return <output data-testid="drawer">{String(useCart().opened)}</output>;
}

function stubShop(extra: Record<string, (input: unknown) => unknown> = {}) {
  const add = vi.fn((input: unknown) => cartLine(input as Parameters<typeof cartLine>[0]));
  const product = vi.fn((_input: unknown) => TEE);
  const painting = vi.fn((_input: unknown) => PRINT);
  stubTrpc({
    'cart.get': () => [],
    'cart.add': add,
    'catalogue.product': product,
    'catalogue.painting': painting,
    ...extra,
  });
  return { add, product, painting };
}

function renderCard(card: React.ReactElement, settings = {}) {
  return renderWithProviders(
    <CartProvider>
      {card}
      <DrawerState />
    </CartProvider>,
    { settings },
  );
}

describe('quick view', () => {
  it('is not offered when enableQuickView is off', async () => {
    stubShop();
    renderCard(<ProductCard product={TEE} />, { enableQuickView: false });
    await screen.findByText('Spiral Bloom Tee');
    expect(screen.queryByRole('button', { name: /Quick view/ })).toBeNull();
  });

  it('loads only the product it shows, and adds the chosen colour, size and quantity to the cart', async () => {
    const { add, product } = stubShop();
    renderCard(<ProductCard product={TEE} />);
    expect(product).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Quick view: Spiral Bloom Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spiral Bloom Tee' }, { timeout: 5000 });
    await within(dialog).findByText('$48.00');
    expect(product).toHaveBeenCalledTimes(1);
    expect(product.mock.calls[0]).toEqual([{ id: 7 }]);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Orange' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'L' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]?.[0]).toMatchObject({ productId: 7, quantity: 2, size: 'L', color: 'orange' });
    expect(await screen.findByText('Spiral Bloom Tee has been added to your cart.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('drawer').textContent).toBe('true'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Spiral Bloom Tee' })).toBeNull());
  });

  it('disables the sizes sold out in the chosen colour, and follows the variant in stock, price and link', async () => {
    stubShop({ 'catalogue.product': () => TEE_PER_VARIANT });
    renderCard(<ProductCard product={TEE_PER_VARIANT} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick view: Spiral Bloom Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spiral Bloom Tee' }, { timeout: 5000 });
    const link = await within(dialog).findByRole('link', { name: /View full details/ });
    expect(link.getAttribute('href')).toBe('/product/7?size=M&color=black');
    // Its S in orange costs $52: it opens "From" the lowest, as its card says, until a size or colour is chosen.
    expect(within(dialog).getByText('From $48.00')).toBeTruthy();
    const small = within(dialog).getByRole('radio', { name: 'S (sold out)' }) as HTMLButtonElement;
    expect(small.disabled).toBe(true);
    expect(within(dialog).getByRole('radio', { name: 'M' }).getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByText('In Stock (3 available)')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'L' }));
    expect(within(dialog).getByText('In Stock (1 available)')).toBeTruthy();
    expect(within(dialog).getByText('$48.00')).toBeTruthy();
    expect(within(dialog).queryByText('From $48.00')).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Orange' }));
    // L is gone in orange: the size stays L and the page says so (issue 44.6), with Notify me for L / orange.
    const large = within(dialog).getByRole('radio', { name: 'L (sold out)' }) as HTMLButtonElement;
    expect(large.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByTestId('size-sold-out').textContent).toBe('Size L is sold out in Orange.');
    expect(within(dialog).getByText('Out of Stock')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Notify me' })).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/product/7?size=L&color=orange');
    // S, the one size left in orange, at its own price.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'S' }));
    expect(within(dialog).queryByText('Size L is sold out in Orange.')).toBeNull();
    expect((within(dialog).getByRole('radio', { name: 'M (sold out)' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('In Stock (2 available)')).toBeTruthy();
    expect(within(dialog).getByText('$52.00')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/product/7?size=S&color=orange');
  });

  it('opens a print from its painting card with the size choice, and adds the chosen size', async () => {
    const { add, painting } = stubShop();
    renderCard(<PaintingCard painting={PRINT} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Quick view: Desert Hymn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desert Hymn' }, { timeout: 5000 });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /16 ?[x×] ?20/ }));
    expect(
      within(dialog)
        .getByRole('link', { name: /View full details/ })
        .getAttribute('href'),
    ).toBe('/paintings/2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(add.mock.calls[0]?.[0]).toMatchObject({ productId: 2, quantity: 1, item_type: 'painting', size: '16x20in' });
    expect(painting.mock.calls.every(([input]) => (input as { id: number }).id === 2)).toBe(true);
    await waitFor(() => expect(screen.getByTestId('drawer').textContent).toBe('true'));
  });
});
