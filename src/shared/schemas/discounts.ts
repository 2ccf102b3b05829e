import { z } from 'zod';
import { isWholeCents } from '../money.js';
import { translationsInput, translationsSchema } from '../translations.js';
import { cartIdSchema, linePriceSchema } from './cart.js';
import { idParam } from './catalogue.js';
import { currencyInput } from './currency.js';
import { money } from './numbers.js';
import { updateInput } from './update-input.js';

/** Percentage off the eligible merchandise, dollars off it, or the chosen shipping method free. */
const discountTypeSchema = z.enum(['percentage', 'fixed_amount', 'free_shipping'], {
  message: 'type must be percentage, fixed_amount or free_shipping',
});
export type DiscountType = z.infer<typeof discountTypeSchema>;

/** Where a discount stands now (in this order of precedence: disabled, used up, expired, scheduled, active). */
const discountStatusSchema = z.enum(['active', 'scheduled', 'expired', 'used_up', 'disabled']);
export type DiscountStatus = z.infer<typeof discountStatusSchema>;

export const DISCOUNT_STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  disabled: 'Disabled',
};

/** The shopper's refusals, word for word (the server answers them; the storefront shows them as they are). */
export const DISCOUNT_REFUSALS = {
  invalid: 'This code is not valid.',
  expired: 'This code has expired.',
  usedUp: 'This code has reached its usage limit.',
  alreadyUsed: 'You have already used this code.',
  notApplicable: 'This code does not apply to the items in your cart.',
} as const;

/** The start of the reason a payment is refunded when its order's code stopped applying before it arrived. */
export const DISCOUNT_NO_LONGER_VALID = 'This code is no longer valid';

/**
 * A code with a usage limit that another unpaid checkout from the same browser, network or e-mail address holds
 * (409): one shopper holds at most one use of a code at a time.
 */
export function heldElsewhereRefusal(minutes: number): string {
  return `This code is already reserved by another unpaid checkout from this browser, network or e-mail address. Complete that checkout, or try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** "Spend $50.00 or more to use this code." */
export function minimumRefusal(minimumSubtotal: number): string {
  return `Spend $${minimumSubtotal.toFixed(2)} or more to use this code.`;
}

/** The owner's answer when a used discount is deleted. */
export const DISCOUNT_IN_USE = 'This discount has been used and cannot be deleted. Disable it instead.';

export const DISCOUNT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const CODE_MESSAGE = 'Code: 1 to 32 letters, digits, - or _';

const codeField = z.string({ message: CODE_MESSAGE }).trim().regex(DISCOUNT_CODE_PATTERN, CODE_MESSAGE);
const idList = z.array(z.coerce.number().int().positive(), { message: 'must be a list of ids' }).max(200);
const moment = z.iso.datetime({ offset: true, message: 'must be a date and time (ISO 8601)' });

/** Which lines a code applies to: products of these categories or collections, and/or paintings. */
export const appliesToSchema = z.object({
  categoryIds: idList.default([]),
  collectionIds: idList.default([]),
  paintings: z.boolean().default(false),
});
export type AppliesTo = z.infer<typeof appliesToSchema>;

/** The fields of a discount as the owner writes them (create; an update sends any of them). */
const discountFields = z.object({
  code: codeField.nullish(),
  title: z.string().trim().max(100, 'Title: at most 100 characters').nullish(),
  automatic: z.boolean().optional(),
  type: discountTypeSchema,
  /** percentage: 1–100 (whole percent); fixed_amount: dollars; free_shipping: ignored. */
  value: z.number({ message: 'value must be a number' }).min(0, 'value must not be negative').max(1_000_000).optional(),
  minimumSubtotal: money('minimumSubtotal').nullish(),
  startsAt: moment.nullish(),
  endsAt: moment.nullish(),
  usageLimit: z.number().int('usageLimit must be a whole number').min(1, 'usageLimit must be at least 1').nullish(),
  oncePerCustomer: z.boolean().optional(),
  appliesTo: appliesToSchema.nullish(),
  /** The title in the shop's other languages, as shoppers read it: `{ fr: { title: '…' } }` (shared/translations.ts). */
  translations: translationsInput('discount'),
});
export type DiscountFields = z.infer<typeof discountFields>;

/**
 * The rules a whole discount obeys (create, and an update merged over the stored one): a code or a title
 * (automatic), a value that fits its type, an end after its start, restrictions only for codes.
 */
export function discountProblems(d: DiscountFields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const automatic = d.automatic ?? !d.code;
  if (automatic && d.code) problems.push({ path: 'code', message: 'An automatic discount has no code' });
  if (automatic && !d.title) problems.push({ path: 'title', message: 'An automatic discount needs a title' });
  if (!automatic && !d.code) problems.push({ path: 'code', message: 'A discount code is required' });
  if (automatic && d.appliesTo) {
    problems.push({
      path: 'appliesTo',
      message: 'Only codes can be restricted to categories, collections or paintings',
    });
  }
  const v = d.value;
  if (d.type === 'percentage' && (v === undefined || !Number.isInteger(v) || v < 1 || v > 100)) {
    problems.push({ path: 'value', message: 'A percentage is a whole number from 1 to 100' });
  }
  if (d.type === 'fixed_amount' && (v === undefined || v <= 0 || !isWholeCents(v))) {
    problems.push({ path: 'value', message: 'A fixed amount is more than $0, in whole cents' });
  }
  if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt)) {
    problems.push({ path: 'endsAt', message: 'endsAt must be after startsAt' });
  }
  return problems;
}

function refineDiscount(d: DiscountFields, ctx: z.RefinementCtx) {
  for (const p of discountProblems(d)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
}

/** POST /api/discounts. */
export const createDiscountInput = discountFields.superRefine(refineDiscount);
export type CreateDiscountInput = z.infer<typeof createDiscountInput>;

/** PUT /api/discounts/{id}: any of the fields (merged over the stored discount and checked whole), or `disabled`. */
export const updateDiscountInput = updateInput(discountFields).extend({ disabled: z.boolean().optional() });
export type UpdateDiscountInput = z.infer<typeof updateDiscountInput>;

export const discountIdInput = z.object({ id: idParam });

/** A discount as the owner sees it: its fields, how often it was used, the uses held now and the revenue. */
export const discountSchema = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  title: z.string(),
  automatic: z.boolean(),
  type: discountTypeSchema,
  value: z.number(),
  minimumSubtotal: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  oncePerCustomer: z.boolean(),
  appliesTo: z
    .object({
      categoryIds: z.array(z.number().int()),
      collectionIds: z.array(z.number().int()),
      paintings: z.boolean(),
    })
    .nullable(),
  disabled: z.boolean(),
  status: discountStatusSchema,
  timesUsed: z.number().int(),
  /** Uses unpaid checkouts hold now (each until its order is paid or its hold runs out). */
  timesHeld: z.number().int(),
  /** Dollars: the totals of the paid orders that used it. */
  revenue: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The title's translations, by language (`{}` when none). */
  translations: translationsSchema,
});
export type Discount = z.infer<typeof discountSchema>;

/** POST /api/cart/{cartId}/discount. */
export const applyDiscountInput = z.object({
  cartId: cartIdSchema,
  /** Anything but a code of up to 64 characters reads as none: refused as not valid, by its key, by the server. */
  code: z.string().trim().max(64).catch(''),
  /** The shopper's currency ('cad'): the cart is judged in it (a minimum, a fixed amount off); none: the base. */
  currency: currencyInput.optional(),
});

/** DELETE /api/cart/{cartId}/discount. */
export const cartDiscountInput = z.object({ cartId: cartIdSchema });

/** GET /api/cart/{cartId}/totals: in the shopper's currency ('cad', one the shop charges; none: the base). */
export const cartTotalsInput = cartDiscountInput.extend({ currency: currencyInput.optional() });

/** The answer to an applied code: dollars off the merchandise (0 for free shipping) and whether shipping is free. */
export const appliedDiscountSchema = z.object({
  code: z.string(),
  type: discountTypeSchema,
  amountOff: z.number(),
  freeShipping: z.boolean(),
});
export type AppliedDiscount = z.infer<typeof appliedDiscountSchema>;

/** The discount line of a cart, a checkout summary or a session: the code (null when automatic) or its title. */
export const discountLineSchema = z.object({
  code: z.string().nullable(),
  title: z.string(),
  automatic: z.boolean(),
  type: discountTypeSchema,
  /** Dollars off the merchandise (0 for free shipping). */
  amountOff: z.number(),
  freeShipping: z.boolean(),
});
export type DiscountLine = z.infer<typeof discountLineSchema>;

/**
 * The cart drawer's totals: the merchandise subtotal, the discount that applies (the best automatic one, or the
 * entered code when it saves more), the subtotal after it, and why the entered code does not apply (or null).
 */
export const cartTotalsSchema = z.object({
  /** What every amount here is in ('usd', 'cad'): the currency asked for. */
  currency: z.string(),
  /** Each line that can be bought, at its price in that currency. */
  lines: z.array(linePriceSchema),
  subtotal: z.number(),
  discount: discountLineSchema.nullable(),
  discountTotal: z.number(),
  total: z.number(),
  /** The entered code, when one is remembered for this cart. */
  enteredCode: z.string().nullable(),
  /** Why the entered code is not what applies now (a refusal, or a better discount already applied). */
  notice: z.string().nullable(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;
