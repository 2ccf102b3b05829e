import { toCents, toDollars } from '../../../shared/money.js';
import type { NexusRow } from '../../../shared/schemas/tax.js';
import type { Deps } from '../../deps.js';
import { saleRefunds, soldWithin, tookMoney } from '../orders/orders.js';
import { getSettings } from '../settings.js';

/** From this share of a threshold (sales or transactions) a region is `near`. */
const NEAR = 0.8;

/** The region a sale counts in: each US state on its own (`US-NY`), Canada as a whole (`CA`). */
const regionOf = (country: string, state: string) => (country === 'CA' ? 'CA' : `US-${state.toUpperCase()}`);

/**
 * The economic-nexus monitor (GET /api/admin/reports/nexus): for each region of the owner's threshold table, its
 * sales over the last 12 months (merchandise after discounts and shipping, before tax, less what refunds gave back
 * of both, each refund in the window it was made) and its transactions (sales, by the shop's one sale rule), against
 * the threshold: `over` at or past either figure, `near` from 80 % of either, else `ok`.
 */
export async function nexusReport({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<NexusRow[]> {
  const now = clock();
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const [start, end] = [from.toISOString(), now.toISOString()];
  const [sales, refunds, settings] = await Promise.all([
    db
      .selectFrom('order as o')
      .where((eb) => tookMoney(eb))
      .where((eb) => soldWithin(eb, start, end))
      .select(['o.country', 'o.state', 'o.subtotal_cents', 'o.shipping_cents'])
      .execute(),
    saleRefunds(db, { start, end })
      .select(['o.country', 'o.state', 'r.merchandise_cents', 'r.shipping_cents'])
      .execute(),
    getSettings({ db }),
  ]);
  const sums = new Map<string, { cents: number; transactions: number }>();
  const sumOf = (country: string, state: string) => {
    const key = regionOf(country, state);
    const sum = sums.get(key) ?? { cents: 0, transactions: 0 };
    sums.set(key, sum);
    return sum;
  };
  for (const o of sales) {
    const sum = sumOf(o.country, o.state);
    sum.cents += o.subtotal_cents + o.shipping_cents;
    sum.transactions += 1;
  }
  for (const r of refunds) sumOf(r.country, r.state).cents -= r.merchandise_cents + r.shipping_cents;
  return Object.entries(settings.nexusThresholds)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([region, threshold]) => {
      const { cents, transactions } = sums.get(region) ?? { cents: 0, transactions: 0 };
      const share = Math.max(
        cents / Math.max(1, toCents(threshold.sales)),
        threshold.transactions === null ? 0 : transactions / threshold.transactions,
      );
      const status = share >= 1 ? 'over' : share >= NEAR ? 'near' : 'ok';
      return { region, sales: toDollars(cents), transactions, threshold, status };
    });
}
