import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import type { LinePrice } from '@shared/schemas/cart';
import { type Address, addressSchema, type CheckoutSession, orderNoteText } from '@shared/schemas/checkout';
import type { DiscountLine } from '@shared/schemas/discounts';
import type { Order } from '@shared/schemas/orders';
import type { TaxLine } from '@shared/tax';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../i18n/hooks';
import checkoutMessages from '../i18n/messages/checkout.en.json';
import { useTRPC } from '../trpc';
import { cartQueryOptions, getCartId, useCart } from './cart';
import { useCartDiscount } from './discount';
import { useCartGiftCard } from './gift-card';
import { forgetKeptAddress } from './kept-address';
import { notifyFailure, notifySuccess } from './notify';
import { useCurrentUser, useSession } from './session';
import { keepAddress, keptAddress } from './typed-address';
import { useAddressBookChoice } from './use-address-book-choice';
import { useChargeCurrency } from './use-currency';
import { requestKey, type StartRequest, usePaymentSession } from './use-payment-session';
import { useShipping } from './use-shipping';

/** While a payment is being confirmed, the checkout asks again every few seconds, for about two minutes. */
const CONFIRM_POLL_MS = 3000;
const MAX_CONFIRM_POLLS = 40;

/** The shipping form's values as typed. */
export type AddressValues = z.input<typeof addressSchema>;

/** The shipping form before anything is typed (the United States chosen). */
export const EMPTY_ADDRESS: AddressValues = {
  name: '',
  email: '',
  address: '',
  address2: '',
  phone: '',
  city: '',
  state: '',
  country: 'US',
  postalCode: '',
};

/** The summary's figures; null while the server has not quoted them. */
export interface Totals {
  /** The currency every figure is in ('usd', 'cad': the quote's, the one charged); null: the shop's base (no quote yet). */
  currency: string | null;
  /** Each line at its price in that currency, as the server answered it (null: not yet). */
  lines: LinePrice[] | null;
  subtotal: number | null;
  /** The one discount that applies (null: none) and its dollars off the merchandise. */
  discount: DiscountLine | null;
  discountTotal: number;
  shipping: number | null;
  tax: number | null;
  /** Each tax by name and rate (GST and QST …), when the quote for these totals named them (null: not known). */
  taxLines: TaxLine[] | null;
  total: number | null;
  /** What the cart's gift card pays of the total (0: none), and what is left for the card (null: not known yet). */
  giftCardTotal: number;
  /** What the customer's store credit pays, after the gift card (0: none), and what it could pay (0: no credit). */
  storeCreditTotal: number;
  storeCreditAvailable: number;
  amountDue: number | null;
}

/** Where the payment step stands. */
export type PaymentStage =
  | { kind: 'details' }
  | { kind: 'blocked' }
  | { kind: 'preparing' }
  /** `code`: the server's error code (DISCOUNT_REFUSED: the cart's code can be removed to go on). */
  | { kind: 'setup-error'; message: string; code: string | null }
  | { kind: 'ready'; session: CheckoutSession; billing: Address; refreshing: boolean };

/** How a payment form reports back to the checkout. */
export interface PaymentHandlers {
  /** Stripe took the money: the server confirms the order with Stripe, then the shopper moves on. */
  onSuccess(orderId: number, paymentIntentId: string): Promise<void>;
  /** The test gateway took the money and paid the order itself (answering it, when it could): the shopper moves on. */
  onPaid(orderId: number, order?: Order): Promise<void>;
  /** The card was refused (the provider's message, if any); `retry` re-holds the items for another go. */
  onDecline(message: string | null, retry?: boolean): void;
  /** Something other than the card went wrong. */
  onUnexpected(): void;
}

/**
 * The checkout's state machine (spec §2, §4): the shipping form and method,
 * the payment session started once the shopper asks to pay (and started again,
 * after a pause, when the address, method or cart changes), a checkout in
 * progress resumed after a reload, the hold's expiry and what a payment's
 * outcome does. The screen only lays it out.
 */
export function useCheckoutSession({ payOnSamePage = false }: { payOnSamePage?: boolean } = {}) {
  const trpc = useTRPC();
  const currency = useChargeCurrency();
  const cart = useCart();
  const cartQuery = useQuery(cartQueryOptions(trpc));
  const { data: me } = useCurrentUser();
  const { user } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A guest (guest checkout on, nobody signed in) confirms through the order this browser placed.
  const confirmOrder = useMutation(trpc.orders.confirm.mutationOptions());
  const confirmGuestOrder = useMutation(trpc.orders.guestConfirm.mutationOptions());
  const completed = useRef(false);
  const t = useT(checkoutMessages);

  const form = useForm<AddressValues>({
    mode: 'controlled',
    initialValues: keptAddress(EMPTY_ADDRESS),
    validate: zod4Resolver(addressSchema, { errorPriority: 'first' }),
    validateInputOnBlur: true,
  });
  const { setFieldValue, setValues } = form;
  useEffect(() => keepAddress(form.values), [form.values]);
  const email = form.values.email;
  useEffect(() => {
    if (me?.email && !email) setFieldValue('email', me.email);
  }, [me?.email, email, setFieldValue]);

  const country = form.values.country === 'CA' ? 'CA' : 'US';
  const shipping = useShipping(country, form.values.state, cartQuery.dataUpdatedAt, cart.items.length > 0);
  const parsed = addressSchema.safeParse(form.values);
  // The shopper's optional note goes with the session's request: a changed note is stored by the next start.
  const [note, setNote] = useState('');
  const parsedNote = orderNoteText.safeParse(note);
  const noteError = parsedNote.success ? null : (parsedNote.error.issues[0]?.message ?? 'Please check the note');
  // "E-mail me a link to my cart": off for a guest, the customer's own choice in their settings once signed in.
  const [remindChoice, setRemindMe] = useState<boolean | null>(null);
  const preferences = useQuery(trpc.account.preferences.queryOptions(undefined, { enabled: user !== null }));
  const remindMe = remindChoice ?? (user !== null && preferences.data?.cartReminders === true);
  const discount = useCartDiscount();
  const applied = discount.totals?.discount;
  const giftCard = useCartGiftCard();
  // A signed-in customer's store credit pays by itself; the switch at checkout leaves it out (the session restarts).
  const [useStoreCredit, setUseStoreCredit] = useState(true);
  // A code entered, applied or removed changes the total: the payment session is started again.
  const cartSignature = [
    cart.items.map((item) => `${item.id}:${item.quantity}`).join(','),
    applied ? `${applied.code ?? applied.title}:${discount.totals?.discountTotal}:${applied.freeShipping}` : '',
    discount.totals?.enteredCode ?? '',
    giftCard.card?.last4 ?? '',
  ].join('|');
  const request: StartRequest | null =
    parsed.success && parsedNote.success && shipping.methodId !== null
      ? {
          shippingMethodId: shipping.methodId,
          address: parsed.data,
          note: parsedNote.data,
          remindMe,
          cartSignature,
          currency,
          useStoreCredit,
        }
      : null;
  const key = request ? requestKey(request) : null;
  const latestRequest = useRef(request);
  latestRequest.current = request;

  const payment = usePaymentSession();
  const { start } = payment;
  const [requested, setRequested] = useState(false);
  // Where this cart's checkout stands, asked afresh on every visit and when the tab comes back into view (a
  // second tab may have paid): in progress, being confirmed (asked again until it is paid), or paid.
  const pending = useQuery(
    trpc.checkout.pending.queryOptions(
      { cartId: getCartId() },
      {
        staleTime: 0,
        gcTime: 0,
        refetchOnWindowFocus: true,
        refetchInterval: (query) =>
          query.state.data?.state === 'confirming' && query.state.dataUpdateCount < MAX_CONFIRM_POLLS
            ? CONFIRM_POLL_MS
            : false,
      },
    ),
  );
  const resumed = useRef(false);
  const { prefer } = shipping;
  // A reload, the back button or a second tab resumes the shopper's checkout: same address, method and hold.
  useEffect(() => {
    if (pending.data?.state !== 'open' || resumed.current) return;
    resumed.current = true;
    setValues(pending.data.address);
    setNote(pending.data.note);
    prefer(pending.data.shippingMethodId);
    setRequested(true);
  }, [pending.data, setValues, prefer]);
  // Starting again found the order paid, or its payment being confirmed: ask where it stands, to lead there.
  const { refetch: refetchPending } = pending;
  const paidMeanwhile = payment.error?.code === 'CHECKOUT_PAID';
  useEffect(() => {
    if (paidMeanwhile) void refetchPending();
  }, [paidMeanwhile, refetchPending]);
  const [payError, setPayError] = useState<string | null>(null);
  const [expiredFor, setExpiredFor] = useState<string | null>(null);
  const [settledKey] = useDebouncedValue(key, 600);
  const blockedByCart = cart.hasIssues || cart.items.length === 0;

  // A one-page checkout has no "Continue to Payment": a complete address and method ask for payment.
  const detailsComplete = request !== null;
  useEffect(() => {
    if (payOnSamePage && detailsComplete && !blockedByCart) setRequested(true);
  }, [payOnSamePage, detailsComplete, blockedByCart]);

  // Once the shopper has asked to pay, a changed address or method re-creates the payment session.
  useEffect(() => {
    const current = latestRequest.current;
    if (!requested || !current || settledKey !== key || blockedByCart) return;
    if (key === payment.sessionKey || key === payment.pendingKey || key === payment.error?.key) return;
    void start(current);
  }, [requested, key, settledKey, blockedByCart, payment.sessionKey, payment.pendingKey, payment.error, start]);

  const session = payment.session && payment.sessionKey === key ? payment.session : null;
  const book = useAddressBookChoice(form, {
    signedIn: user !== null,
    resuming: pending.isPending || pending.data?.state === 'open',
    started: session !== null,
    address: request?.address ?? null,
  });
  // Paid whole by the gift card and store credit (no client secret): the order is already paid, nothing is asked of a card.
  const paidByBalance =
    session !== null && session.clientSecret === null && !completed.current ? session.orderId : null;
  useEffect(() => {
    if (paidByBalance !== null) void handlers.onPaid(paidByBalance);
  });
  const quote = shipping.quote;
  const totals: Totals = session
    ? {
        currency: session.currency,
        lines: quote?.currency === session.currency ? quote.lines : null,
        subtotal: session.subtotal,
        discount: session.discount,
        discountTotal: session.discountTotal,
        shipping: session.shipping,
        tax: session.tax,
        // The quote's breakdown where it is the session's own tax (same currency, same amount).
        taxLines: quote?.currency === session.currency && quote.tax === session.tax ? quote.taxLines : null,
        total: session.total,
        giftCardTotal: session.giftCardTotal,
        storeCreditTotal: session.storeCreditTotal,
        storeCreditAvailable: session.storeCreditAvailable,
        amountDue: session.amount,
      }
    : {
        // Before a quote, the cart's totals (in the shopper's currency), else the cart's own base prices.
        currency: quote?.currency ?? discount.totals?.currency ?? null,
        lines: quote ? quote.lines : (discount.totals?.lines ?? null),
        subtotal: quote?.subtotal ?? discount.totals?.subtotal ?? cart.subtotal,
        discount: quote ? quote.discount : (applied ?? null),
        discountTotal: quote ? quote.discountTotal : (discount.totals?.discountTotal ?? 0),
        shipping: quote?.shipping ?? null,
        tax: quote?.tax ?? null,
        taxLines: quote?.taxLines ?? null,
        total: quote?.total ?? null,
        giftCardTotal: 0,
        storeCreditTotal: 0,
        storeCreditAvailable: 0,
        amountDue: null,
      };

  const restart = () => {
    setExpiredFor(null);
    if (latestRequest.current) void start(latestRequest.current);
  };

  /** The order is paid: thank the shopper and show it. */
  const complete = async (orderId: number) => {
    completed.current = true;
    forgetKeptAddress();
    notifySuccess(t('checkout.toast.placed'), t('checkout.toast.thanks'));
    await navigate({ to: '/order-success', search: { order: orderId } });
    void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.checkout.pending.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() });
  };

  const handlers: PaymentHandlers = {
    onSuccess: async (orderId, paymentIntentId) => {
      setPayError(null);
      // The gateway is asked again by the server; if it cannot answer now the webhook finishes the order.
      const confirm = user ? confirmOrder : confirmGuestOrder;
      await confirm.mutateAsync({ id: orderId, paymentIntentId }).catch(() => undefined);
      await complete(orderId);
    },
    onPaid: async (orderId, order) => {
      setPayError(null);
      const orderKey = user ? trpc.orders.get.queryKey({ id: orderId }) : trpc.orders.guest.queryKey({ id: orderId });
      if (order) queryClient.setQueryData(orderKey, order);
      await complete(orderId);
    },
    onDecline: (message, retry = true) => {
      setPayError(message ?? t('checkout.toast.payError'));
      notifyFailure(null, t('checkout.toast.pleaseTryAgain'), t('checkout.toast.paymentFailed'));
      if (retry) restart();
      else void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
    },
    onUnexpected: () => {
      const unexpected = t('checkout.toast.unexpected');
      setPayError(unexpected);
      notifyFailure(null, unexpected, t('checkout.toast.checkoutError'));
      restart();
    },
  };

  let stage: PaymentStage;
  if (!requested || !request) stage = { kind: 'details' };
  else if (blockedByCart) stage = { kind: 'blocked' };
  else if (paidMeanwhile && pending.isFetching) stage = { kind: 'preparing' };
  else if (payment.error && payment.error.key === key) {
    stage = { kind: 'setup-error', message: payment.error.message, code: payment.error.code };
  } else if (session && request)
    stage = { kind: 'ready', session, billing: request.address, refreshing: payment.pendingKey !== null };
  else stage = { kind: 'preparing' };

  /** The shopper asks to pay (the details are validated by the caller). */
  const continueToPayment = () => {
    setRequested(true);
    setPayError(null);
    // Back to an earlier step and forward again: the session (and its hold) already there is kept.
    if (key === payment.sessionKey || key === payment.pendingKey) return;
    if (latestRequest.current && !blockedByCart) void start(latestRequest.current);
  };

  return {
    cart,
    cartQuery,
    /**
     * Where this cart's checkout stood when last asked (null: no checkout to return to); `settling` while the
     * answer is being asked afresh, so an emptied cart waits for it before leaving checkout.
     */
    returning: { checkout: pending.data ?? null, settling: pending.isPending || pending.isFetching },
    /** The cart's discount: the code field's state and calls. */
    discount,
    /** The cart's gift card: the field's state and calls. */
    giftCard,
    /** Whether the customer's store credit pays (the summary's switch, shown when there is credit to use). */
    storeCredit: { use: useStoreCredit, set: setUseStoreCredit },
    form,
    /** The shopper's note for the shop, as typed, and why it cannot be sent (null: it can). */
    note: { value: note, set: setNote, error: noteError },
    /** The signed-in customer's saved addresses: the one chosen, "New address", saving a new one. */
    book,
    /** "E-mail me a link to my cart" (issue 40): ticked or not. */
    remindMe: { value: remindMe, set: setRemindMe },
    shipping,
    totals,
    stage,
    handlers,
    payError,
    requested,
    /** The address and method as the payment session is started for (null while incomplete). */
    request,
    blockedByCart,
    /** Nobody is signed in: the shopper checks out as a guest (the guestCheckout setting is on). */
    guest: user === null,
    /** The shopper has paid: an emptied cart is no reason to leave. */
    completed: completed.current,
    expired: expiredFor !== null && expiredFor === payment.sessionKey,
    onExpire: () => setExpiredFor(payment.sessionKey),
    restart,
    /** The cart's refused code goes; the checkout is re-priced without it and goes on (the signature changed). */
    removeCode: () => {
      setPayError(null);
      void discount.remove();
    },
    continueToPayment,
  };
}

/** Everything the checkout screen lays out. */
export type CheckoutState = ReturnType<typeof useCheckoutSession>;
