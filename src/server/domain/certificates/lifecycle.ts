import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.js';
import { lockRows, runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import { recordOrderEvent } from '../orders/order-events.js';
import { editionsOfLine } from './edition.js';

/**
 * Certificates of authenticity (issue 43, item 2), one per unit of a sold original or numbered print, through the
 * events of its line, each in that event's own transaction:
 * - the sale (`issueCertificates`, from the payment's finalisation once the editions are numbered): one valid
 *   certificate per unit, with a fresh code;
 * - a refund of the line's units, settled (`voidRefundedCertificates`): as many of its valid certificates void,
 *   highest unit first;
 * - the owner's re-issue (`reissueCertificate`): the line's valid certificates become 'replaced', each unit gets a
 *   new one with a new code (the old code's page then says "replaced").
 */

/** A certificate's code: 20 random URL-safe characters (120 bits), never derived from the order. */
const newCertificateCode = (): string => randomBytes(15).toString('base64url');

type Tx = TxDeps<'clock'>;

/** The line's units with no valid certificate get one; a second call (a replayed payment) makes none. */
async function certifyLine(tx: Tx, orderItemId: number): Promise<number> {
  const units = (await editionsOfLine(tx.db, orderItemId)).length;
  if (units === 0) return 0;
  const held = await tx.db
    .selectFrom('certificate')
    .select('unit')
    .where('order_item_id', '=', orderItemId)
    .where('status', '=', 'valid')
    .execute();
  const missing = Array.from({ length: units }, (_, i) => i + 1).filter((u) => !held.some((h) => h.unit === u));
  await certify(tx, orderItemId, missing);
  return missing.length;
}

/** A new valid certificate, with a fresh code, for each of the line's `units`; answers the codes, unit by unit. */
async function certify(tx: Tx, orderItemId: number, units: readonly number[]): Promise<string[]> {
  if (units.length === 0) return [];
  const at = isoNow(tx.clock);
  const rows = units.map((unit) => ({
    order_item_id: orderItemId,
    unit,
    code: newCertificateCode(),
    status: 'valid' as const,
    created_at: at,
  }));
  await tx.db.insertInto('certificate').values(rows).execute();
  return rows.map((r) => r.code);
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
  for (const line of lines) await certifyLine(tx, line.id);
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
    const old = line
      ? await tx.db
          .updateTable('certificate')
          .set({ status: 'replaced', ended_at: isoNow(tx.clock) })
          .where('order_item_id', '=', line.id)
          .where('status', '=', 'valid')
          .returning('unit')
          .execute()
      : [];
    if (!line || old.length === 0) throw new AppError('NOT_FOUND', 'No valid certificate for this line');
    const codes = await certify(
      tx,
      line.id,
      old.map((c) => c.unit),
    );
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
