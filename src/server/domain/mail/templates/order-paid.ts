import type { Order } from '../../../../shared/schemas/orders.js';
import { button, escapeHtml, layout, link, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { addressBlock, linesBlock, moneyIn, totalsBlock } from './order-parts.js';

/**
 * The customer's receipt, once the payment is final: lines, totals, address, where to follow the order.
 * `guestLink`: a guest order's own link (no account to sign in to), in place of "View your orders".
 */
export function orderConfirmation(
  order: Order,
  settings: MailSettings & { currencySymbol: string },
  guestLink?: string,
): Rendered {
  const orderButton = guestLink
    ? (['View your order', guestLink] as const)
    : (['View your orders', link('/profile')] as const);
  const money = moneyIn(order.currency);
  const lines = linesBlock(order.items, money);
  const totals = totalsBlock(order, money);
  const address = addressBlock(order);
  const firstName = order.name.split(/\s+/)[0] ?? order.name;
  return layout(settings, {
    subject: `Your order #${order.id} is confirmed`,
    preheader: `Thank you for your order. Total ${money(order.total)}.`,
    heading: `Thank you, ${firstName}!`,
    html: [
      paragraph(
        `We have received your payment for order <strong>#${order.id}</strong> and are getting it ready. We will write again when it ships.`,
      ),
      lines.html,
      totals.html,
      address.html,
      button(orderButton[0], orderButton[1], settings.primaryColor),
      button('Track your order', link('/track-order'), settings.primaryColor),
      paragraph(
        `<span style="font-size:13px;color:#666666">To track it without signing in, use order number #${order.id} and ${escapeHtml(order.email)}.</span>`,
      ),
    ].join('\n'),
    text: [
      `We have received your payment for order #${order.id} and are getting it ready. We will write again when it ships.`,
      lines.text,
      totals.text,
      address.text,
      `${orderButton[0]}: ${orderButton[1]}`,
      `Track your order: ${link('/track-order')} (order number #${order.id}, ${order.email})`,
    ].join('\n\n'),
  });
}

/** The owner's notice of a new paid order: who, what, how much, and where to handle it. */
export function newOrderNotice(order: Order, settings: MailSettings & { currencySymbol: string }): Rendered {
  const money = moneyIn(order.currency);
  const lines = linesBlock(order.items, money);
  const totals = totalsBlock(order, money);
  const address = addressBlock(order);
  const adminLink = link(`/admin?tab=orders&order=${order.id}`);
  const note = order.note ? `Note from the customer: ${order.note}` : null;
  return layout(settings, {
    subject: `New order #${order.id}: ${money(order.total)} from ${order.name}`,
    preheader: `${order.items.reduce((n, l) => n + l.quantity, 0)} item(s), ${money(order.total)}, paid.`,
    heading: `New order #${order.id}`,
    html: [
      paragraph(
        `<strong>${escapeHtml(order.name)}</strong> (<a href="mailto:${escapeHtml(order.email)}">${escapeHtml(order.email)}</a>) has paid ${escapeHtml(money(order.total))}.`,
      ),
      ...(note ? [paragraph(`<strong>${escapeHtml(note)}</strong>`)] : []),
      lines.html,
      totals.html,
      address.html,
      button('Open the order', adminLink, settings.primaryColor),
    ].join('\n'),
    text: [
      `${order.name} (${order.email}) has paid ${money(order.total)}.`,
      ...(note ? [note] : []),
      lines.text,
      totals.text,
      address.text,
      `Open the order: ${adminLink}`,
    ].join('\n\n'),
  });
}
