import { variantLabelIn } from '../../../../shared/colour-names.js';
import { formatMoney, toDollars } from '../../../../shared/money.js';
import { editionNumbersText, type Order } from '../../../../shared/schemas/orders.js';
import { taxLineLabel } from '../../../../shared/tax-names.js';
import { type MailT, mailT } from '../i18n.js';
import { escapeHtml } from '../layout.js';

const ENGLISH = mailT('en');

type Line = Order['items'][number];

const CELL = 'padding:10px 0;border-bottom:1px solid #eeeeee;font-size:14px;line-height:1.5;vertical-align:top';

/** "Edition 13/50, 14/50": what the line's name ('Acid Wash Tee — M / black', its variant) does not already say. */
function lineDetails(line: Line, t: MailT): string {
  const parts: string[] = [];
  if (line.editionNumbers.length > 0) {
    parts.push(t('mail.order.edition', { numbers: editionNumbersText(line) }));
  }
  return parts.join(' · ');
}

/** Order lines with their quantities, editions and prices, as an HTML table and as text; colours in the mail's language. */
export function linesBlock(
  lines: Line[],
  money: (dollars: number) => string,
  t: MailT = ENGLISH,
): { html: string; text: string } {
  const rows = lines
    .map((line) => {
      const details = lineDetails(line, t);
      return `<tr><td style="${CELL}"><strong>${escapeHtml(variantLabelIn(t.locale, line))}</strong>${details ? `<br><span style="color:#666666;font-size:13px">${escapeHtml(details)}</span>` : ''}<br><span style="color:#666666;font-size:13px">${line.quantity} × ${escapeHtml(money(line.price))}</span></td><td style="${CELL};text-align:right;white-space:nowrap;padding-left:12px">${escapeHtml(money(line.price * line.quantity))}</td></tr>`;
    })
    .join('');
  const text = lines
    .map((line) => {
      const details = lineDetails(line, t);
      return `- ${variantLabelIn(t.locale, line)}${details ? ` (${details})` : ''}: ${line.quantity} × ${money(line.price)} = ${money(line.price * line.quantity)}`;
    })
    .join('\n');
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 8px">${rows}</table>`,
    text,
  };
}

/** The order's discount, when it used one: "Discount (SPRING10)  -$6.00", or "Free shipping" for that kind. */
function discountRows(order: Order, money: (dollars: number) => string, t: MailT): [string, string][] {
  if (!order.discountCode) return [];
  const value = order.discountTotal > 0 ? `-${money(order.discountTotal)}` : t('mail.order.freeShipping');
  return [[t('mail.order.discount', { code: order.discountCode }), value]];
}

/** Subtotal, the discount, shipping (with its method), each tax line and the total. */
export function totalsBlock(
  order: Order,
  money: (dollars: number) => string,
  t: MailT = ENGLISH,
): { html: string; text: string } {
  const total = t('mail.order.total');
  const rows: [string, string][] = [
    [t('mail.order.subtotal'), money(order.subtotal)],
    ...discountRows(order, money, t),
    [t('mail.order.shipping', { method: order.shippingMethod }), money(order.shippingCost)],
    ...order.taxLines.map((line): [string, string] => [
      taxLineLabel(line, t.locale),
      money(toDollars(line.amountCents)),
    ]),
  ];
  if (order.taxLines.length === 0 && order.tax > 0) rows.push([t('mail.order.tax'), money(order.tax)]);
  const row = ([label, value]: [string, string], strong = false) =>
    `<tr><td style="padding:4px 0;font-size:14px;color:${strong ? '#111111' : '#555555'};${strong ? 'font-weight:700;font-size:16px' : ''}">${escapeHtml(label)}</td><td style="padding:4px 0;font-size:14px;text-align:right;white-space:nowrap;${strong ? 'font-weight:700;font-size:16px' : ''}">${escapeHtml(value)}</td></tr>`;
  return {
    html: `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px">${rows.map((r) => row(r)).join('')}${row([total, money(order.total)], true)}</table>`,
    text: [...rows, [total, money(order.total)]].map(([l, v]) => `${l}: ${v}`).join('\n'),
  };
}

/** The shipping address, one part per line. */
export function addressBlock(order: Order, t: MailT = ENGLISH): { html: string; text: string } {
  const lines = [
    order.name,
    order.address,
    order.address2,
    `${order.city}, ${order.state} ${order.postalCode}`,
    order.country,
    order.phone && t('mail.order.phone', { phone: order.phone }),
  ].filter(Boolean);
  return {
    html: `<p style="margin:0 0 20px;font-size:14px;line-height:1.6;color:#333333"><strong>${escapeHtml(t('mail.order.shippingTo'))}</strong><br>${lines.map(escapeHtml).join('<br>')}</p>`,
    text: `${t('mail.order.shippingTo')}:\n${lines.join('\n')}`,
  };
}

/** Amounts in the order's own currency ('usd', 'cad'): what the shopper was charged in, in the mail's language. */
export function moneyIn(currency: string, t: MailT = ENGLISH): (dollars: number) => string {
  return (dollars) => formatMoney(dollars, currency, t.locale);
}
