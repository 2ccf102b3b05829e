import { sql } from 'kysely';
import { groupConcat } from '../db/dialect.js';
import type { Db } from '../db/index.js';

/**
 * What a refused call must leave as it was: the row count of every table that holds the shop's data, and the
 * sums that move money, stock and state (prices, quantities, totals, refunds, statuses, roles). Two equal
 * fingerprints mean nothing was written that matters.
 */
const measures = (concat: (expression: string) => string) => [
  'select count(*) from "user"',
  `select coalesce(sum(case when role = 'admin' then 1 else 0 end) * 1000 + sum(disabled) + sum(session_epoch), 0) from "user"`,
  `select ${concat("username || email || coalesce(avatar, '')")} from "user"`,
  'select count(*) from category',
  'select count(*) from collection',
  'select count(*) + coalesce(sum(price_cents + is_sold + (case when deleted_at is null then 1 else 0 end)), 0) from product',
  'select count(*) + coalesce(sum(price_cents + is_sold + in_stock + (case when deleted_at is null then 1 else 0 end)), 0) from painting',
  'select count(*) + coalesce(sum(quantity), 0) from cart_item',
  `select count(*) + coalesce(sum(total_cents + length(status) + (case when paid_at is not null then 1 else 0 end)), 0) from "order"`,
  `select ${concat("status || coalesce(paid_at, '') || name || address")} from "order"`,
  'select count(*) + coalesce(sum(refunded_quantity), 0) from order_item',
  'select count(*) from order_event',
  `select count(*) + coalesce(sum(amount_cents + refunded_cents + length(status)), 0) from payment`,
  `select count(*) + coalesce(sum(amount_cents + length(status)), 0) from refund`,
  'select count(*) + coalesce(sum(quantity), 0) from inventory_item',
  'select count(*) + coalesce(sum(quantity_change), 0) from inventory_transaction',
  `select count(*) + coalesce(sum(quantity + length(status)), 0) from stock_hold`,
  'select count(*) from vendor',
  'select count(*) from purchase_order',
  'select count(*) from purchase_order_line',
  `select ${concat('key || value')} from site_setting`,
  `select ${concat('slug || title || content_html')} from content_page`,
  'select count(*) from mail_message',
  'select count(*) from audit_log',
  'select count(*) + count(unsubscribed_at) from newsletter_subscriber',
  'select count(*) + count(used_at) from email_confirmation',
  'select coalesce(sum(user_id), 0) + count(guest_link_hash) from "order"',
  'select count(*) from contact_message',
  'select count(*) from media',
  'select count(*) from password_reset',
  `select count(*) + coalesce(sum(refunded_cents + length(status)), 0) from test_payment_intent`,
];

export async function dbFingerprint(db: Db): Promise<string> {
  const query = `select ${measures((expression) => groupConcat(db, expression, '|'))
    .map((m, i) => `(${m}) as m${i}`)
    .join(', ')}`;
  const { rows } = await sql.raw<Record<string, unknown>>(query).execute(db);
  return JSON.stringify(rows[0]);
}
