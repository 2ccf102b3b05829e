import { z } from 'zod';
import { idParam } from './catalogue.js';
import { quantity } from './numbers.js';

/** Returns and exchanges (issue 41, item 1): the shapes both transports and the screens share. */

const RETURN_REASONS = ['too_small', 'too_big', 'not_as_pictured', 'damaged', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
const RETURN_RESOLUTIONS = ['refund', 'credit', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];
/** requested → approved → received → closed, or declined (from requested or approved). */
const RETURN_STATUSES = ['requested', 'approved', 'declined', 'received', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field}: at most ${max} characters`);

const variantPart = (field: string) => text(field, 40);

/**
 * POST /api/orders/{id}/returns: the lines and quantities sent back, why, and what the shopper wants. An exchange
 * names, for each line, the size and colour wanted instead (same product, any price: the difference is paid or
 * given back). `token`: a guest's order link.
 */
export const createReturnInput = z
  .object({
    id: idParam,
    token: text('token', 100).min(1, 'token is required').optional(),
    lines: z
      .array(z.object({ orderItemId: idParam, quantity: quantity('quantity', { min: 1, max: 100 }) }).strict(), {
        message: 'lines must be a list',
      })
      .min(1, 'Choose at least one item to return')
      .max(50),
    reason: z.enum(RETURN_REASONS, { message: `reason must be one of ${RETURN_REASONS.join(', ')}` }),
    reasonText: text('reasonText', 500).optional(),
    resolution: z.enum(RETURN_RESOLUTIONS, { message: "resolution must be 'refund', 'credit' or 'exchange'" }),
    exchange: z
      .array(z.object({ orderItemId: idParam, size: variantPart('size'), color: variantPart('color') }).strict())
      .max(50)
      .optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const ids = v.lines.map((l) => l.orderItemId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Name each item once' });
    }
    if (v.resolution !== 'exchange') {
      if (v.exchange?.length) {
        ctx.addIssue({ code: 'custom', path: ['exchange'], message: 'exchange is only for an exchange' });
      }
      return;
    }
    const wanted = new Set((v.exchange ?? []).map((e) => e.orderItemId));
    if (wanted.size !== (v.exchange ?? []).length || ids.some((id) => !wanted.has(id)) || wanted.size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['exchange'],
        message: 'An exchange names the size and colour wanted for each returned item',
      });
    }
  });
export type CreateReturnInput = z.infer<typeof createReturnInput>;

/** GET /api/orders/{id}/returns (a guest: `?token=`). */
export const orderReturnsInput = z.object({ id: idParam, token: text('token', 100).min(1).optional() });
export type OrderReturnsInput = z.infer<typeof orderReturnsInput>;

const returnLineSchema = z.object({
  orderItemId: z.number(),
  name: z.string(),
  size: z.string(),
  color: z.string(),
  quantity: z.number(),
  exchangeSize: z.string().nullable(),
  exchangeColor: z.string().nullable(),
  restocked: z.boolean().nullable(),
});

export const returnSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  reasonText: z.string(),
  resolution: z.enum(RETURN_RESOLUTIONS),
  note: z.string(),
  lines: z.array(returnLineSchema),
  /** The refund a received refund return made (amount in the order's currency), the credit issued, the exchange's order. */
  refund: z.object({ id: z.number(), amount: z.number(), status: z.string() }).nullable(),
  credit: z.number(),
  exchangeOrderId: z.number().nullable(),
  /**
   * An exchange's price difference (the order's currency, dollars): + the shopper pays it (the exchange's order
   * total), − it is given back at receipt (store credit for an account, else a refund); 0 the same price or no exchange.
   */
  priceDifference: z.number(),
  /** What the exchange's order still waits for before it ships: its difference paid, or the items received. */
  exchangeWaitingFor: z.enum(['payment', 'return']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Return = z.infer<typeof returnSchema>;

/** What of an order may still be returned: the window, and per line how many and which variants to exchange for. */
const returnableSchema = z.object({
  /** Open: inside the window, from a shipped or delivered order. */
  open: z.boolean(),
  /** Why not, when closed: 'not_shipped' | 'window_closed'. */
  closedBecause: z.enum(['not_shipped', 'window_closed']).nullable(),
  /** The window's last moment, and what it counts from (the delivery, else the shipping when no delivery is recorded). */
  until: z.string().nullable(),
  from: z.enum(['delivered', 'shipped']).nullable(),
  windowDays: z.number(),
  /** Store credit is offered to a signed-in customer only. */
  creditOffered: z.boolean(),
  /** The order's currency ('usd', 'cad'): the exchange options' price differences are in it. */
  currency: z.string(),
  lines: z.array(
    z.object({
      orderItemId: z.number(),
      name: z.string(),
      size: z.string(),
      color: z.string(),
      returnable: z.number(),
      /** Why it cannot be returned at all: an original or a final-sale item. */
      excluded: z.enum(['original', 'final_sale']).nullable(),
      /**
       * Other sizes and colours of the same product, on sale and in stock, each with the price difference of one unit
       * as the server computes it (the order's currency, dollars: + to pay, − given back, 0 the same price).
       */
      exchangeOptions: z.array(z.object({ size: z.string(), color: z.string(), priceDifference: z.number() })),
    }),
  ),
});
export type Returnable = z.infer<typeof returnableSchema>;

export const orderReturnsSchema = z.object({ returns: z.array(returnSchema), returnable: returnableSchema });
export type OrderReturns = z.infer<typeof orderReturnsSchema>;

/** The owner's list (GET /api/admin/returns?status=&orderId=): by status, or one order's. */
export const adminReturnsInput = z
  .object({ status: z.enum(RETURN_STATUSES).optional(), orderId: idParam.optional() })
  .default({});
export const adminReturnSchema = returnSchema.extend({ email: z.string(), customer: z.string() });
export type AdminReturn = z.infer<typeof adminReturnSchema>;

/** POST /api/admin/returns/{id}/approve|decline `{note?}`: the note is mailed (approve: the return instructions). */
export const returnNoteInput = z.object({ id: idParam, note: text('note', 2000).optional() });
export type ReturnNoteInput = z.infer<typeof returnNoteInput>;

/**
 * POST /api/admin/returns/{id}/receive `{lines?: [{orderItemId, restock}]}`: the items came back; each line put back
 * on the shelf or not (all restocked when omitted). The refund, credit or exchange is made at that moment.
 */
export const receiveReturnInput = z.object({
  id: idParam,
  lines: z
    .array(z.object({ orderItemId: idParam, restock: z.boolean({ message: 'restock must be true or false' }) }))
    .max(50)
    .optional(),
});
export type ReceiveReturnInput = z.infer<typeof receiveReturnInput>;
