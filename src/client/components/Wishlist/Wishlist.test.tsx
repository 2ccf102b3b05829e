import type { WishlistEntry } from '@shared/schemas/reviews';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../../test-trpc';
import { renderWithProviders, signedIn } from '../../test-utils';
import { WishlistTab } from '../Profile/WishlistTab';
import { WishlistHeart } from './WishlistHeart';

const entry = (over: Partial<WishlistEntry>): WishlistEntry => ({
  itemType: 'product',
  itemId: 3,
  name: 'Acid Tee',
  price: 48,
  imageUrl: null,
  available: true,
  state: 'available',
  addedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('WishlistHeart', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('is not there while the wishlist is switched off (the default)', async () => {
    const off = renderWithProviders(<WishlistHeart itemType="product" itemId={3} name="Acid Tee" />);
    // The control, rendered after it: the same heart in a shop with the wishlist on. Once the control's button is
    // there, the heart switched off would be too.
    const on = renderWithProviders(<WishlistHeart itemType="product" itemId={4} name="Bleach Tee" />, {
      settings: { enableWishlist: true },
    });
    expect(await within(on.container).findByRole('button', { name: 'Save Bleach Tee to wishlist' })).toBeTruthy();
    expect(within(off.container).queryByRole('button', { name: /wishlist/ })).toBeNull();
  });

  it("keeps a visitor's hearts in the browser: a named toggle button with aria-pressed", async () => {
    renderWithProviders(<WishlistHeart itemType="product" itemId={3} name="Acid Tee" />, {
      settings: { enableWishlist: true },
    });
    const heart = await screen.findByRole('button', { name: 'Save Acid Tee to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    heart.focus();
    expect(document.activeElement).toBe(heart);
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([{ itemType: 'product', itemId: 3 }]);
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it("merges the browser's hearts into the account after sign-in, then saves in the account", async () => {
    localStorage.setItem('wishlist', JSON.stringify([{ itemType: 'painting', itemId: 9 }]));
    const stub = stubTrpc({
      'wishlist.merge': () => [entry({ itemType: 'painting', itemId: 9, name: 'Tidal Print' })],
      'wishlist.list': () => [entry({ itemType: 'painting', itemId: 9, name: 'Tidal Print' })],
      'wishlist.add': () => entry({}),
    });
    renderWithProviders(<WishlistHeart itemType="product" itemId={3} name="Acid Tee" />, {
      settings: { enableWishlist: true },
      session: signedIn('ann'),
    });
    await waitFor(() =>
      expect(stub.callsTo('wishlist.merge')).toEqual([{ items: [{ itemType: 'painting', itemId: 9 }] }]),
    );
    await waitFor(() => expect(localStorage.getItem('wishlist')).toBeNull());
    fireEvent.click(await screen.findByRole('button', { name: 'Save Acid Tee to wishlist' }));
    await waitFor(() => expect(stub.callsTo('wishlist.add')).toEqual([{ itemType: 'product', itemId: 3 }]));
  });
});

describe('WishlistTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists saved items with price and availability; sold-out and deleted ones say so; Remove removes', async () => {
    const stub = stubTrpc({
      'wishlist.list': () => [
        entry({}),
        entry({ itemType: 'painting', itemId: 9, name: 'One Of One', available: false, state: 'sold_out' }),
        entry({ itemId: 4, name: 'Gone Tee', available: false, state: 'deleted' }),
      ],
      'wishlist.remove': () => ({ success: true }),
      'cart.get': () => [],
    });
    renderWithProviders(<WishlistTab />, { settings: { enableWishlist: true }, session: signedIn('ann') });
    const tee = within(await screen.findByRole('listitem', { name: 'Acid Tee' }));
    expect(tee.getByText('$48.00')).toBeTruthy();
    expect(tee.getByText('In stock')).toBeTruthy();
    expect(tee.getByRole('button', { name: 'Add Acid Tee to cart' })).toBeTruthy();
    const sold = within(screen.getByRole('listitem', { name: 'One Of One' }));
    expect(sold.getByText('Sold out')).toBeTruthy();
    expect(sold.queryByRole('button', { name: /to cart/ })).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Gone Tee' })).getByText('No longer available')).toBeTruthy();
    fireEvent.click(tee.getByRole('button', { name: 'Remove Acid Tee from wishlist' }));
    await waitFor(() => expect(stub.callsTo('wishlist.remove')).toEqual([{ itemType: 'product', itemId: 3 }]));
  });

  it('shows each saved item at its CAD price on a French page where the shop charges CAD', async () => {
    stubTrpc({
      'wishlist.list': () => [entry({ prices: { CAD: 66.99 } })],
      'cart.get': () => [],
    });
    renderWithProviders(<WishlistTab />, {
      settings: { enableWishlist: true, chargeCurrencies: ['USD', 'CAD'] },
      session: signedIn('ann'),
      locale: 'fr',
    });
    const tee = within(await screen.findByRole('listitem', { name: 'Acid Tee' }));
    expect(tee.getByText(/^66,99\s\$$/)).toBeTruthy();
    expect(tee.queryByText(/48,00/)).toBeNull();
  });
});
