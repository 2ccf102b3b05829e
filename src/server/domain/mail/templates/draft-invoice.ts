import { type Locale, localeTag } from '../../../../shared/locale.js';
import { localePath } from '../../../../shared/locale-path.js';
import type { Order } from '../../../../shared/schemas/orders.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, link, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { addressBlock, linesBlock, moneyIn, totalsBlock } from './order-parts.js';

/**
 * A draft order's invoice (issue 42, item 2): its lines and totals, and the button to its own page
 * (`/orders/{id}?token=…`, as a guest order's link, in the order's language) where the customer pays by card; until
 * when its items are held. `order.shippingMethod` null (pickup): no address.
 */
export function draftInvoiceMail(
  order: Order,
  settings: MailSettings,
  { path, holdExpiresAt, locale }: { path: string; holdExpiresAt: string; locale: Locale },
): Rendered {
  const t = mailT(locale);
  const money = moneyIn(order.currency, t);
  const lines = linesBlock(order.items, money, t);
  const totals = totalsBlock(order, money, t);
  const address = order.address ? addressBlock(order, t) : { html: '', text: '' };
  const href = link(localePath(locale, path));
  const total = money(order.total);
  const cta = t('mail.invoice.button', { total });
  const until = new Intl.DateTimeFormat(localeTag(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(holdExpiresAt));
  const held = t('mail.invoice.held', { until });
  return layout(
    settings,
    {
      subject: t('mail.invoice.subject', { id: order.id, shop: settings.shopName }),
      preheader: t('mail.invoice.preheader', { total }),
      heading: t('mail.invoice.heading'),
      html: [
        paragraph(
          t('mail.invoice.intro', {
            shop: escapeHtml(settings.shopName),
            order: `<strong>${t('mail.order.number', { id: order.id })}</strong>`,
          }),
        ),
        lines.html,
        totals.html,
        address.html,
        button(cta, href, settings.primaryColor),
        paragraph(`<span style="font-size:13px;color:#666666">${escapeHtml(held)}</span>`),
      ].join('\n'),
      text: [
        t('mail.invoice.intro', { shop: settings.shopName, order: t('mail.order.number', { id: order.id }) }),
        lines.text,
        totals.text,
        ...(address.text ? [address.text] : []),
        `${cta}: ${href}`,
        held,
      ].join('\n\n'),
    },
    t,
  );
}
