import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import type { DraftOrder, DraftOrderInput, MarkPaidInput } from '../../../shared/schemas/draft-orders.js';
import { lockKeys, lockRows, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { sellPaidByBalance } from '../checkout/finalize.js';
import { holdLines } from '../checkout/hold-lines.js';
import { cancelIntents, intentsOf } from '../checkout/intents.js';
import { insertCustomLines, insertOrderLines, totalsColumns } from '../checkout/order-lines.js';
import { orderLocale } from '../checkout/order-locale.js';
import { addressColumns } from '../customers/address-book.js';
import { dropDiscountUse, holdDiscountUse } from '../discounts/uses.js';
import { getSettings } from '../settings.js';
import { releaseHolds } from '../stock/holds.js';
import { type PricedDraft, priceDraft } from './draft-pricing.js';

/**
 * Draft orders (issue 42, items 1 and 2): an order the owner writes in the admin for a sale made elsewhere (a fair,
 * a commission, a phone call). A draft is a `pending` order (lines, totals, tax lines as a checkout writes them)
 * with its `draft_order` row, and it holds its stock like a checkout (holdLines: the stock rows locked, the one
 * sale rule) until `draftHoldHours` from its creation; the `checkout-expiry` job then ends it as it ends an unpaid
 * checkout, releasing the holds. Settled by "mark paid": sold in one flow as an order paid by balance is
 * (sellPaidByBalance: editions numbered, ledger rows for the holds consumed, confirmation mail unless unticked),
 * with its payment method and reference; no gateway call.
 */

type Reader = Pick<Deps, 'db'>;

/** The customer a draft names: an account by id (its e-mail), an e-mail, or nobody. */
async function customerOf(tx: Reader, input: DraftOrderInput) {
  if (input.customerId === undefined) return { userId: null, email: input.customerEmail ?? '', name: '' };
  const user = await tx.db
    .selectFrom('user')
    .select(['id', 'email', 'username'])
    .where('id', '=', input.customerId)
    .executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'Customer not found');
  return { userId: user.id, email: input.customerEmail ?? user.email, name: user.username };
}

/** The order row's fields of a priced draft: the address (the shop's province for pickup), the totals. */
function orderFields(
  input: DraftOrderInput,
  priced: PricedDraft,
  customer: { email: string; name: string },
  expiresAt: string,
  now: string,
) {
  const a = input.shippingAddress;
  const address = a
    ? addressColumns(a)
    : { name: customer.name || 'Counter sale', address: '', address2: '', phone: '', city: '', postal_code: '' };
  return {
    user_id: null,
    cart_id: null,
    email: a?.email ?? customer.email,
    ...address,
    state: priced.taxedAt.state,
    country: priced.taxedAt.country,
    ...totalsColumns(priced),
    currency: priced.currency,
    discount_id: priced.discountId,
    discount_code: priced.discountTitle,
    discount_cents: priced.discountCents,
    discount_free_shipping: priced.discountFreeShipping ? 1 : 0,
    hold_expires_at: expiresAt,
    // The language of its mails (invoice, confirmation): the owner's choice, else English (French for Quebec).
    locale: input.locale ?? orderLocale({ locale: 'en', chosen: false }, priced.taxedAt),
    updated_at: now,
  };
}

/** The shop's code a draft names, locked when it has a limit (its uses are counted, then one is held: one at a time). */
async function lockDraftCode(tx: TxDeps, input: DraftOrderInput): Promise<void> {
  if (input.discount?.kind !== 'code') return;
  const code = await tx.db
    .selectFrom('discount')
    .select('id')
    .where('code_key', '=', input.discount.code.trim().toLowerCase())
    .where((eb) => eb.or([eb('usage_limit', 'is not', null), eb('once_per_customer', '=', 1)]))
    .executeTakeFirst();
  if (code) await lockRows(tx, 'discount', [code.id]);
}

/**
 * The draft an idempotency key already made, under the key's lock (PostgreSQL: two creates with one key queue here
 * and the second finds the first's draft; SQLite's writes take turns anyway; the unique index is the last guard).
 */
async function draftOfKey(tx: TxDeps, key: string | undefined): Promise<number | undefined> {
  if (key === undefined) return undefined;
  await lockKeys(tx, 'shop', [`draft-order:${key}`]);
  const row = await tx.db
    .selectFrom('draft_order')
    .select('order_id')
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row?.order_id;
}

/**
 * Creates a draft in one flow: priced on the server (priceDraft), written as a pending order with its lines and
 * `draft_order` row, and its lines held until `draftHoldHours` from now (a painting on the fair table cannot also
 * sell online; a unit already held or sold is refused as at a checkout: 409). Answers the draft. With an
 * `idempotencyKey` already used, answers that draft as it is now (paid, expired…) and creates nothing: a retry after
 * a lost answer shows the same sale.
 */
export async function createDraft(deps: FlowDeps<'clock'>, input: DraftOrderInput, actor: Actor): Promise<DraftOrder> {
  const id = await runFlow(deps, async (tx) => {
    const existing = await draftOfKey(tx, input.idempotencyKey);
    if (existing !== undefined) return existing;
    const customer = await customerOf(tx, input);
    // The house order of locks: the code before the stock rows (holdLines locks those last).
    await lockDraftCode(tx, input);
    const email = input.shippingAddress?.email ?? customer.email;
    const priced = await priceDraft(tx, input, { userId: customer.userId, email });
    const { draftHoldHours } = await getSettings(tx);
    const now = isoNow(tx.clock);
    const expiresAt = new Date(tx.clock().getTime() + draftHoldHours * 3_600_000).toISOString();
    const fields = orderFields(input, priced, customer, expiresAt, now);
    const { id: orderId } = await tx.db.insertInto('order').values(fields).returning('id').executeTakeFirstOrThrow();
    await insertOrderLines(tx, orderId, priced.lines, priced.lineDiscounts);
    await insertCustomLines(tx, orderId, priced.custom);
    await tx.db
      .insertInto('draft_order')
      .values({
        order_id: orderId,
        user_id: customer.userId,
        pickup: input.pickup ? 1 : 0,
        created_by: actor.userId,
        created_at: now,
        idempotency_key: input.idempotencyKey ?? null,
      })
      .execute();
    if (priced.discountId !== null) {
      const use = { discountId: priced.discountId, orderId, cartId: null, userId: customer.userId, email, expiresAt };
      await holdDiscountUse(tx, use);
    }
    await holdLines(tx, { orderId, lines: priced.lines, expiresAt });
    return orderId;
  });
  return getDraft(deps, id);
}

/** The draft's order row, locked (the house order: the order first), or 404 when it is no draft. */
export async function lockedDraft(tx: TxDeps, id: number) {
  await lockRows(tx, 'order', [id]);
  const draft = await tx.db
    .selectFrom('draft_order as d')
    .innerJoin('order as o', 'o.id', 'd.order_id')
    .select(['o.id', 'o.status', 'o.email', 'o.locale', 'o.hold_expires_at', 'd.paid_at', 'd.created_at'])
    .where('d.order_id', '=', id)
    .executeTakeFirst();
  if (!draft) throw new AppError('NOT_FOUND', 'Draft order not found');
  return draft;
}

/**
 * Deletes a draft not yet paid: its order and lines go and its holds with them (released first, so the stock is
 * free the moment this commits). A paid draft is an order (409: cancel or refund it instead).
 */
export async function deleteDraft(deps: FlowDeps<'clock'>, id: number): Promise<void> {
  await runFlow(deps, async (tx) => {
    const draft = await lockedDraft(tx, id);
    if (draft.paid_at !== null) throw new AppError('CONFLICT', 'This draft is paid: it is an order now');
    await releaseHolds(tx, id);
    await dropDiscountUse(tx, id);
    await tx.db.deleteFrom('order').where('id', '=', id).execute();
  });
}

/**
 * Marks a draft paid (cash, e-transfer, card terminal, other) in one flow: the order's row locked, its payment
 * method and reference and its customer's account written, then sold as an order paid by balance is
 * (sellPaidByBalance: its holds consumed into ledger rows, editions numbered, status paid, confirmation mail unless
 * `sendConfirmation` is off). Idempotent: a draft already paid answers its order again and changes nothing (two at
 * once queue on the order's row; the second finds it paid), and so does one its invoice's card paid first. Its
 * invoice's open intents are then cancelled (a card that still went through is refunded as a second payment). A draft
 * that expired, or whose units are gone, is 409.
 */
export async function markDraftPaid(deps: FlowDeps<'clock' | 'gateway'>, input: MarkPaidInput): Promise<DraftOrder> {
  await runFlow(deps, async (tx) => {
    const draft = await lockedDraft(tx, input.id);
    if (draft.paid_at !== null) return;
    if (draft.status !== 'pending') {
      throw new AppError('CONFLICT', 'This draft has expired: its items were released. Create it again.');
    }
    await tx.db
      .updateTable('order')
      .set({
        payment_method: input.method,
        payment_reference: input.reference || null,
        updated_at: isoNow(tx.clock),
      })
      .where('id', '=', input.id)
      .execute();
    // The sale settles the draft (draft-sale.ts: paid, its customer's account), as a payment of its invoice would.
    await sellPaidByBalance(tx, input.id, { mail: input.sendConfirmation });
  });
  // Its invoice can no longer be paid: the card's intents are cancelled (one that went through is refunded).
  await cancelIntents(deps, await intentsOf(deps, input.id));
  return getDraft(deps, input.id);
}

function draftQuery(deps: Reader) {
  return deps.db
    .selectFrom('draft_order as d')
    .innerJoin('order as o', 'o.id', 'd.order_id')
    .select((eb) => [
      'o.id',
      'o.status',
      'o.name',
      'o.email',
      'o.total_cents',
      'o.hold_expires_at',
      'o.payment_method',
      'o.payment_reference',
      'd.pickup',
      'd.paid_at',
      'd.invoiced_at',
      'd.created_at',
      eb
        .selectFrom('order_item as i')
        .select((x) => x.fn.coalesce(x.fn.sum<number>('i.quantity'), x.lit(0)).as('n'))
        .whereRef('i.order_id', '=', 'o.id')
        .as('item_count'),
    ]);
}

type DraftRow = Awaited<ReturnType<ReturnType<typeof draftQuery>['executeTakeFirstOrThrow']>>;

function toDraft(r: DraftRow): DraftOrder {
  const open = r.invoiced_at === null ? 'draft' : 'invoiced';
  const status = r.paid_at === null ? (r.status === 'pending' ? open : 'expired') : r.status;
  return {
    id: r.id,
    status,
    customer: r.name,
    email: r.email,
    pickup: r.pickup === 1,
    itemCount: Number(r.item_count ?? 0),
    total: toDollars(r.total_cents),
    holdExpiresAt: r.paid_at === null ? r.hold_expires_at : null,
    paymentMethod: r.payment_method,
    paymentReference: r.payment_reference,
    invoicedAt: r.invoiced_at,
    createdAt: r.created_at,
  };
}

export async function getDraft(deps: Reader, id: number): Promise<DraftOrder> {
  const row = await draftQuery(deps).where('d.order_id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Draft order not found');
  return toDraft(row);
}

/** The drafts, newest first (at most 200): open ones, expired ones and those paid, with status and total. */
export async function listDrafts(deps: Reader): Promise<DraftOrder[]> {
  const rows = await draftQuery(deps).orderBy('d.order_id', 'desc').limit(200).execute();
  return rows.map(toDraft);
}
