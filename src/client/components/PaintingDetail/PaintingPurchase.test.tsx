import { notifications } from '@mantine/notifications';
import type { Painting } from '@shared/schemas/catalogue';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCartId } from '../../features/cart';
import { aPainting } from '../../test-fixtures';
import { emptyCart, stubTrpc } from '../../test-trpc';
import { renderWithProviders } from '../../test-utils';
import { PaintingDetail } from './PaintingDetail';
import { PaintingPurchase } from './PaintingPurchase';
import { purchaseButton, quantityChoices } from './painting-availability';

const original = aPainting({
  id: 1,
  title: 'Tidal Drift',
  description: 'Layered bands of deep teal.',
  price: 1850,
  image_url: '/images/seed/painting-tidal-drift.webp',
  dimensions: { width: 30, height: 40, unit: 'in' },
  tags: ['abstract'],
  is_featured: true,
});

const print: Painting = {
  ...original,
  id: 2,
  title: 'Desert Hymn',
  is_original: false,
  is_limited: true,
  limited_edition_count: 50,
  current_edition_number: 12,
  stock: 38,
  available_sizes: [
    { width: 8, height: 10, unit: 'in', price: 45 },
    { width: 16, height: 20, unit: 'in', price: 95 },
  ],
};

const noop = async () => {};

describe('painting purchase button', () => {
  /**
   * The real cart hook runs, over the cart's procedures as the server answers them; the painting's page reads the
   * painting as the server answers it, `answers` in turn (the last one again), `original` unless a case says.
   */
  let cart: ReturnType<typeof stubTrpc>;
  let answers: Painting[];
  beforeEach(() => {
    answers = [original];
    cart = stubTrpc({
      ...emptyCart({ item_name: original.title, price: original.price, category: 'Original' }),
      'catalogue.painting': () => (answers.length > 1 ? answers.shift() : answers[0]),
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('follows the spec rules', () => {
    const idle = { adding: false, sizeChosen: true };
    expect(purchaseButton(original, idle)).toEqual({ label: 'Add to Cart', disabled: false });
    expect(purchaseButton(original, { ...idle, adding: true })).toEqual({ label: 'Add to Cart', disabled: true });
    expect(purchaseButton({ ...original, is_sold: true, in_stock: false }, idle)).toEqual({
      label: 'Sold',
      disabled: true,
    });
    expect(purchaseButton({ ...print, in_stock: false }, idle)).toEqual({ label: 'Sold Out', disabled: true });
    expect(purchaseButton(print, { ...idle, sizeChosen: false })).toEqual({ label: 'Add to Cart', disabled: true });
    expect(quantityChoices(1)).toEqual([1]);
    expect(quantityChoices(38)).toEqual([1, 2, 3, 4, 5]);
  });

  it('an available original: In Stock, a quantity choice and an enabled Add to Cart', async () => {
    renderWithProviders(<PaintingPurchase painting={original} onAdd={noop} />);
    expect(await screen.findByText('In Stock')).toBeTruthy();
    expect(screen.getByText('$1,850.00')).toBeTruthy();
    expect(screen.getByLabelText('Quantity')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add to Cart' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a sold original: Sold, no quantity, a disabled Sold button', async () => {
    renderWithProviders(<PaintingPurchase painting={{ ...original, is_sold: true, in_stock: false }} onAdd={noop} />);
    const button = (await screen.findByRole('button', { name: 'Sold' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByLabelText('Quantity')).toBeNull();
  });

  it('a sold-out print: a disabled Sold Out button', async () => {
    renderWithProviders(<PaintingPurchase painting={{ ...print, in_stock: false, stock: 0 }} onAdd={noop} />);
    const button = (await screen.findByRole('button', { name: 'Sold Out' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('a print preselects its first size and prices the chosen one', async () => {
    renderWithProviders(<PaintingPurchase painting={print} onAdd={noop} />);
    expect(await screen.findByText('Choose a Size')).toBeTruthy();
    const [first, second] = screen.getAllByRole('radio');
    expect(first?.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Size: 8 × 10 in')).toBeTruthy();
    fireEvent.click(second as HTMLElement);
    expect(await screen.findByText('Size: 16 × 20 in')).toBeTruthy();
    expect(screen.getAllByText('$95.00').length).toBeGreaterThan(1);
  });

  it('a print chooses the size its page’s URL asks for (a shared link, a Notify me mail), and tells each choice', async () => {
    const onSize = vi.fn();
    renderWithProviders(<PaintingPurchase painting={print} onAdd={noop} wantedSize="16X20IN" onSize={onSize} />);
    expect(await screen.findByText('Size: 16 × 20 in')).toBeTruthy();
    const [first, second] = screen.getAllByRole('radio');
    expect(second?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(first as HTMLElement);
    expect(await screen.findByText('Size: 8 × 10 in')).toBeTruthy();
    expect(onSize).toHaveBeenCalledWith('8x10in');
  });

  it('adds an original with its WxHunit size after refreshing it', async () => {
    renderWithProviders(<PaintingDetail painting={original} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Tidal Drift has been added to your cart.')).toBeTruthy();
    // Read once for the page, once afresh before adding.
    expect(cart.callsTo('catalogue.painting')).toEqual([{ id: 1 }, { id: 1 }]);
    expect(cart.callsTo('cart.add')).toEqual([
      { cartId: getCartId(), productId: 1, quantity: 1, size: '30x40in', color: '', item_type: 'painting' },
    ]);
  });

  it('adds a print with the chosen size', async () => {
    answers = [print];
    renderWithProviders(<PaintingDetail painting={print} />);
    expect(await screen.findByText('Edition of 50 · 38 left')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(cart.callsTo('cart.add')).toEqual([expect.objectContaining({ size: '16x20in', productId: 2 })]),
    );
  });

  it('refuses a painting sold in the meantime with the spec toast', async () => {
    const show = vi.spyOn(notifications, 'show');
    answers = [original, { ...original, is_sold: true, in_stock: false }];
    renderWithProviders(<PaintingDetail painting={original} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Failed to add to cart',
          message: 'This painting is sold out and cannot be added to the cart',
        }),
      ),
    );
    expect(cart.callsTo('cart.add')).toEqual([]);
  });

  it('shows the type, the artist and the sold notice', async () => {
    answers = [{ ...original, is_sold: true }];
    renderWithProviders(<PaintingDetail painting={{ ...original, is_sold: true }} />);
    expect(await screen.findByText('Original Artwork')).toBeTruthy();
    expect(screen.getByText('by Wren')).toBeTruthy();
    expect(screen.getByText('This painting has been sold')).toBeTruthy();
  });
});
