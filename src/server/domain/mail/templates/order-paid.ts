import type { Locale } from '../../../../shared/locale.js';
import { localePath } from '../../../../shared/locale-path.js';
import { exchangeNotSold, type Order } from '../../../../shared/schemas/orders.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, link, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { addressBlock, linesBlock, moneyIn, totalsBlock } from './order-parts.js';

/**
 * The customer's receipt, once the payment is final (an exchange's difference paid before its items are back: that it
 * ships once they are): lines, totals, address, where to follow the order, in the order's language (`locale`, its
 * links to the shop's pages in that language too).
 * `guestLink`: a guest order's own path (no account to sign in to), in place of "View your orders".
 */
export function orderConfirmation(
  order: Order,
  settings: MailSettings & { currencySymbol: string },
  guestLink?: string,
  locale: Locale = 'en',
): Rendered {
  const t = mailT(locale);
  const page = (path: string) => link(localePath(locale, path));
  const orderButton = guestLink
    ? ([t('mail.confirmation.viewOrder'), page(guestLink)] as const)
    : ([t('mail.confirmation.viewOrders'), page('/profile')] as const);
  const money = moneyIn(order.currency, t);
  const lines = linesBlock(order.items, money, t);
  const totals = totalsBlock(order, money, t);
  const address = addressBlock(order, t);
  const firstName = order.name.split(/\s+/)[0] ?? order.name;
  const track = page('/track-order');
  // An exchange's difference paid before its items are back (issue 41): it waits for them, it is not being readied.
  const received = (ref: string) =>
    exchangeNotSold(order)
      ? t('mail.confirmation.receivedExchange', {
          order: ref,
          original: t('mail.order.number', { id: order.exchangeFor }),
        })
      : t('mail.confirmation.received', { order: ref });
  return layout(
    settings,
    {
      subject: t('mail.confirmation.subject', { id: order.id }),
      preheader: t('mail.confirmation.preheader', { total: money(order.total) }),
      heading: t('mail.confirmation.heading', { firstName }),
      html: [
        paragraph(received(`<strong>${t('mail.order.number', { id: order.id })}</strong>`)),
        lines.html,
        totals.html,
        address.html,
        button(orderButton[0], orderButton[1], settings.primaryColor),
        button(t('mail.confirmation.track'), track, settings.primaryColor),
        paragraph(
          `<span style="font-size:13px;color:#666666">${t('mail.confirmation.trackWithout', { id: order.id, email: escapeHtml(order.email) })}</span>`,
        ),
      ].join('\n'),
      text: [
        received(t('mail.order.number', { id: order.id })),
        lines.text,
        totals.text,
        address.text,
        `${orderButton[0]}: ${orderButton[1]}`,
        t('mail.confirmation.trackText', { link: track, id: order.id, email: order.email }),
      ].join('\n\n'),
    },
    t,
  );
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
