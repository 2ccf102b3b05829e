import type { ItemType } from '@shared/schemas/cart';
import type { WishlistItemInput } from '@shared/schemas/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sizeKey, sizeText } from '../components/PaintingDetail/painting-availability';
import { useT } from '../i18n/hooks';
import wishlistMessages from '../i18n/messages/wishlist.en.json';
import { useTRPC } from '../trpc';
import { useAddToCart } from './cart';
import { notifyFailure, notifySuccess } from './notify';
import { useSession } from './session';
import { useSettings } from './settings';

/**
 * The wishlist, for visitors and customers alike. A visitor's saved items live in localStorage under
 * `wishlist`; once they are signed in they are merged into the account's (wishlist.merge) and the browser's
 * copy is emptied. Every tRPC call of the wishlist is in this file.
 */
const KEY = 'wishlist';
const CHANGED = 'wishlist-changed';
const EMPTY: WishlistItemInput[] = [];

let cachedText: string | null = null;
let cachedItems: WishlistItemInput[] = EMPTY;

function readLocal(): WishlistItemInput[] {
  if (typeof localStorage === 'undefined') return EMPTY;
  const text = localStorage.getItem(KEY);
  if (text === cachedText) return cachedItems;
  cachedText = text;
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    cachedItems = Array.isArray(value)
      ? value.filter(
          (v): v is WishlistItemInput =>
            !!v && (v.itemType === 'product' || v.itemType === 'painting') && Number.isSafeInteger(v.itemId),
        )
      : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function writeLocal(items: WishlistItemInput[]): void {
  if (items.length === 0) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

const same = (a: WishlistItemInput, itemType: ItemType, itemId: number) =>
  a.itemType === itemType && a.itemId === itemId;

/** The browser's saved items (a visitor's list). */
function useLocalWishlist(): WishlistItemInput[] {
  return useSyncExternalStore(subscribe, readLocal, () => EMPTY);
}

let merging = false;

/**
 * After sign-in or registration: the browser's items go into the account's list, once, without duplicates.
 * Every heart and the Wishlist tab call this; the effect runs when one mounts or the user or the browser's
 * list changes (not on every render), and only one merge is under way at a time. A failed merge stays in the
 * browser: the next page tries again. (The account's list is forgotten on a change of user with the user's
 * other data: `forgetUserData` in session.ts.)
 */
function useMergeAtSignIn(userId: number | null, enabled: boolean) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const local = useLocalWishlist();
  const { mutateAsync } = useMutation(trpc.wishlist.merge.mutationOptions());
  useEffect(() => {
    if (!enabled || userId === null || local.length === 0 || merging) return;
    merging = true;
    mutateAsync({ items: local })
      .then(async (list) => {
        // A list asked for before the merge (the Wishlist tab mounting) must not answer over it: it is cancelled.
        await queryClient.cancelQueries({ queryKey: trpc.wishlist.list.queryKey() });
        queryClient.setQueryData(trpc.wishlist.list.queryKey(), list);
        writeLocal(EMPTY);
      })
      .catch(() => undefined)
      .finally(() => {
        merging = false;
      });
  }, [userId, enabled, local, queryClient, mutateAsync, trpc]);
}

export interface Wishlist {
  enabled: boolean;
  has(itemType: ItemType, itemId: number): boolean;
  toggle(itemType: ItemType, itemId: number, name: string): void;
  busy: boolean;
}

/** Whether an item is saved, and saving or removing it: in the account when signed in, else in the browser. */
export function useWishlist(): Wishlist {
  const trpc = useTRPC();
  const t = useT(wishlistMessages);
  const { enableWishlist } = useSettings();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  useMergeAtSignIn(userId, enableWishlist);
  const local = useLocalWishlist();
  const server = useQuery({ ...trpc.wishlist.list.queryOptions(), enabled: enableWishlist && userId !== null });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.wishlist.list.queryKey() });
  const add = useMutation(
    trpc.wishlist.add.mutationOptions({
      onSuccess: refresh,
      onError: (error) => notifyFailure(error, t('wishlist.saveFailed')),
    }),
  );
  const remove = useMutation(
    trpc.wishlist.remove.mutationOptions({
      onSuccess: refresh,
      onError: (error) => notifyFailure(error, t('wishlist.removeFailed')),
    }),
  );
  const saved: WishlistItemInput[] = userId === null ? local : (server.data ?? EMPTY);
  const has = (itemType: ItemType, itemId: number) => saved.some((s) => same(s, itemType, itemId));
  return {
    enabled: enableWishlist,
    has,
    busy: add.isPending || remove.isPending,
    toggle(itemType, itemId, name) {
      const removing = has(itemType, itemId);
      if (userId === null) {
        writeLocal(removing ? local.filter((s) => !same(s, itemType, itemId)) : [...local, { itemType, itemId }]);
      } else if (removing) {
        remove.mutate({ itemType, itemId });
      } else {
        add.mutate({ itemType, itemId });
      }
      notifySuccess(removing ? t('wishlist.removed') : t('wishlist.saved'), name);
    },
  };
}

/** The signed-in customer's wishlist with each item's name, price and state, for the profile's tab. */
export function useWishlistEntries() {
  const trpc = useTRPC();
  const { enableWishlist } = useSettings();
  const { user } = useSession();
  useMergeAtSignIn(user?.id ?? null, enableWishlist);
  return useQuery({ ...trpc.wishlist.list.queryOptions(), enabled: enableWishlist && !!user });
}

export function useRemoveFromWishlist() {
  const trpc = useTRPC();
  const t = useT(wishlistMessages);
  const queryClient = useQueryClient();
  return useMutation(
    trpc.wishlist.remove.mutationOptions({
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: trpc.wishlist.list.queryKey() }),
      onError: (error) => notifyFailure(error, t('wishlist.removeFailed')),
    }),
  );
}

/** Adds a saved item to the cart as a card's Quick Add does: the first size and colour, a print's first size. */
export function useSavedItemToCart() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useAddToCart();
  return async ({ itemType, itemId }: WishlistItemInput): Promise<boolean> => {
    if (itemType === 'product') {
      const product = await queryClient.fetchQuery(trpc.catalogue.product.queryOptions({ id: itemId }));
      const line = { productId: itemId, quantity: 1, item_type: itemType } as const;
      return add({ ...line, size: product.sizes[0] ?? '', color: product.colors[0] ?? '' });
    }
    const painting = await queryClient.fetchQuery(trpc.catalogue.painting.queryOptions({ id: itemId }));
    const [first] = painting.available_sizes;
    const size = !painting.is_original && first ? sizeKey(first) : sizeText(painting.dimensions);
    return add({ productId: itemId, quantity: 1, size, color: '', item_type: itemType });
  };
}
