import type { Locale } from '../../../../shared/locale.js';
import { toDollars } from '../../../../shared/money.js';
import type { Order } from '../../../../shared/schemas/orders.js';
import { taxName } from '../../../../shared/tax-names.js';
import { mailT } from '../i18n.js';
import { escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { linesBlock, moneyIn } from './order-parts.js';

export interface RefundDetails {
  amountDollars: number;
  reason: string;
  lines: { orderItemId: number; quantity: number }[];
  /** The tax it gave back by line, as the refund recorded it (cents). */
  taxLines?: { name: string; amountCents: number }[];
}

/** Money given back: the amount and, when by line, which lines. In the order's language. */
export function orderRefunded(
  order: Order,
  refund: RefundDetails,
  settings: MailSettings & { currencySymbol: string },
  locale: Locale = 'en',
): Rendered {
  const t = mailT(locale);
  const money = moneyIn(order.currency, t);
  const refundedLines = refund.lines.flatMap((r) => {
    const line = order.items.find((i) => i.id === r.orderItemId);
    return line
      ? [
          {
            ...line,
            quantity: r.quantity,
            editionNumbers: line.editionNumbers.slice(0, r.quantity),
          },
        ]
      : [];
  });
  const lines = linesBlock(refundedLines, money, t);
  const amount = money(refund.amountDollars);
  const taxes = (refund.taxLines ?? [])
    .map((l) => `${taxName(l.name, t.locale)} ${money(toDollars(l.amountCents))}`)
    .join(', ');
  const taxText = taxes ? t('mail.refund.taxes', { taxes }) : '';
  return layout(
    settings,
    {
      subject: t('mail.refund.subject', { amount, id: order.id }),
      preheader: t('mail.refund.preheader', { amount }),
      heading: t('mail.refund.heading', { amount }),
      html: [
        paragraph(
          t('mail.refund.body', {
            amount: `<strong>${escapeHtml(amount)}</strong>`,
            order: `<strong>#${order.id}</strong>`,
          }),
        ),
        taxText ? paragraph(escapeHtml(taxText)) : '',
        refund.reason ? paragraph(t('mail.status.reason', { reason: escapeHtml(refund.reason) })) : '',
        refundedLines.length > 0 ? `${paragraph(`<strong>${t('mail.refund.items')}</strong>`)}${lines.html}` : '',
      ].join('\n'),
      text: [
        t('mail.refund.body', { amount, order: `#${order.id}` }),
        taxText,
        refund.reason ? t('mail.status.reason', { reason: refund.reason }) : '',
        refundedLines.length > 0 ? `${t('mail.refund.items')}:\n${lines.text}` : '',
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
    t,
  );
}
