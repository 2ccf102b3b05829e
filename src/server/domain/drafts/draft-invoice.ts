import QRCode from 'qrcode';
import { AppError } from '../../../shared/errors.js';
import { asLocale } from '../../../shared/locale.js';
import { localePath } from '../../../shared/locale-path.js';
import type { DraftOrder, PayLink } from '../../../shared/schemas/draft-orders.js';
import { runFlow } from '../../db/flow.js';
import { type FlowDeps, isoNow, type Services, type TxDeps } from '../../deps.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { draftInvoiceMail } from '../mail/templates/draft-invoice.js';
import { loadOrders } from '../orders/orders.js';
import { sign, tokenHash } from '../tokens.js';
import { getDraft, lockedDraft } from './admin-drafts.js';

/**
 * A draft settled by an invoice (issue 42, item 2). "Send invoice" mails the customer the draft's lines and total
 * with a link to the order's own page, `/orders/{id}?token=…`, as a guest order's confirmation link is (the order
 * keeps the token's SHA-256 in `guest_link_hash`; `getOrderByLink` opens it), where they pay by card
 * (invoice-payment.ts). The token is the draft's, signed under the session key (its order id and creation time), so
 * sending again mails the same link and the database alone opens none. The mail is queued in the flow that marks the
 * draft invoiced. Its items stay held until the draft's own expiry.
 */
type InvoiceDeps = FlowDeps<'clock'> & { config: Pick<Services['config'], 'sessionKey'> };

const PURPOSE = 'draft-invoice';

/** The draft's link token: the same every time for the same draft (and session key). */
export function invoiceToken(key: Buffer, draft: { id: number; created_at: string }): string {
  return sign(key, PURPOSE, `${draft.id}:${draft.created_at}`);
}

/** How many invoices of this order were queued before: each send is a mail of its own (`draft_invoice:<id>:<n>`). */
async function invoicesSent({ db }: TxDeps, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('mail_message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'draft_invoice')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The order's pay link (`/orders/{id}?token=…`, the token `invoiceToken`'s), its hash stored on the order so the
 * order's page opens by it: an invoiced draft's, a dearer exchange's difference (returns/owner.ts). In the caller's flow.
 */
export async function storePayLink(
  tx: TxDeps<'clock'>,
  key: Buffer,
  order: { id: number; created_at: string },
): Promise<string> {
  const token = invoiceToken(key, order);
  await tx.db
    .updateTable('order')
    .set({ guest_link_hash: tokenHash(token), updated_at: isoNow(tx.clock) })
    .where('id', '=', order.id)
    .execute();
  return `/orders/${order.id}?token=${token}`;
}

/**
 * Opens the draft's pay link, in the caller's flow under the draft's row lock: the draft marked invoiced (the first
 * time: the order's page then offers its Pay button) and the link's hash stored on the order. A draft paid already,
 * or expired, is 409. Answers the locked draft and the link's path.
 */
async function openPayLink(tx: TxDeps<'clock'>, key: Buffer, id: number) {
  const draft = await lockedDraft(tx, id);
  if (draft.paid_at !== null) throw new AppError('CONFLICT', 'This draft is paid already: there is nothing to invoice');
  const holdExpiresAt = draft.hold_expires_at ?? '';
  if (draft.status !== 'pending' || holdExpiresAt <= isoNow(tx.clock)) {
    throw new AppError('CONFLICT', 'This draft has expired: its items were released. Create it again.');
  }
  const path = await storePayLink(tx, key, { id, created_at: draft.created_at });
  await tx.db
    .updateTable('draft_order')
    .set({ invoiced_at: isoNow(tx.clock) })
    .where('order_id', '=', id)
    .where('invoiced_at', 'is', null)
    .execute();
  return { draft, holdExpiresAt, path };
}

/**
 * Mails the draft's invoice, in one flow under the order's row lock: the draft is marked invoiced (the first time),
 * its link's hash stored, and the mail queued to its customer's e-mail in the order's language. Again: the same link
 * in a new mail, no new order. A draft with no e-mail is 400; one paid, or expired, 409.
 */
export async function sendInvoice(deps: InvoiceDeps, id: number): Promise<DraftOrder> {
  await runFlow(deps, async (tx) => {
    const { draft, holdExpiresAt, path } = await openPayLink(tx, deps.config.sessionKey, id);
    if (!draft.email) {
      throw new AppError('BAD_REQUEST', 'This draft has no customer e-mail: add a customer to send an invoice');
    }
    const [order] = await loadOrders(tx, [id]);
    if (!order) throw new AppError('NOT_FOUND', 'Draft order not found');
    const locale = asLocale(draft.locale) ?? 'en';
    const mail = draftInvoiceMail(order, await mailSettings(tx), { path, holdExpiresAt, locale });
    const sent = await invoicesSent(tx, id);
    await enqueueMail(tx, {
      ...mail,
      kind: 'draft_invoice',
      eventKey: `draft_invoice:${id}:${sent + 1}`,
      recipient: draft.email,
      orderId: id,
    });
  });
  return getDraft(deps, id);
}

/**
 * "Pay on a phone" (the Sell screen at a market): the invoice's link without a mail, for the customer to open on
 * their own phone by its QR code (or the owner to open on a card reader's browser). The same link as the invoice's,
 * the same refusals but no e-mail needed; the draft is `invoiced` from then on, its items held until its expiry.
 */
export async function payOnPhone(
  deps: InvoiceDeps & { config: Pick<Services['config'], 'publicUrl'> },
  id: number,
): Promise<PayLink> {
  const { draft, path } = await runFlow(deps, (tx) => openPayLink(tx, deps.config.sessionKey, id));
  const url = `${deps.config.publicUrl}${localePath(asLocale(draft.locale) ?? 'en', path)}`;
  return { url, qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}
