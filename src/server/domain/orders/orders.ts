import type { ExpressionBuilder } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import { MONEY_TAKEN } from '../../../shared/order-statuses.js';
import {
  type AttachOrderInput,
  articleCount,
  ORDER_LOOKUP_NOT_FOUND,
  type Order,
  type TrackOrderInput,
} from '../../../shared/schemas/orders.js';
import { trackingUrl } from '../../../shared/tracking.js';
import { variantLabel } from '../../../shared/variant-label.js';
import { type Reader, runFlow } from '../../db/flow.js';
import type { Database } from '../../db/schema.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { editionOfLine } from '../catalogue/editions.js';
import { certificateLinks } from '../certificates/access.js';
import { refundableUnits, unitsInReturns } from '../refunds/refundable.js';
import { itemNamer, type Localized } from '../translations.js';
import { loadOrderEvents } from './order-events.js';

const ORDER_COLUMNS = [
  'id',
  'certificate_name',
  'user_id',
  'status',
  'status_reason',
  'email',
  'name',
  'address',
  'address2',
  'phone',
  'city',
  'state',
  'country',
  'postal_code',
  'shipping_method_name',
  'currency',
  'subtotal_cents',
  'shipping_cents',
  'tax_cents',
  'total_cents',
  'tax_lines',
  'tracking_number',
  'carrier',
  'tracking_page',
  'created_at',
  'paid_at',
  'discount_code',
  'discount_cents',
  'note',
] as const;

type OrderEb = ExpressionBuilder<Database & { o: Database['order'] }, 'o'>;

/**
 * Orders that took money at some point (paid, or paid and refunded): a shopper's history and the owner's
 * order list. A checkout stopped before paying (replaced, abandoned, cancelled) is not an order of theirs.
 * The shop's one definition of a sale: the dashboard, the sales report and its exports, the best sellers and the
 * orders list count these (a payment in MONEY_TAKEN, `shared/order-statuses.ts`), each less what was given back
 * (`saleRefunds`, refunded units); a sale is on the day it was paid (`soldAt`).
 */
export function tookMoney(eb: OrderEb) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('payment as tm')
        .select('tm.id')
        .whereRef('tm.order_id', '=', 'o.id')
        .where('tm.status', 'in', MONEY_TAKEN),
    ),
    // Paid whole by a gift card and store credit (issue 41): sold with no payment at the gateway.
    eb.and([
      eb('o.paid_at', 'is not', null),
      eb('o.total_cents', '>', 0),
      eb(eb('o.gift_card_cents', '+', eb.ref('o.store_credit_cents')), '=', eb.ref('o.total_cents')),
    ]),
    // A draft order the owner marked paid (cash, e-transfer, card terminal; issue 42): no payment at the gateway.
    eb.and([eb('o.paid_at', 'is not', null), eb('o.payment_method', 'is not', null)]),
  ]);
}

/**
 * What was given back of an order's own money, in cents: refunds the gateway confirmed (the refund of a second
 * payment of a paid order is not money taken off it). One expression for the order, the list and the dashboard;
 * `part`: only that part of each refund as it recorded it (its tax, its shipping).
 */
export function refundedCents(eb: OrderEb, part: 'amount_cents' | 'tax_cents' | 'shipping_cents' = 'amount_cents') {
  return eb
    .selectFrom('refund as rf')
    .select((e) => e.fn.coalesce(e.fn.sum<number>(`rf.${part}`), e.val(0)).as('cents'))
    .whereRef('rf.order_id', '=', 'o.id')
    .where('rf.status', '=', 'succeeded')
    .where('rf.duplicate', '=', 0);
}

/**
 * When a sale was made: when it was paid (an order the shop refunded without selling it never was: when its
 * checkout started). Every sales figure takes a sale's day and month from this.
 */
export function soldAt(eb: OrderEb) {
  return eb.fn.coalesce('o.paid_at', 'o.created_at');
}

/** Sold at or after `start` (and before `end`), written so the `order_paid` index serves the paid ones. */
export function soldWithin(eb: OrderEb, start: string | undefined, end?: string) {
  const range = (column: 'o.paid_at' | 'o.created_at') =>
    eb.and([...(start ? [eb(column, '>=', start)] : []), ...(end ? [eb(column, '<', end)] : [])]);
  if (!start && !end) return eb.and([]);
  return eb.or([range('o.paid_at'), eb.and([eb('o.paid_at', 'is', null), range('o.created_at')])]);
}

/**
 * The refunds of sales, each on the day the gateway confirmed it (`settled_at`: a December refund of a November
 * sale is December's), with its order as `o`: what every sales figure takes off. A second payment's refund gives
 * back no money of the order.
 */
export function saleRefunds(db: Reader, range: { start?: string; end?: string } = {}) {
  let query = db
    .selectFrom('refund as r')
    .innerJoin('order as o', 'o.id', 'r.order_id')
    .where('r.status', '=', 'succeeded')
    .where('r.duplicate', '=', 0)
    .where('r.settled_at', 'is not', null)
    .where((eb) => tookMoney(eb));
  if (range.start) query = query.where('r.settled_at', '>=', range.start);
  if (range.end) query = query.where('r.settled_at', '<', range.end);
  return query;
}

const taxLines = z.array(z.object({ name: z.string(), ratePercent: z.number(), amountCents: z.number() }));

/**
 * Orders with their lines, mapped to the API shape.
 * `mailDelivery`: whether the shop sends mail (SMTP_URL set); without it a queued confirmation is only kept in
 * the outbox, so no order claims one is on its way.
 */
export async function loadOrders(
  deps: Pick<Deps, 'db'> & Localized,
  ids: number[],
  mailDelivery = false,
): Promise<Order[]> {
  const { db } = deps;
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('order as o')
    .select(ORDER_COLUMNS)
    .select((eb) => refundedCents(eb).as('refunded_cents'))
    .where('o.id', 'in', ids)
    .orderBy('o.id', 'desc')
    .execute();
  const items = await db
    .selectFrom('order_item')
    .select([
      'id',
      'order_id',
      'item_type',
      'product_id',
      'painting_id',
      'name',
      'image_url',
      'size',
      'color',
      'variant_id',
      'unit_price_cents',
      'quantity',
      'edition_number',
      'edition_total',
      'refunded_quantity',
      'discount_cents',
    ])
    .where('order_id', 'in', ids)
    .orderBy('id')
    .execute();
  const events = await loadOrderEvents(deps, ids);
  const returned = await unitsInReturns(deps, ids);
  // An exchange's order (issue 41) says which order it replaces.
  const exchanges = await db
    .selectFrom('return_request')
    .select(['order_id', 'exchange_order_id'])
    .where('exchange_order_id', 'in', ids)
    .execute();
  const certificates = await certificateLinks(db, items);
  const confirmed = mailDelivery
    ? await db
        .selectFrom('mail_message')
        .select('order_id')
        .where('order_id', 'in', ids)
        .where('kind', '=', 'order_confirmation')
        .execute()
    : [];
  // A line keeps the English name stored at checkout (the owner's record); a reader in French gets the item's
  // French name as the owner translated it (docs/ARCHITECTURE.md, The owner's content in French).
  const itemOf = (i: (typeof items)[number]) => ({ itemType: i.item_type, itemId: i.product_id ?? i.painting_id });
  const nameOf = await itemNamer(deps, items.map(itemOf));
  for (const i of items) i.name = nameOf(itemOf(i), i.name);
  return rows.map((o) => ({
    id: o.id,
    createdAt: o.created_at,
    paidAt: o.paid_at,
    status: o.status,
    statusReason: o.status_reason,
    total: toDollars(o.total_cents),
    currency: o.currency,
    subtotal: toDollars(o.subtotal_cents + o.discount_cents),
    discountCode: o.discount_code,
    discountTotal: toDollars(o.discount_cents),
    shippingCost: toDollars(o.shipping_cents),
    tax: toDollars(o.tax_cents),
    taxLines: taxLines.catch([]).parse(JSON.parse(o.tax_lines)),
    shippingMethod: o.shipping_method_name,
    items: items
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        id: i.id,
        productId: i.product_id ?? i.painting_id,
        itemType: i.item_type,
        name: i.name,
        imageUrl: i.image_url,
        size: i.size,
        color: i.color,
        variantId: i.variant_id,
        variantLabel: variantLabel(i.name, i.size, i.color),
        price: toDollars(i.unit_price_cents),
        quantity: i.quantity,
        editionNumber: i.edition_number,
        editionNumbers: editionOfLine(i)?.numbers ?? [],
        editionTotal: i.edition_total,
        refundedQuantity: i.refunded_quantity,
        refundableQuantity: refundableUnits(i, returned),
        certificateUrl: certificates.get(i.id)?.certificateUrl ?? null,
        verifyUrl: certificates.get(i.id)?.verifyUrls[0] ?? null,
        verifyUrls: certificates.get(i.id)?.verifyUrls ?? [],
        discount: toDollars(i.discount_cents),
      })),
    name: o.name,
    email: o.email,
    address: o.address,
    address2: o.address2,
    phone: o.phone,
    city: o.city,
    state: o.state,
    postalCode: o.postal_code,
    country: o.country,
    trackingNumber: o.tracking_number,
    carrier: o.carrier,
    note: o.note,
    trackingUrl: trackingUrl({ trackingNumber: o.tracking_number, carrier: o.carrier, trackingPage: o.tracking_page }),
    refundedAmount: toDollars(Number(o.refunded_cents ?? 0)),
    history: events.filter((e) => e.order_id === o.id).map((e) => ({ status: e.to_status, at: e.created_at })),
    confirmationQueued: confirmed.some((m) => m.order_id === o.id),
    certificateName: o.certificate_name === 1,
    exchangeFor: exchanges.find((x) => x.exchange_order_id === o.id)?.order_id ?? null,
  }));
}

/** The shopper's own orders, newest first. */
export async function listMyOrders(deps: Pick<Deps, 'db'>, actor: Actor, mailDelivery = false): Promise<Order[]> {
  const rows = await deps.db
    .selectFrom('order as o')
    .select('o.id')
    .where('o.user_id', '=', actor.userId)
    .where((eb) => tookMoney(eb))
    .execute();
  return loadOrders(
    deps,
    rows.map((r) => r.id),
    mailDelivery,
  );
}

/** One of the shopper's orders (any status); someone else's order is as good as missing. */
export async function getMyOrder(
  deps: Pick<Deps, 'db'>,
  orderId: number,
  actor: Actor,
  mailDelivery = false,
): Promise<Order> {
  const row = await deps.db
    .selectFrom('order')
    .select('id')
    .where('id', '=', orderId)
    .where('user_id', '=', actor.userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Order not found');
  const [order] = await loadOrders(deps, [row.id], mailDelivery);
  return order as Order;
}

/**
 * POST /api/orders: answers the shopper's pending order of this checkout,
 * taking contact and street details from the client. Lines, prices, shipping
 * and tax stay the server's; a different state or country would change the
 * tax, so it must go through checkout again (PRICE_CHANGED).
 */
export async function attachOrderDetails(
  deps: FlowDeps<'clock'>,
  input: AttachOrderInput,
  actor: Actor,
): Promise<Order> {
  let query = deps.db
    .selectFrom('order as o')
    .select(['o.id', 'o.state', 'o.country'])
    .where('o.user_id', '=', actor.userId)
    .where('o.status', '=', 'pending');
  if (input.orderId) query = query.where('o.id', '=', input.orderId);
  if (input.paymentIntentId) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('payment as p')
          .select('p.id')
          .whereRef('p.order_id', '=', 'o.id')
          .where('p.intent_id', '=', input.paymentIntentId as string),
      ),
    );
  }
  if (input.cartId) query = query.where('o.cart_id', '=', input.cartId);
  const order = await query.orderBy('o.id', 'desc').executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', 'No checkout in progress: start the payment first');
  const movesTax =
    (input.state && input.state.toUpperCase() !== order.state) ||
    (input.country && input.country.toUpperCase() !== order.country);
  if (movesTax) throw new AppError('PRICE_CHANGED', 'The new address changes the tax; please review your order');
  await runFlow(deps, (tx) =>
    tx.db
      .updateTable('order')
      .set({
        ...(input.name ? { name: input.name } : {}),
        ...(input.email ? { email: input.email } : {}),
        ...(input.address ? { address: input.address } : {}),
        ...(input.address2 !== undefined ? { address2: input.address2 ?? '' } : {}),
        ...(input.phone !== undefined ? { phone: input.phone ?? '' } : {}),
        ...(input.city ? { city: input.city } : {}),
        ...(input.postalCode ? { postal_code: input.postalCode } : {}),
        updated_at: isoNow(deps.clock),
      })
      .where('id', '=', order.id)
      .where('status', '=', 'pending')
      .execute(),
  );
  return getMyOrder(deps, order.id, actor);
}

/** /track-order: an order's progress, for whoever knows its number and e-mail. */
export async function trackOrder(deps: Pick<Deps, 'db'>, { orderNumber, email }: TrackOrderInput) {
  const order = await deps.db
    .selectFrom('order')
    .select(['id', 'status', 'created_at', 'tracking_number', 'carrier', 'tracking_page', 'shipping_method_name'])
    .where('id', '=', orderNumber)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('status', '!=', 'pending')
    .executeTakeFirst();
  if (!order) throw new AppError('NOT_FOUND', ORDER_LOOKUP_NOT_FOUND);
  const items = await deps.db
    .selectFrom('order_item')
    .select(['item_type as itemType', 'quantity'])
    .where('order_id', '=', order.id)
    .execute();
  const exchange = await deps.db
    .selectFrom('return_request')
    .select('order_id')
    .where('exchange_order_id', '=', order.id)
    .executeTakeFirst();
  return {
    id: order.id,
    status: order.status,
    createdAt: order.created_at,
    trackingNumber: order.tracking_number,
    carrier: order.carrier,
    trackingUrl: trackingUrl({
      trackingNumber: order.tracking_number,
      carrier: order.carrier,
      trackingPage: order.tracking_page,
    }),
    shippingMethod: order.shipping_method_name,
    itemCount: articleCount({ items, exchangeFor: exchange?.order_id ?? null }),
    history: (await loadOrderEvents(deps, [order.id])).map((e) => ({ status: e.to_status, at: e.created_at })),
  };
}
