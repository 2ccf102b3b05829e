import { type RawBuilder, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { Locale } from '../../../shared/locale.js';
import { NOTIFY_TEXT, type NotifyInput, type NotifyResult, type WaitlistRow } from '../../../shared/schemas/alerts.js';
import type { CsvFile } from '../../../shared/schemas/reports.js';
import { lockKeys, type Reader, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type Services } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { type ItemRef, resolveSellable } from '../cart/sellable.js';
import { subscribe } from '../newsletter.js';
import { csvFile } from '../reports/csv.js';

/**
 * "Notify me" (issue 40, item 1): a shopper asks to be mailed once when a sold-out size, colour or print comes back,
 * or when an announced release opens. What may be waited for is read off the sale rule's own view of the item
 * (`resolveSellable`): an item on sale in that size has nothing to wait for (400). The mail itself is queued by
 * `mail-waiting.ts`, in the flow that brings the stock back or when the release opens.
 */
type AlertDeps = FlowDeps<'clock'> & { config: Pick<Services['config'], 'sessionKey'> };

export async function requestAlert(
  deps: AlertDeps,
  input: NotifyInput,
  asker: { actor: Actor | null; locale: Locale },
): Promise<NotifyResult> {
  const ref: ItemRef = input.productId
    ? { itemType: 'product', itemId: input.productId, size: input.size, color: input.color }
    : { itemType: 'painting', itemId: input.paintingId ?? 0, size: input.size, color: '' };
  const item = await resolveSellable(deps, ref);
  if (!item || item.problem === 'unavailable') throw new AppError('NOT_FOUND', NOTIFY_TEXT.notInShop);
  const release = item.problem === 'upcoming';
  if (!release) {
    const printWithoutSize = item.itemType === 'painting' && ref.size === '';
    if (item.problem === 'bad_size' && !printWithoutSize) {
      throw new AppError('BAD_REQUEST', NOTIFY_TEXT.badSize);
    }
    if (item.problem === 'bad_color') throw new AppError('BAD_REQUEST', NOTIFY_TEXT.badColor);
    if (item.problem === null && item.available > 0) {
      throw new AppError('BAD_REQUEST', NOTIFY_TEXT.inStock);
    }
    if (item.inventoryItemId === null) throw new AppError('BAD_REQUEST', NOTIFY_TEXT.notRestocked);
  }
  const email = input.email.toLowerCase();
  const size = release || (item.itemType === 'painting' && ref.size === '') ? '' : item.size;
  const color = release ? '' : item.color;
  const created = await runFlow(deps, async (tx) => {
    // Two asks of one address at once: the second finds the first's row.
    await lockKeys(tx, 'mailbox', [email]);
    const waiting = await tx.db
      .selectFrom('waitlist_request')
      .select('id')
      .where('email', '=', email)
      .where('item_type', '=', item.itemType)
      .where('item_id', '=', item.itemId)
      .where('size', '=', size)
      .where('color', '=', color)
      .where('mailed_at', 'is', null)
      .executeTakeFirst();
    if (waiting) return false;
    await tx.db
      .insertInto('waitlist_request')
      .values({
        email,
        user_id: asker.actor?.userId ?? null,
        item_type: item.itemType,
        item_id: item.itemId,
        inventory_item_id: release ? null : item.inventoryItemId,
        size,
        color,
        release: release ? 1 : 0,
        locale: asker.locale,
        newsletter: input.newsletter ? 1 : 0,
        created_at: isoNow(deps.clock),
      })
      .execute();
    return true;
  });
  if (input.newsletter) await subscribe(deps, email, asker.locale);
  return { created, message: created ? NOTIFY_TEXT.waiting : NOTIFY_TEXT.already };
}

/** Who waits for what, counted per item, size and colour (mailed requests no longer wait). */
export async function waitlist({ db }: { db: Reader }): Promise<WaitlistRow[]> {
  const rows = await db
    .selectFrom('waitlist_request')
    .select(['item_type', 'item_id', 'size', 'color', (eb) => eb.fn.countAll<number>().as('waiting')])
    .where('mailed_at', 'is', null)
    .groupBy(['item_type', 'item_id', 'size', 'color'])
    .orderBy('item_type')
    .orderBy('item_id')
    .orderBy('size')
    .orderBy('color')
    .execute();
  return rows.map((r) => ({
    itemType: r.item_type,
    itemId: r.item_id,
    size: r.size,
    color: r.color,
    waiting: Number(r.waiting),
  }));
}

/** The requests still waiting for the stock row `itemRef` (an inventory_item id column): Inventory's "Waiting". */
export function waitingFor(itemRef: string): RawBuilder<number> {
  return sql<number>`(select count(*) from waitlist_request w where w.inventory_item_id = ${sql.ref(itemRef)} and w.mailed_at is null)`;
}

/** The export of who waits for what: one row per waiting request, first come first. */
export async function waitlistCsv(db: Reader): Promise<CsvFile> {
  const rows = await db
    .selectFrom('waitlist_request as w')
    .leftJoin('product as p', (j) => j.onRef('p.id', '=', 'w.item_id').on('w.item_type', '=', 'product'))
    .leftJoin('painting as pt', (j) => j.onRef('pt.id', '=', 'w.item_id').on('w.item_type', '=', 'painting'))
    .select([
      'w.email',
      'w.item_type',
      'w.item_id',
      'p.name',
      'pt.title',
      'w.size',
      'w.color',
      'w.release',
      'w.newsletter',
      'w.locale',
      'w.created_at',
    ])
    .where('w.mailed_at', 'is', null)
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();
  type Row = (typeof rows)[number];
  return csvFile(
    'waitlist.csv',
    [
      { header: 'email', value: (r: Row) => r.email },
      { header: 'item_type', value: (r: Row) => r.item_type },
      { header: 'item_id', value: (r: Row) => r.item_id },
      { header: 'item', value: (r: Row) => r.name ?? r.title ?? '' },
      { header: 'size', value: (r: Row) => r.size },
      { header: 'color', value: (r: Row) => r.color },
      { header: 'waits_for', value: (r: Row) => (r.release ? 'release' : 'restock') },
      { header: 'newsletter', value: (r: Row) => r.newsletter === 1 },
      { header: 'language', value: (r: Row) => r.locale },
      { header: 'asked_at', value: (r: Row) => r.created_at },
    ],
    rows,
  );
}
