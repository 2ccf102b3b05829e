import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubTrpc } from '../test-trpc';
import { renderWithProviders } from '../test-utils';
import { CartProvider, getCartId } from './cart';

/** The page's stored cart id (the tests' setup keeps one), put back after a test that made the page start anew. */
let kept: string | null = null;
beforeEach(() => {
  kept = localStorage.getItem('cartId');
});
afterEach(() => {
  if (kept) localStorage.setItem('cartId', kept);
});

describe('this browser’s cart (issue 45)', () => {
  it('is asked for when the browser kept its id', async () => {
    const trpc = stubTrpc({ 'cart.get': () => [] });
    renderWithProviders(<CartProvider>{null}</CartProvider>);
    await vi.waitFor(() => expect(trpc.callsTo('cart.get')).toEqual([{ cartId: getCartId() }]));
  });

  it('starts empty, without a call, when this page made its id (a first visit): no cart can exist under it', async () => {
    localStorage.removeItem('cartId');
    const trpc = stubTrpc({ 'cart.get': () => [] });
    const { queryClient, trpc: handle } = renderWithProviders(<CartProvider>{null}</CartProvider>);
    await vi.waitFor(() => expect(localStorage.getItem('cartId')).not.toBeNull());
    const made = localStorage.getItem('cartId');
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(made).not.toBe(kept);
    expect(queryClient.getQueryData(handle.cart.get.queryKey({ cartId: made ?? '' }))).toEqual([]);
    // A call would have gone at once (the query mounts with the provider); none does, stale or not.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(trpc.calls).toEqual([]);
  });
});
