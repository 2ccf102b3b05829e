import { colourName, variantLabelIn } from '../../../../shared/colour-names.js';
import type { Locale } from '../../../../shared/locale.js';
import { localePath } from '../../../../shared/locale-path.js';
import type { Return, ReturnStatus } from '../../../../shared/schemas/returns.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, link, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { moneyIn } from './order-parts.js';

/** What a return's mail says happened at receipt, when it did: the refund or credit (dollars), or the exchange's order. */
export interface ReturnOutcome {
  refund?: number;
  credit?: number;
  /** The shop's base currency, the credit's. */
  creditCurrency?: string;
  exchangeOrderId?: number;
  /** The exchange's order waits for its price difference (a dearer variant): not sold yet. */
  exchangeWaiting?: boolean;
  /** The pay link of a dearer exchange's difference (the approval mails it): the exchange order's page and token. */
  payPath?: string;
}

/**
 * A return's news for the shopper (issue 41, item 1), in the order's language: the move (requested, approved with
 * the owner's return instructions, declined with her note, received with the refund, credit or exchange made,
 * closed), the items, and a link to the order.
 */
export function returnMail(
  ret: Return,
  order: { currency: string; link: string },
  settings: MailSettings,
  locale: Locale,
  outcome: ReturnOutcome = {},
): Rendered {
  const t = mailT(locale);
  const money = moneyIn(order.currency, t);
  const status: ReturnStatus = ret.status;
  const orderRef = t('mail.order.number', { id: ret.orderId });
  const items = ret.lines.map((l) => {
    const bought = variantLabelIn(locale, l);
    const variant = [l.exchangeSize, l.exchangeColor && colourName(l.exchangeColor, locale)]
      .filter(Boolean)
      .join(' / ');
    const wanted = l.exchangeSize !== null ? ` ${t('mail.return.exchangeFor', { variant })}` : '';
    return `${l.quantity} × ${bought}${wanted}`;
  });
  const difference = Math.abs(ret.priceDifference);
  const exchangeText =
    outcome.exchangeOrderId === undefined
      ? ''
      : outcome.exchangeWaiting
        ? t('mail.return.outcome.exchangeWaiting', { order: outcome.exchangeOrderId, amount: money(difference) })
        : t(ret.priceDifference > 0 ? 'mail.return.outcome.exchangePaid' : 'mail.return.outcome.exchange', {
            order: outcome.exchangeOrderId,
          });
  const outcomeText = [
    outcome.refund !== undefined ? t('mail.return.outcome.refund', { amount: money(outcome.refund) }) : '',
    outcome.credit !== undefined
      ? t('mail.return.outcome.credit', { amount: moneyIn(outcome.creditCurrency ?? 'USD', t)(outcome.credit) })
      : '',
    exchangeText,
  ]
    .filter(Boolean)
    .join(' ');
  const open = status === 'requested' || status === 'approved';
  const differenceText =
    !open || ret.resolution !== 'exchange' || difference === 0
      ? ''
      : t(ret.priceDifference > 0 ? 'mail.return.difference.pay' : 'mail.return.difference.credit', {
          amount: money(difference),
        });
  const pay = outcome.payPath ? link(localePath(locale, outcome.payPath)) : '';
  const wants = status === 'requested' ? t(`mail.return.wants.${ret.resolution}`) : '';
  const note = (status === 'approved' || status === 'declined') && ret.note ? ret.note : '';
  const href = link(localePath(locale, order.link));
  const body = t(`mail.return.body.${status}`, { order: orderRef });
  return layout(
    settings,
    {
      subject: t(`mail.return.subject.${status}`, { id: ret.id, order: ret.orderId }),
      preheader: body,
      heading: t(`mail.return.heading.${status}`),
      html: [
        paragraph(escapeHtml(body)),
        note
          ? `<p style="margin:0 0 16px;padding:12px 16px;background:#f7f5f2;border-radius:8px;font-size:15px;line-height:1.6">${escapeHtml(t('mail.return.note'))}<br>${escapeHtml(note).replaceAll('\n', '<br>')}</p>`
          : '',
        outcomeText ? paragraph(escapeHtml(outcomeText)) : '',
        differenceText ? paragraph(escapeHtml(differenceText)) : '',
        pay
          ? button(t('mail.return.difference.payButton', { amount: money(difference) }), pay, settings.primaryColor)
          : '',
        wants ? paragraph(escapeHtml(wants)) : '',
        paragraph(`<strong>${escapeHtml(t('mail.return.items'))}</strong><br>${items.map(escapeHtml).join('<br>')}`),
        button(orderRef, href, settings.primaryColor),
      ].join('\n'),
      text: [
        body,
        note ? `${t('mail.return.note')}\n${note}` : '',
        outcomeText,
        differenceText,
        pay ? `${t('mail.return.difference.payButton', { amount: money(difference) })}\n${pay}` : '',
        wants,
        `${t('mail.return.items')}\n${items.join('\n')}`,
        href,
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
    t,
  );
}
