import { asLocale } from '../../../shared/locale.js';
import type { TxDeps } from '../../deps.js';
import { enqueueMail, mailSettings } from '../mail/outbox.js';
import { type ReturnOutcome, returnMail } from '../mail/templates/returns.js';
import { getSettings } from '../settings.js';
import { loadReturn } from './read.js';

/**
 * Mails the shopper the return's move, in the flow that made it, in the order's language: one message per return
 * and status (`return:<id>:<status>`), so a move replayed mails nothing twice. The link: the account's order page,
 * or for a guest the orders page that asks for their link.
 */
export async function queueReturnMail(tx: TxDeps<'clock'>, returnId: number, outcome: ReturnOutcome = {}) {
  const ret = await loadReturn(tx, returnId);
  if (!ret) return;
  const order = await tx.db
    .selectFrom('order')
    .select(['currency', 'locale', 'user_id'])
    .where('id', '=', ret.orderId)
    .executeTakeFirstOrThrow();
  const settings = await mailSettings(tx);
  const link = order.user_id !== null ? '/profile' : '/track-order';
  const { currency: creditCurrency } = await getSettings(tx);
  const locale = asLocale(order.locale) ?? 'en';
  const rendered = returnMail(ret, { currency: order.currency, link }, settings, locale, {
    ...outcome,
    creditCurrency,
  });
  await enqueueMail(tx, {
    ...rendered,
    kind: 'return_update',
    eventKey: `return:${returnId}:${ret.status}`,
    recipient: ret.email,
    orderId: ret.orderId,
  });
}
