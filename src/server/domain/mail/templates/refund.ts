import type { Order } from '../../../../shared/schemas/orders.js';
import { escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { linesBlock, moneyIn } from './order-parts.js';

export interface RefundDetails {
  amountDollars: number;
  reason: string;
  lines: { orderItemId: number; quantity: number }[];
}

/** Money given back: the amount and, when by line, which lines. */
export function orderRefunded(
  order: Order,
  refund: RefundDetails,
  settings: MailSettings & { currencySymbol: string },
): Rendered {
  const money = moneyIn(order.currency);
  const refundedLines = refund.lines.flatMap((r) => {
    const line = order.items.find((i) => i.id === r.orderItemId);
    return line ? [{ ...line, quantity: r.quantity, editionNumbers: line.editionNumbers.slice(0, r.quantity) }] : [];
  });
  const lines = linesBlock(refundedLines, money);
  const amount = money(refund.amountDollars);
  return layout(settings, {
    subject: `Refund of ${amount} for order #${order.id}`,
    preheader: `${amount} is on its way back to your card.`,
    heading: `We have refunded ${amount}`,
    html: [
      paragraph(
        `A refund of <strong>${escapeHtml(amount)}</strong> for order <strong>#${order.id}</strong> is on its way back to your card; it usually shows within 5–10 business days.`,
      ),
      refund.reason ? paragraph(`Reason: ${escapeHtml(refund.reason)}`) : '',
      refundedLines.length > 0 ? `${paragraph('<strong>Refunded items</strong>')}${lines.html}` : '',
    ].join('\n'),
    text: [
      `A refund of ${amount} for order #${order.id} is on its way back to your card; it usually shows within 5–10 business days.`,
      refund.reason ? `Reason: ${refund.reason}` : '',
      refundedLines.length > 0 ? `Refunded items:\n${lines.text}` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}
