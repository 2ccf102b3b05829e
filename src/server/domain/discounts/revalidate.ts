import { AppError, type ErrorDetailKey } from '../../../shared/errors.js';
import { DISCOUNT_NO_LONGER_VALID } from '../../../shared/schemas/discounts.js';
import { lockRows } from '../../db/flow.js';
import { isoNow, type TxDeps } from '../../deps.js';
import { evaluateDiscount } from './rules.js';

/** How the order's timeline says why the code stopped applying, by the refusal's key (the rest: its own words). */
const WHY: Partial<Record<ErrorDetailKey, string>> = {
  'discount.invalid': 'was turned off',
  'discount.expired': 'had expired',
  'discount.usedUp': 'had reached its usage limit',
  'discount.alreadyUsed': 'had already been used by this customer',
  'discount.notApplicable': 'no longer applied to these items',
};

/**
 * Why a payment arriving for this order can no longer keep its discount, or null. While the order's use is held
 * (unexpired) the code is the order's. Once the hold is gone (it ran out, or a declined card released it) the code is
 * judged again as it stands at that moment, by the one rule (evaluateDiscount) over the order's lines and shopper:
 * enabled, within its dates, minimum met, still applying, limit and once per customer not reached (this order's
 * own use left out). Answers "This code is no longer valid: SPRING90 was turned off before the payment arrived".
 * Judging it again counts its uses: the code's row is locked first (the finalisation's flow), as a checkout does.
 */
export async function lostDiscount(deps: TxDeps<'clock'>, orderId: number): Promise<string | null> {
  const order = await deps.db
    .selectFrom('order')
    .select(['discount_id', 'discount_code', 'user_id', 'email'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order || order.discount_id === null) return null;
  const use = await deps.db
    .selectFrom('discount_use')
    .select(['status', 'expires_at'])
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (use?.status === 'used') return null;
  if (use?.status === 'held' && use.expires_at > isoNow(deps.clock)) return null;
  const code = order.discount_code ?? 'the discount';
  await lockRows(deps, 'discount', [order.discount_id]);
  const discount = await deps.db
    .selectFrom('discount')
    .selectAll()
    .where('id', '=', order.discount_id)
    .executeTakeFirst();
  if (!discount) return `${DISCOUNT_NO_LONGER_VALID}: ${code} was deleted before the payment arrived`;
  const items = await deps.db
    .selectFrom('order_item')
    .select(['item_type', 'product_id', 'painting_id', 'unit_price_cents', 'quantity'])
    .where('order_id', '=', orderId)
    .where('item_type', 'not in', ['custom', 'gift_card']) // a code prices catalogue items only
    .$narrowType<{ item_type: 'product' | 'painting' }>()
    .orderBy('id')
    .execute();
  const lines = items.map((i) => ({
    itemType: i.item_type,
    itemId: (i.item_type === 'product' ? i.product_id : i.painting_id) ?? 0,
    cents: i.unit_price_cents * i.quantity,
  }));
  const subtotalCents = lines.reduce((sum, l) => sum + l.cents, 0);
  const verdict = await evaluateDiscount(deps, discount, {
    lines,
    subtotalCents,
    userId: order.user_id,
    email: order.email,
    exceptOrderId: orderId,
  });
  if (!(verdict instanceof AppError)) return null;
  const why =
    (verdict.detail && WHY[verdict.detail.key]) ?? `no longer applied (${verdict.message.replace(/\.$/, '')})`;
  return `${DISCOUNT_NO_LONGER_VALID}: ${code} ${why} before the payment arrived`;
}
