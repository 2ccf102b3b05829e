import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../api-error';
import { useTRPC } from '../trpc';
import { cartQueryOptions, getCartId } from './cart';
import { notifySuccess } from './notify';

/**
 * A discount code that came in a link (`/?discount=SPRING10`), remembered by this browser until its cart takes it.
 * Kept tiny: it runs on every storefront page, inside the first load.
 */
const KEY = 'discountCode';
/** The shape of a code (letters, digits, - and _, up to 32): anything else in the link is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Remembers the link's code, if the URL's query names one; answers the code remembered now (or null). */
export function rememberLinkCode(search: string): string | null {
  const code = new URLSearchParams(search).get('discount')?.trim();
  try {
    if (code && CODE_PATTERN.test(code)) localStorage.setItem(KEY, code.toUpperCase());
    return localStorage.getItem(KEY);
  } catch {
    // Storage blocked: the code lasts as long as the page.
    return code && CODE_PATTERN.test(code) ? code.toUpperCase() : null;
  }
}

/** The cart took the code, or the server refused it for good: forget it. */
export function forgetLinkCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Applies the link's remembered code to this browser's cart once it has lines, and again whenever its lines
 * change while the code does not apply yet (a minimum not reached, no eligible item). Forgotten once applied,
 * or when the server refuses it for good (not valid, expired, used up, already used).
 */
export function useLinkDiscount(): void {
  const trpc = useTRPC();
  const { data: lines } = useQuery(cartQueryOptions(trpc));
  const queryClient = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const { mutateAsync } = useMutation(trpc.discounts.applyCode.mutationOptions());
  const tried = useRef<string | null>(null);
  useEffect(() => setCode(rememberLinkCode(window.location.search)), []);
  const signature = lines?.map((line) => `${line.id}:${line.quantity}`).join(',') ?? '';

  useEffect(() => {
    if (!code || !signature || tried.current === signature) return;
    tried.current = signature;
    const done = () => {
      forgetLinkCode();
      setCode(null);
    };
    mutateAsync({ cartId: getCartId(), code }).then(
      () => {
        done();
        notifySuccess('Discount applied', `${code} is applied to your cart.`);
        void queryClient.invalidateQueries({ queryKey: trpc.discounts.cartTotals.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.checkout.pathKey() });
      },
      async (error: unknown) => {
        // The refusals' words live with the zod shapes: loaded only here, off the first load.
        const { DISCOUNT_REFUSALS: r } = await import('@shared/schemas/discounts');
        const final: string[] = [r.invalid, r.expired, r.usedUp, r.alreadyUsed];
        if (final.includes(serverMessage(error) ?? '')) done();
      },
    );
  }, [code, signature, mutateAsync, queryClient, trpc]);
}

/** Mounts the link's discount code handling (inside the cart's provider, once). */
export function LinkDiscount(): null {
  useLinkDiscount();
  return null;
}
