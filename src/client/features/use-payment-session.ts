import type { Address, CheckoutSession } from '@shared/schemas/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { errorCode, serverMessage } from '../api-error';
import { useT } from '../i18n/hooks';
import checkoutMessages from '../i18n/messages/checkout.en.json';
import { useTRPC } from '../trpc';
import { getCartId } from './cart';

/** What a payment session is started for; a change of any part re-creates it. */
export interface StartRequest {
  shippingMethodId: number;
  address: Address;
  /** The shopper's note for the shop (trimmed; empty: none), stored with the order. */
  note: string;
  /** "E-mail me a link to my cart": one reminder should the shopper not pay (issue 40). */
  remindMe: boolean;
  /** The cart's lines and quantities: a changed cart needs new holds and a new total. */
  cartSignature: string;
  /** The shopper's currency ('cad'): what the quote is in and what the payment is taken in. */
  currency: string;
  /** Whether the signed-in customer's store credit pays (the checkout's switch; the server ignores it for a guest). */
  useStoreCredit: boolean;
}

export function requestKey(request: StartRequest): string {
  return JSON.stringify([
    request.shippingMethodId,
    request.address,
    request.note,
    request.remindMe,
    request.cartSignature,
    request.currency,
    request.useStoreCredit,
  ]);
}

/** Errors whose server text tells the shopper what to fix (sold, stock, input, too many attempts, a refused code). */
const EXPLAINED = new Set([
  'PAINTING_SOLD',
  'OUT_OF_STOCK',
  'CONFLICT',
  'BAD_REQUEST',
  'RATE_LIMITED',
  'CART_EMPTY',
  'DISCOUNT_REFUSED',
  'CHECKOUT_PAID',
]);
/** Errors after which the cart is read again: a line changed, or the cart was emptied by a payment. */
const CART_CHANGED = new Set(['PAINTING_SOLD', 'OUT_OF_STOCK', 'CONFLICT', 'CART_EMPTY']);

export interface PaymentSessionState {
  /** The current payment session and what it was started for. */
  session: CheckoutSession | null;
  sessionKey: string | null;
  /** The key being started right now, if any. */
  pendingKey: string | null;
  /** Why the last start failed (the server's error code, if it answered), with the key it failed for. */
  error: { key: string; message: string; code: string | null } | null;
  start(request: StartRequest): Promise<void>;
  reset(): void;
}

/**
 * Starts (and re-starts) checkout on the server: it reprices the cart, holds
 * the items and answers the payment intent. The client's total goes along; a
 * PRICE_CHANGED answer re-reads the quote and tries once more. Only the latest
 * start's answer is kept.
 */
export function usePaymentSession(): PaymentSessionState {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const startMutation = useMutation(trpc.checkout.start.mutationOptions());
  const [session, setSession] = useState<{ key: string; data: CheckoutSession } | null>(null);
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [error, setError] = useState<PaymentSessionState['error']>(null);
  const latest = useRef(0);
  const t = useT(checkoutMessages);
  const { mutateAsync } = startMutation;

  const start = useCallback(
    async (request: StartRequest) => {
      const ticket = ++latest.current;
      const key = requestKey(request);
      const cartId = getCartId();
      const quoteOptions = trpc.checkout.quote.queryOptions({
        cartId,
        shippingMethodId: request.shippingMethodId,
        country: request.address.country,
        state: request.address.state,
        currency: request.currency,
      });
      const readQuote = async (fresh: boolean) => {
        if (fresh) await queryClient.invalidateQueries({ queryKey: quoteOptions.queryKey });
        return queryClient.fetchQuery(quoteOptions).catch(() => undefined);
      };
      // The total and currency the shopper was shown: the server charges that currency (CAD for Canada where the
      // shop charges it) and refuses a total that differs (PRICE_CHANGED). No quote: the shopper's currency, and the server prices it.
      const attempt = async (quote: { total: number; currency: string } | undefined) =>
        mutateAsync({
          cartId,
          shippingMethodId: request.shippingMethodId,
          shippingAddress: request.address,
          note: request.note,
          remindMe: request.remindMe,
          amount: quote?.total,
          currency: quote?.currency ?? request.currency,
          useStoreCredit: request.useStoreCredit,
        });

      setPendingKey(key);
      setError(null);
      try {
        let data: CheckoutSession;
        try {
          data = await attempt(await readQuote(false));
        } catch (first) {
          if (errorCode(first) !== 'PRICE_CHANGED') throw first;
          await queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
          data = await attempt(await readQuote(true));
        }
        if (ticket !== latest.current) return;
        setSession({ key, data });
      } catch (failure) {
        if (ticket !== latest.current) return;
        const code = errorCode(failure);
        if (code && CART_CHANGED.has(code)) void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
        const setupError = t('checkout.setupError');
        const message = code && EXPLAINED.has(code) ? (serverMessage(failure) ?? setupError) : setupError;
        setSession(null);
        setError({ key, message, code });
      } finally {
        if (ticket === latest.current) setPendingKey(null);
      }
    },
    [mutateAsync, queryClient, trpc, t],
  );

  const reset = useCallback(() => {
    latest.current++;
    setSession(null);
    setPendingKey(null);
    setError(null);
  }, []);

  return { session: session?.data ?? null, sessionKey: session?.key ?? null, pendingKey, error, start, reset };
}
