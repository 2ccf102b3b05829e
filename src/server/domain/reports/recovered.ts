import { toDollars } from '../../../shared/money.js';
import type { Reader } from '../../db/flow.js';
import type { Clock } from '../../deps.js';
import { tookMoney } from '../orders/orders.js';

const DAY_MS = 86_400_000;
/** An order counts as recovered when paid this long at most after its cart's reminder. */
const RECOVERY_DAYS = 7;
/** The dashboard's window: orders paid in the last 30 days. */
const WINDOW_DAYS = 30;

/**
 * The abandoned-checkout reminders' recovered orders (issue 40): orders paid in the last 30 days from a cart a
 * reminder's link filled (`checkout_reminder.restored_cart_id`), within 7 days of that reminder, and their revenue
 * in the base currency (each at its own rate; before refunds). Read each time: a handful of rows.
 */
export async function recoveredOrders(db: Reader, clock: Clock): Promise<{ orders: number; revenue: number }> {
  const now = clock().getTime();
  const since = new Date(now - WINDOW_DAYS * DAY_MS).toISOString();
  const rows = await db
    .selectFrom('checkout_reminder as r')
    .innerJoin('order as o', 'o.cart_id', 'r.restored_cart_id')
    .select(['o.id', 'o.paid_at', 'o.base_total_cents', 'r.sent_at'])
    .where('r.sent_at', '>=', new Date(now - (WINDOW_DAYS + RECOVERY_DAYS) * DAY_MS).toISOString())
    .where('o.paid_at', '>=', since)
    .where(tookMoney)
    .execute();
  const recovered = new Map<number, number>();
  for (const row of rows) {
    const after = Date.parse(row.paid_at ?? '') - Date.parse(row.sent_at);
    if (after >= 0 && after <= RECOVERY_DAYS * DAY_MS) recovered.set(row.id, row.base_total_cents);
  }
  const cents = [...recovered.values()].reduce((sum, c) => sum + c, 0);
  return { orders: recovered.size, revenue: toDollars(cents) };
}
