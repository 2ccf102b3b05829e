import { toCents, toDollars } from '@shared/money';
import type { CartItem, ItemType } from '@shared/schemas/cart';
import { useIsFetching, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../i18n/hooks';
import cartNoticeMessages from '../i18n/messages/cart-notice.en.json';
import { useHydrated } from '../nav/nav';
import { optionsPerHandle, type Trpc, useTRPC } from '../trpc';
import { closeCartDrawer, openCartDrawer, useCartDrawer } from './cart-drawer';
import { notifyError, notifyFailure, notifyInfo, notifySuccess } from './notify';

export type { CartItem } from '@shared/schemas/cart';

const CART_ID_KEY = 'cartId';
/** The cart lives on the server; a short freshness keeps stock issues current without refetching on every mount. */
const CART_STALE_MS = 30_000;

let memoryCartId: string | null = null;

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so plain-http hosts get the same from random bytes. */
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const NO_LINES: CartItem[] = [];

/**
 * The cart ids this page load created in the browser. No cart can exist on the server under a random id made a moment
 * ago, so such a cart starts empty instead of asking (a first visit's call and the render its answer caused, issue 45).
 */
const createdHere = new Set<string>();

/** The browser's cart id: a random UUID created once and kept in localStorage under `cartId` (spec §3). */
export function getCartId(): string {
  try {
    const stored = localStorage.getItem(CART_ID_KEY);
    if (stored && UUID_PATTERN.test(stored)) return stored;
    const created = newUuid();
    localStorage.setItem(CART_ID_KEY, created);
    createdHere.add(created);
    return created;
  } catch {
    // Storage blocked (private mode, sandbox): the cart lasts as long as the page. (The server's render comes here
    // too, with no storage: its cart stays unknown, as the page it sends says.)
    memoryCartId ??= newUuid();
    return memoryCartId;
  }
}

const cartOptions = optionsPerHandle((trpc, cartId: string) =>
  trpc.cart.get.queryOptions(
    { cartId },
    {
      staleTime: CART_STALE_MS,
      refetchOnWindowFocus: true,
      ...(createdHere.has(cartId) ? { initialData: NO_LINES } : {}),
    },
  ),
);

/** The query that reads this browser's cart; checkout and the drawer share it. */
export function cartQueryOptions(trpc: Trpc) {
  return cartOptions(trpc, getCartId());
}

export interface AddToCartRequest {
  productId: number;
  quantity: number;
  size: string;
  color: string;
  item_type: ItemType;
}

export interface UseCart {
  items: CartItem[];
  /** Sum of the lines' quantities. */
  count: number;
  subtotal: number;
  /** On while the cart loads or any cart call runs. */
  isLoading: boolean;
  /** A line was deleted, sold or lost stock: checkout waits until the shopper fixes it. */
  hasIssues: boolean;
  add(input: AddToCartRequest): Promise<boolean>;
  update(itemId: number, quantity: number): Promise<void>;
  remove(itemId: number): Promise<void>;
  clear(): Promise<void>;
  opened: boolean;
  open(): void;
  close(): void;
}

/** Reports a cart that could not be loaded, and closes the drawer when the frame goes. Mount once, around the app frame. */
export function CartProvider({ children }: { children: ReactNode }) {
  useEffect(() => closeCartDrawer, []);
  const { isError, errorUpdatedAt } = useQuery(cartQueryOptions(useTRPC()));
  const t = useT(cartNoticeMessages);
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) notifyError(t('cartNotice.loadFailed'), t('cartNotice.error'));
  }, [isError, errorUpdatedAt, t]);
  return children;
}

/** Cents-exact sum of price × quantity. */
export function lineTotal(item: Pick<CartItem, 'price' | 'quantity'>): number {
  return toDollars(toCents(item.price) * item.quantity);
}

/**
 * What every cart call shares: the cart's query key, an optimistic change of its lines with the previous lines kept
 * for a rollback, and the refresh once the call is done (lines, discount and totals). Subscribes to nothing.
 */
function useCartWrites() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const t = useT(cartNoticeMessages);
  const { queryKey } = cartQueryOptions(trpc);
  /** Applies an optimistic change and hands back the previous lines for a rollback. */
  const optimistic = async (change: (items: CartItem[]) => CartItem[]) => {
    await queryClient.cancelQueries({ queryKey });
    const previous = queryClient.getQueryData(queryKey);
    if (previous) queryClient.setQueryData(queryKey, change(previous));
    return { previous };
  };
  const rollback = (context: { previous?: CartItem[] } | undefined) => {
    if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
  };
  // The lines changed: so may the discount (a minimum reached, an eligible item gone) and the totals.
  const settle = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.discounts.cartTotals.queryKey() }),
    ]);
  return { trpc, t, error: t('cartNotice.error'), optimistic, rollback, settle };
}

/**
 * Add to Cart alone (a card's Quick Add, the product and painting pages, a saved item): the same call as `useCart().add`, without reading the
 * lines, so a grid of cards is not re-rendered by the cart's answer or by every cart call's progress.
 */
export function useAddToCart(): UseCart['add'] {
  const { trpc, t, error, optimistic, settle, rollback } = useCartWrites();
  const addMutation = useMutation(
    trpc.cart.add.mutationOptions({
      onMutate: (input) =>
        optimistic((items) =>
          items.map((item) =>
            item.item_type === input.item_type &&
            item.productId === input.productId &&
            item.size === input.size &&
            item.color === input.color
              ? { ...item, quantity: item.quantity + Number(input.quantity ?? 1) }
              : item,
          ),
        ),
      onSuccess: (item) => {
        notifySuccess(t('cartNotice.added'), t('cartNotice.addedText', { name: item.item_name }));
        openCartDrawer();
      },
      onError: (failure, input, context) => {
        rollback(context);
        if (input.item_type === 'painting') {
          notifyFailure(failure, t('cartNotice.addError'), t('cartNotice.addFailedTitle'));
        } else {
          notifyFailure(failure, t('cartNotice.addFailed'), error);
        }
      },
      onSettled: settle,
    }),
  );
  return (input) =>
    addMutation.mutateAsync({ cartId: getCartId(), ...input }).then(
      () => true,
      () => false,
    );
}

/** This browser's cart and the drawer: lines, totals and the calls that change them (optimistic, rolled back on error). */
export function useCart(): UseCart {
  const { trpc, t, error, optimistic, settle, rollback } = useCartWrites();
  const drawer = useCartDrawer();
  const cartId = getCartId();
  const { data, isPending } = useQuery(cartQueryOptions(trpc));
  const fetching = useIsFetching({ queryKey: trpc.cart.pathKey() });
  const mutating = useIsMutating({ mutationKey: trpc.cart.pathKey() });
  const add = useAddToCart();

  const updateMutation = useMutation(
    trpc.cart.update.mutationOptions({
      onMutate: ({ itemId, quantity: requested }) => {
        const quantity = Number(requested);
        return optimistic((items) =>
          quantity < 1
            ? items.filter((item) => item.id !== itemId)
            : items.map((item) => (item.id === itemId ? { ...item, quantity } : item)),
        );
      },
      onError: (failure, _input, context) => {
        rollback(context);
        notifyFailure(failure, t('cartNotice.updateFailed'), error);
      },
      onSettled: settle,
    }),
  );

  const removeMutation = useMutation(
    trpc.cart.remove.mutationOptions({
      onMutate: ({ itemId }) => optimistic((items) => items.filter((item) => item.id !== itemId)),
      onSuccess: () => {
        notifyInfo(t('cartNotice.removed'), t('cartNotice.removedText'));
      },
      onError: (failure, _input, context) => {
        rollback(context);
        notifyFailure(failure, t('cartNotice.removeFailed'), error);
      },
      onSettled: settle,
    }),
  );

  const clearMutation = useMutation(
    trpc.cart.clear.mutationOptions({
      onMutate: () => optimistic(() => []),
      onError: (failure, _input, context) => {
        rollback(context);
        notifyFailure(failure, t('cartNotice.clearFailed'), error);
      },
      onSettled: settle,
    }),
  );

  const items = data ?? [];
  const count = itemCount(items);
  const subtotal = toDollars(items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0));

  return {
    items,
    count,
    subtotal,
    isLoading: isPending || fetching > 0 || mutating > 0,
    hasIssues: items.some((item) => item.issue !== null),
    add,
    update: (itemId, quantity) =>
      updateMutation.mutateAsync({ cartId, itemId, quantity }).then(
        () => undefined,
        () => undefined,
      ),
    remove: (itemId) =>
      removeMutation.mutateAsync({ cartId, itemId }).then(
        () => undefined,
        () => undefined,
      ),
    clear: () =>
      clearMutation.mutateAsync({ cartId }).then(
        () => undefined,
        () => undefined,
      ),
    opened: drawer.opened,
    open: drawer.open,
    close: drawer.close,
  };
}

const itemCount = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/**
 * The cart's number of items alone (the header's badge): a component reading it re-renders only when the number
 * changes, not when the cart is fetched or a cart call is under way (an empty cart's answer changes nothing).
 */
export function useCartCount(): number {
  const count = useQuery({ ...cartQueryOptions(useTRPC()), select: itemCount }).data ?? 0;
  // The server never knows this browser's cart (its id is in local storage), so its HTML has no count. React
  // hydrates in slices, and the cart's answer can land between two of them: until this part is hydrated, the count
  // is the server's, or React finds a badge the server never drew (error 418) and draws the whole page again.
  return useHydrated() ? count : 0;
}
