import type { Selectable } from 'kysely';
import { variantLabelIn } from '../../../shared/colour-names.js';
import { localePath } from '../../../shared/locale-path.js';
import { runFlow, type Tx } from '../../db/flow.js';
import type { Database } from '../../db/schema.js';
import { type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { released } from '../catalogue/release.js';
import { link } from '../mail/layout.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { alertMail } from '../mail/templates/alerts.js';

/**
 * The mails of the "Notify me" requests (issue 40, item 1), each queued in the transaction that marks its request
 * mailed, so a request is mailed once: the mail's event key is the request's (`waitlist:<id>`, the outbox's unique
 * key) and the mark is written only where none was (`mailed_at is null`).
 */
type Request = Selectable<Database['waitlist_request']>;

/** The ledger types that bring units back for a shopper: a receipt, an owner's adjustment, a refund's restock. */
export const RESTOCKS: readonly string[] = ['receive', 'adjust_add', 'refund'];

/** The page of the item asked for, its size and colour chosen (`?size=&color=`), in the shopper's language. */
function itemPath(r: Request): string {
  const query = new URLSearchParams();
  if (r.size) query.set('size', r.size);
  if (r.color) query.set('color', r.color);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return localePath(r.locale, `/${r.item_type === 'product' ? 'product' : 'paintings'}/${r.item_id}${search}`);
}

async function itemName(db: Tx, r: Request): Promise<string> {
  const row =
    r.item_type === 'product'
      ? await db.selectFrom('product').select('name').where('id', '=', r.item_id).executeTakeFirst()
      : await db.selectFrom('painting').select('title as name').where('id', '=', r.item_id).executeTakeFirst();
  return row?.name ?? '';
}

/** Marks one request mailed and queues its mail; nothing when it was mailed already. */
async function mailRequest(deps: TxDeps<'clock'>, r: Request): Promise<boolean> {
  const marked = await deps.db
    .updateTable('waitlist_request')
    .set({ mailed_at: isoNow(deps.clock) })
    .where('id', '=', r.id)
    .where('mailed_at', 'is', null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0) return false;
  const name = await itemName(deps.db, r);
  const kind = r.release ? 'release_open' : 'back_in_stock';
  const mail = alertMail(
    kind,
    { name, label: variantLabelIn(r.locale, { name, size: r.size, color: r.color }), href: link(itemPath(r)) },
    await mailSettings(deps),
    r.locale,
  );
  return enqueueMail(deps, { ...mail, kind, eventKey: `waitlist:${r.id}`, recipient: r.email });
}

/**
 * Units of an inventory item came back (`changeStock`, in the flow that writes them): the first `units` waiting
 * requests for it, first come first, are mailed; the rest wait for the next restock. The stock row's update holds
 * the row until the flow commits, so two restocks of one item read the waiting list one after the other.
 */
export async function mailWaiting(deps: TxDeps<'clock'>, inventoryItemId: number, units: number): Promise<number> {
  const due = await deps.db
    .selectFrom('waitlist_request')
    .selectAll()
    .where('inventory_item_id', '=', inventoryItemId)
    .where('release', '=', 0)
    .where('mailed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(units)
    .execute();
  let mailed = 0;
  for (const r of due) if (await mailRequest(deps, r)) mailed++;
  return mailed;
}

const BATCH = 200;

/**
 * Releases whose time has come: every request waiting for one is mailed (all of them, not a unit each), a batch
 * per flow; an item removed from the shop meanwhile mails nobody. Run by the jobs runner (`release-alerts`); answers how many were mailed.
 */
export async function mailOpenedReleases(deps: FlowDeps<'clock'>): Promise<number> {
  let total = 0;
  for (;;) {
    const mailed = await runFlow(deps, async (tx) => {
      const now = isoNow(deps.clock);
      const due = await tx.db
        .selectFrom('waitlist_request as w')
        .leftJoin('product as p', (j) => j.onRef('p.id', '=', 'w.item_id').on('w.item_type', '=', 'product'))
        .leftJoin('painting as pt', (j) => j.onRef('pt.id', '=', 'w.item_id').on('w.item_type', '=', 'painting'))
        .selectAll('w')
        .where('w.release', '=', 1)
        .where('w.mailed_at', 'is', null)
        .where((eb) =>
          eb.or([
            eb.and([eb('p.id', 'is not', null), eb('p.deleted_at', 'is', null), released('p', now)]),
            eb.and([eb('pt.id', 'is not', null), eb('pt.deleted_at', 'is', null), released('pt', now)]),
          ]),
        )
        .orderBy('w.created_at')
        .orderBy('w.id')
        .limit(BATCH)
        .execute();
      let count = 0;
      for (const r of due) if (await mailRequest(tx, r)) count++;
      return { count, more: due.length === BATCH };
    });
    total += mailed.count;
    if (!mailed.more) return total;
  }
}
