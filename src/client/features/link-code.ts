import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '../api-error';
import { useT } from '../i18n/hooks';
import discountMessages from '../i18n/messages/discount.en.json';
import { useTRPC } from '../trpc';
import { cartQueryOptions, getCartId } from './cart';
import { LINK_CODE_KEY } from './link-code-key';
import { notifySuccess } from './notify';

/** The shape of a code (letters, digits, - and _, up to 32): anything else in a link is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** Remembers the link's code, if the URL's query names one; answers the code remembered now (or null). */
export function rememberLinkCode(search: string): string | null {
  const code = new URLSearchParams(search).get('discount')?.trim();
  const valid = code && CODE_PATTERN.test(code) ? code.toUpperCase() : null;
  try {
    if (valid) localStorage.setItem(LINK_CODE_KEY, valid);
    return localStorage.getItem(LINK_CODE_KEY);
  } catch {
    // Storage blocked: the code lasts as long as the page.
    return valid;
  }
}

function forgetLinkCode(): void {
  try {
    localStorage.removeItem(LINK_CODE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/**
 * Remembers a link's code and applies it to this browser's cart once it has lines, and again whenever its lines
 * change while the code does not apply yet (a minimum not reached, no eligible item). Forgotten once applied, or
 * when the server refuses it for good (not valid, expired, used up, already used).
 */
export function LinkCode({ onDone }: { /** The code is handled: nothing left to do. */ onDone: () => void }): null {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [code] = useState(() => rememberLinkCode(window.location.search));
  const { data: lines } = useQuery(cartQueryOptions(trpc));
  const { mutateAsync } = useMutation(trpc.discounts.applyCode.mutationOptions());
  const tried = useRef<string | null>(null);
  const t = useT(discountMessages);
  const signature = lines?.map((line) => `${line.id}:${line.quantity}`).join(',') ?? '';

  useEffect(() => {
    if (!code) onDone();
    if (!code || !signature || tried.current === signature) return;
    tried.current = signature;
    const forget = () => {
      forgetLinkCode();
      onDone();
    };
    mutateAsync({ cartId: getCartId(), code }).then(
      () => {
        forget();
        notifySuccess(t('discount.linkApplied'), t('discount.linkAppliedBody', { code }));
        void queryClient.invalidateQueries({ queryKey: trpc.discounts.cartTotals.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.checkout.pathKey() });
      },
      async (error: unknown) => {
        // The refusals' words live with the zod shapes: loaded only here.
        const { DISCOUNT_REFUSALS: r } = await import('@shared/schemas/discounts');
        const final: string[] = [r.invalid, r.expired, r.usedUp, r.alreadyUsed];
        if (final.includes(serverMessage(error) ?? '')) forget();
      },
    );
  }, [code, signature, mutateAsync, queryClient, trpc, onDone, t]);
  return null;
}
