import type { Order } from '../../../../shared/schemas/orders.js';
import { button, escapeHtml, layout, link, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { linesBlock, moneyIn } from './order-parts.js';

type Settings = MailSettings & { currencySymbol: string };

/** The order is on its way: tracking number and carrier. */
export function orderShipped(order: Order, settings: Settings): Rendered {
  const money = moneyIn(order.currency);
  const lines = linesBlock(
    order.items.filter((l) => l.quantity > l.refundedQuantity),
    money,
  );
  const tracking = `${order.trackingNumber ?? ''}${order.carrier ? ` (${order.carrier})` : ''}`;
  return layout(settings, {
    subject: `Your order #${order.id} has shipped`,
    preheader: `Tracking number ${tracking}`,
    heading: 'Your order is on its way',
    html: [
      paragraph(`Order <strong>#${order.id}</strong> has left the studio.`),
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;background:#f7f5f2;border-radius:8px"><tr><td style="padding:14px 16px;font-size:14px;line-height:1.6">Tracking number: <strong>${order.trackingUrl ? `<a href="${escapeHtml(order.trackingUrl)}" style="color:inherit">${escapeHtml(order.trackingNumber ?? '')}</a>` : escapeHtml(order.trackingNumber ?? '')}</strong>${order.carrier ? `<br>Carrier: <strong>${escapeHtml(order.carrier)}</strong>` : ''}<br>Shipping: ${escapeHtml(order.shippingMethod)}</td></tr></table>`,
      lines.html,
      button('Track your order', link('/track-order'), settings.primaryColor),
    ].join('\n'),
    text: [
      `Order #${order.id} has left the studio.`,
      `Tracking number: ${order.trackingNumber ?? ''}${order.carrier ? `\nCarrier: ${order.carrier}` : ''}${order.trackingUrl ? `\nTrack it: ${order.trackingUrl}` : ''}\nShipping: ${order.shippingMethod}`,
      lines.text,
      `Track your order: ${link('/track-order')} (order number #${order.id}, ${order.email})`,
    ].join('\n\n'),
  });
}

/** The order was cancelled; what was paid goes back. */
export function orderCancelled(order: Order, settings: Settings, refundedDollars: number): Rendered {
  const money = moneyIn(order.currency);
  const lines = linesBlock(order.items, money);
  const refund =
    refundedDollars > 0
      ? `${money(refundedDollars)} has been refunded to your card; it usually shows within 5–10 business days.`
      : 'Nothing was charged.';
  return layout(settings, {
    subject: `Your order #${order.id} has been cancelled`,
    preheader: refund,
    heading: `Order #${order.id} has been cancelled`,
    html: [
      paragraph(`Your order <strong>#${order.id}</strong> has been cancelled. ${escapeHtml(refund)}`),
      order.statusReason ? paragraph(`Reason: ${escapeHtml(order.statusReason)}`) : '',
      lines.html,
      button('Visit the shop', link('/'), settings.primaryColor),
    ].join('\n'),
    text: [
      `Your order #${order.id} has been cancelled. ${refund}`,
      order.statusReason ? `Reason: ${order.statusReason}` : '',
      lines.text,
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
}
