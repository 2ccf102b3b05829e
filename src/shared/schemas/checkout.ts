import { z } from 'zod';
import { COUNTRIES, isRegionOf } from '../tax.js';
import { address2Text, phoneText } from './address-fields.js';
import { cartIdSchema, linePriceSchema } from './cart.js';
import { MAX_ID } from './catalogue.js';
import { currencyInput } from './currency.js';
import { DISCOUNT_NO_LONGER_VALID, discountLineSchema } from './discounts.js';
import { money } from './numbers.js';
import { orderSchema } from './orders.js';

/** The shipping form: the spec's messages, then the server's own rules (US/CA, a real state or province). */
/** Postal codes as each country writes them: US ZIP `12345` or `12345-6789`, Canadian `A1A 1A1`. */
const POSTAL_CODES = {
  US: { pattern: /^\d{5}(-\d{4})?$/, message: 'Please enter a valid ZIP code, like 12345 or 12345-6789' },
  CA: { pattern: /^[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d$/, message: 'Please enter a valid postal code, like A1A 1A1' },
} as const;

/** A country the shop ships to. */
export const countrySchema = z.enum(COUNTRIES, { message: 'We ship to the United States (US) and Canada (CA) only' });
const countryText = z.string({ message: 'Country is required' }).trim();
const upperCase = (s: string) => s.toUpperCase();

/** A state or province as the shopper types it (its code, checked against the country where both are known). */
export const stateSchema = z
  .string({ message: 'State/Province is required' })
  .trim()
  .min(2, 'State/Province is required')
  .max(50);

/** The shipping address's fields with the spec's messages (the checkout's with the e-mail; the address book's without). */
export const addressShape = {
  name: z.string({ message: 'Full name is required' }).trim().min(2, 'Full name is required').max(100),
  email: z
    .string({ message: 'Valid email is required' })
    .trim()
    .pipe(z.email('Valid email is required').max(254, 'Valid email is required')),
  address: z.string({ message: 'Address is required' }).trim().min(5, 'Address is required').max(200),
  /** Optional: left out (or null, as some clients send it) is none, stored as ''. */
  address2: address2Text.nullish(),
  phone: phoneText.nullish(),
  city: z.string({ message: 'City is required' }).trim().min(2, 'City is required').max(100),
  state: stateSchema.transform(upperCase),
  postalCode: z
    .string({ message: 'Postal/ZIP code is required' })
    .trim()
    .min(4, 'Postal/ZIP code is required')
    .max(12, 'Postal/ZIP code is too long'),
  country: countryText.min(2, 'Country is required').transform(upperCase).pipe(countrySchema),
};

/** The rules across fields: a state or province of the country, a postal code as that country writes it. */
export function withAddressRules<T extends z.ZodType<{ country: 'US' | 'CA'; state: string; postalCode: string }>>(
  schema: T,
): T {
  return schema
    .refine((a) => isRegionOf(a.country, a.state), {
      message: 'State/Province: please choose a state or province of the selected country',
      path: ['state'],
    })
    .refine((a) => POSTAL_CODES[a.country].pattern.test(a.postalCode), {
      error: (issue) => {
        const country = (issue.input as { country?: string }).country === 'CA' ? 'CA' : 'US';
        return POSTAL_CODES[country].message;
      },
      path: ['postalCode'],
    });
}

export const addressSchema = withAddressRules(z.object(addressShape));
export type Address = z.infer<typeof addressSchema>;

export const countryInput = z.object({
  country: countryText.transform(upperCase).pipe(countrySchema),
  state: z.string().trim().max(50).optional(),
  /** With the shopper's cart, each method's price is what it costs for that cart. */
  cartId: cartIdSchema.optional(),
  /** The currency to price in ('cad'); unset: the address's (CAD for Canada when the shop charges it). */
  currency: currencyInput.optional(),
});

export const taxInput = countryInput.extend({
  subtotal: money('subtotal', { max: 1e7 }),
  state: stateSchema,
});

export const shippingMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  estimatedDays: z.string(),
  country: countrySchema,
  /** The subtotal (dollars) from which this method ships free and this cart reaches it; null otherwise. */
  freeOver: z.number().nullable(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;

/** A shipping method by id, or (as some clients send it) by code or name: 'us-standard', 'US Standard'. */
export const shippingMethodRef = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .trim()
      .min(1)
      .max(100)
      .transform((v) => (/^\d+$/.test(v) && Number(v) <= MAX_ID ? Number(v) : v)),
  ],
  { message: 'Please choose a shipping method' },
);
export type ShippingMethodRef = z.infer<typeof shippingMethodRef>;

const ADDRESS_KEYS = [
  'name',
  'email',
  'address',
  'address2',
  'phone',
  'city',
  'state',
  'country',
  'postalCode',
] as const;

/** Accepts the documented payload and its variants: nested or flat address, `shippingMethod` as an alias. */
function normaliseStart(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const input = raw as Record<string, unknown>;
  const flat = Object.fromEntries(ADDRESS_KEYS.filter((k) => k in input).map((k) => [k, input[k]]));
  const method = input.shippingMethodId ?? input.shippingMethod;
  return {
    ...input,
    shippingAddress: input.shippingAddress ?? flat,
    shippingMethodId: typeof method === 'object' && method !== null ? (method as { id?: unknown }).id : method,
  };
}

/** The most characters of a note on an order (the shopper's at checkout, the owner's internal ones). */
export const ORDER_NOTE_MAX = 500;

/** A note's text: trimmed, at most ORDER_NOTE_MAX characters, no control characters (NUL and the like). */
export const orderNoteText = z
  .string({ message: 'note must be text' })
  .trim()
  .max(ORDER_NOTE_MAX, `note: at most ${ORDER_NOTE_MAX} characters`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .refine((v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v), 'note: contains a control character');

export const startCheckoutInput = z.preprocess(
  normaliseStart,
  z.object({
    cartId: cartIdSchema,
    shippingMethodId: shippingMethodRef,
    shippingAddress: addressSchema,
    /** The shopper's note for the shop ('Gift — please leave out the receipt'); empty: none. */
    note: orderNoteText.optional(),
    /** What the client believes the total is (dollars); a different server total is PRICE_CHANGED. */
    amount: money('amount', { max: 1e7 }).optional(),
    /** The currency to pay in ('cad'): one the shop charges (else 400 naming it); unset: the address's. */
    currency: currencyInput.optional(),
    /** "E-mail me a link to my cart": the shopper agrees to one reminder should they not pay (issue 40). */
    remindMe: z.boolean().optional(),
    /**
     * Whether the signed-in customer's store credit pays (after the gift card); unset: it does. The credit is the
     * session's user's: nobody else's can be named, and a guest has none (then it is ignored).
     */
    useStoreCredit: z.boolean({ message: 'useStoreCredit must be true or false' }).optional(),
  }),
);
export type StartCheckoutInput = z.infer<typeof startCheckoutInput>;

export const checkoutSessionSchema = z.object({
  orderId: z.number().int(),
  /**
   * Null when nothing is left for the card to pay (the gift card and store credit paid it all): the order is already paid. The domain
   * answers '' for none (`PlacedCheckout`), the wire null.
   */
  clientSecret: z.string().transform((s) => s || null),
  paymentIntentId: z.string().transform((s) => s || null),
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
  /** What the card pays: the total less what the gift card and the store credit pay. */
  amount: z.number(),
  /** What the cart's gift card pays of the total (payment, not a discount; 0: none). */
  giftCardTotal: z.number(),
  /** What the signed-in customer's store credit pays, after the gift card (0: none, not used, or a guest). */
  storeCreditTotal: z.number(),
  /** What their credit could pay of this order (used or not: the checkout offers it when above 0). */
  storeCreditAvailable: z.number(),
  /** What `amount` and every figure here are in, as the gateway spells it ('usd', 'cad'). */
  currency: z.string(),
  subtotal: z.number(),
  /** The discount that applies (one per order) and its dollars off the merchandise. */
  discount: discountLineSchema.nullable(),
  discountTotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  holdExpiresAt: z.string(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
/** The checkout as placeOrder answers it: '' for no client secret and no intent (nothing left to pay by card). */
export type PlacedCheckout = z.input<typeof checkoutSessionSchema>;

/** The shopper's checkout in progress for a cart (a reload or a second tab resumes it). */
const pendingCheckoutSchema = z.object({
  orderId: z.number().int(),
  shippingMethodId: z.number().int(),
  holdExpiresAt: z.string(),
  /** The note the shopper left (empty: none). */
  note: z.string(),
  address: z.object({
    name: z.string(),
    email: z.string(),
    address: z.string(),
    address2: z.string(),
    phone: z.string(),
    city: z.string(),
    state: z.string(),
    country: countrySchema,
    postalCode: z.string(),
  }),
});

/**
 * Where the cart's checkout stands for the shopper coming back to /checkout (a reload, the back button, a second
 * tab, a sign-in on the way): in progress (`open`, resumed with its address, method and hold), its payment being
 * confirmed at the gateway (`confirming`), or paid (`paid`: the checkout leads to the order). Null: none.
 */
export const returningCheckoutSchema = z.discriminatedUnion('state', [
  pendingCheckoutSchema.extend({ state: z.literal('open') }),
  z.object({ state: z.enum(['confirming', 'paid']), orderId: z.number().int() }),
]);
export type ReturningCheckout = z.infer<typeof returningCheckoutSchema>;

export const testCardInput = z.object({
  clientSecret: z.string().min(1, 'clientSecret is required'),
  card: z.object({
    number: z.string({ message: 'Card number is required' }).trim().min(1, 'Card number is required').max(30),
    expMonth: z.coerce.number({ message: 'Expiry month is required' }).int(),
    expYear: z.coerce.number({ message: 'Expiry year is required' }).int(),
    cvc: z.string({ message: 'CVC is required' }).trim().max(4, "Your card's security code is invalid."),
  }),
});
export type TestCardInput = z.infer<typeof testCardInput>;

/**
 * POST /api/test-gateway/confirm's answer: the intent's status (`succeeded`, `requires_payment_method`,
 * or `refunded` when an item sold out meanwhile), the card's refusal, and for the paying owner the paid
 * order in the Order shape PUT /api/orders/{id} answers.
 */
export const testCardResultSchema = z.object({
  status: z.string(),
  orderId: z.number().int().nullable(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
  order: orderSchema.optional(),
});
export type TestCardResult = z.infer<typeof testCardResultSchema>;

/**
 * A payment taken and given back at once, as the card form tells the shopper, by why: its error code and words
 * (the order's timeline and page keep the whole reason).
 */
export const REFUNDED_PAYMENT = {
  stock: { code: 'item_unavailable', message: 'An item sold out while you were paying; your payment was refunded.' },
  discount: { code: 'discount_invalid', message: `${DISCOUNT_NO_LONGER_VALID}; your payment was refunded.` },
  order: {
    code: 'order_closed',
    message: 'This order was closed before your payment arrived; your payment was refunded.',
  },
  duplicate: { code: 'already_paid', message: 'This order was already paid; this payment was refunded.' },
} as const;
export type RefundCause = keyof typeof REFUNDED_PAYMENT;

/** One tax of a region (GST, PST …) on an amount. */
const taxLineSchema = z.object({ name: z.string(), ratePercent: z.number(), amountCents: z.number().int() });

/** `GET /api/tax`: the rate and the tax on a subtotal, with its lines. */
export const taxQuoteSchema = z.object({
  taxRate: z.number(),
  taxAmount: z.number(),
  lines: z.array(taxLineSchema),
});

/** The checkout summary's totals for a cart, a shipping method and a destination, in dollars. */
export const cartQuoteSchema = z.object({
  /** The currency the figures are in ('usd', 'cad'): the one the checkout will charge. */
  currency: z.string(),
  /** Each cart line at its price in that currency. */
  lines: z.array(linePriceSchema),
  subtotal: z.number(),
  /** The discount that applies (one per order; tax is on the subtotal less it) and its dollars off. */
  discount: discountLineSchema.nullable(),
  discountTotal: z.number(),
  /** Why the cart's entered code does not apply now (a refusal, or a better discount already applied), or null. */
  discountNotice: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  taxRate: z.number(),
  taxLines: z.array(taxLineSchema),
  total: z.number(),
});

/** What the browser needs to take a card: which provider, and Stripe's publishable key. */
export const paymentConfigSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
});
