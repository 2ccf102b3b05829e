import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { recordOrderEvent } from '../orders/order-events.js';
import { editionsOfHolder, type Holder, holderColumn, holderIds } from './edition.js';

/**
 * Certificates of authenticity (issue 43, item 2), one per unit of a sold original or numbered print, through the
 * events of its line, each in that event's own transaction:
 * - the sale (`issueCertificates`, from the payment's finalisation once the editions are numbered): one valid
 *   certificate per unit, with a fresh code;
 * - a refund of the line's units, settled (`voidRefundedCertificates`): as many of its valid certificates void,
 *   highest unit first;
 * - the owner's re-issue (`reissueCertificate`): the line's valid certificates become 'replaced', each unit gets a
 *   new one with a new code (the old code's page then says "replaced").
 * An artist's proof the owner sold (catalogue/proof-sales.ts) goes through the same steps on its `proof_sale`:
 * `certifyHolder` when recorded, `replaceCertificates` when re-issued, `voidCertificates` when recorded by mistake.
 */

/** A certificate's code: 20 random URL-safe characters (120 bits), never derived from the order. */
const newCertificateCode = (): string => randomBytes(15).toString('base64url');

type Tx = TxDeps<'clock'>;

/** The holder's units with no valid certificate get one; a second call (a replayed payment) makes none. */
export async function certifyHolder(tx: Tx, holder: Holder): Promise<string[]> {
  const units = (await editionsOfHolder(tx.db, holder)).length;
  if (units === 0) return [];
  const { column, id } = holderColumn(holder);
  const held = await tx.db
    .selectFrom('certificate')
    .select('unit')
    .where(column, '=', id)
    .where('status', '=', 'valid')
    .execute();
  const missing = Array.from({ length: units }, (_, i) => i + 1).filter((u) => !held.some((h) => h.unit === u));
  return certify(tx, holder, missing);
}

/** A new valid certificate, with a fresh code, for each of the holder's `units`; answers the codes, unit by unit. */
async function certify(tx: Tx, holder: Holder, units: readonly number[]): Promise<string[]> {
  if (units.length === 0) return [];
  const at = isoNow(tx.clock);
  const rows = units.map((unit) => ({
    ...holderIds(holder),
    unit,
    code: newCertificateCode(),
    status: 'valid' as const,
    created_at: at,
  }));
  await tx.db.insertInto('certificate').values(rows).execute();
  return rows.map((r) => r.code);
}

/**
 * The re-issue of a holder's certificates, in its caller's flow (which holds the holder's row): its valid ones
 * become 'replaced' and each such unit gets a new code. Answers the new codes; none when it held no valid one.
 */
export async function replaceCertificates(tx: Tx, holder: Holder): Promise<string[]> {
  const { column, id } = holderColumn(holder);
  const old = await tx.db
    .updateTable('certificate')
    .set({ status: 'replaced', ended_at: isoNow(tx.clock) })
    .where(column, '=', id)
    .where('status', '=', 'valid')
    .returning('unit')
    .execute();
  return certify(
    tx,
    holder,
    old.map((c) => c.unit),
  );
}

/** Every valid certificate of the holder becomes void (a proof sale recorded by mistake), in its caller's flow. */
export async function voidCertificates(tx: Tx, holder: Holder): Promise<void> {
  const { column, id } = holderColumn(holder);
  await tx.db
    .updateTable('certificate')
    .set({ status: 'void', ended_at: isoNow(tx.clock) })
    .where(column, '=', id)
    .where('status', '=', 'valid')
    .execute();
}

/** The sale's certificates: every unit of the order's originals and numbered prints, in the sale's transaction. */
export async function issueCertificates(tx: Tx, orderId: number): Promise<void> {
  const lines = await tx.db
    .selectFrom('order_item')
    .select('id')
    .where('order_id', '=', orderId)
    .where('item_type', '=', 'painting')
    .orderBy('id')
    .execute();
  for (const line of lines) await certifyHolder(tx, { orderItemId: line.id });
}

/** A settled refund of `lines` (units per order line) voids as many valid certificates of each, highest unit first. */
export async function voidRefundedCertificates(
  tx: Tx,
  lines: readonly { orderItemId: number; quantity: number }[],
): Promise<void> {
  const at = isoNow(tx.clock);
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const valid = await tx.db
      .selectFrom('certificate')
      .select('id')
      .where('order_item_id', '=', line.orderItemId)
      .where('status', '=', 'valid')
      .orderBy('unit', 'desc')
      .limit(line.quantity)
      .execute();
    if (valid.length === 0) continue;
    await tx.db
      .updateTable('certificate')
      .set({ status: 'void', ended_at: at })
      .where(
        'id',
        'in',
        valid.map((c) => c.id),
      )
      .execute();
  }
}

/**
 * The owner re-issues a line's certificates (a lost or damaged paper, a name to add): its valid ones become
 * 'replaced' and each such unit gets a new code, in one flow holding the order's row (two re-issues at once run
 * one after the other). A line with no valid certificate (none sold, or refunded) answers 404; the order's
 * timeline says it was done.
 */
export async function reissueCertificate(
  deps: FlowDeps<'clock'>,
  ref: { orderId: number; itemId: number },
  actor: { userId: number },
): Promise<{ codes: string[] }> {
  return runFlow(deps, async (tx) => {
    await lockRows(tx, 'order', [ref.orderId]);
    const line = await tx.db
      .selectFrom('order_item')
      .select(['id', 'name'])
      .where('id', '=', ref.itemId)
      .where('order_id', '=', ref.orderId)
      .executeTakeFirst();
    const codes = line ? await replaceCertificates(tx, { orderItemId: line.id }) : [];
    if (!line || codes.length === 0) throw new AppError('NOT_FOUND', 'No valid certificate for this line');
    const { status } = await tx.db
      .selectFrom('order')
      .select('status')
      .where('id', '=', ref.orderId)
      .executeTakeFirstOrThrow();
    await recordOrderEvent(tx, {
      orderId: ref.orderId,
      from: status,
      to: status,
      note: `Certificate re-issued: ${line.name}`,
      actorUserId: actor.userId,
    });
    return { codes };
  });
}
