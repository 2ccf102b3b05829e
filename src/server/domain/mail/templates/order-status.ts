import type { Locale } from '../../../../shared/locale.js';
import { localePath } from '../../../../shared/locale-path.js';
import type { Order } from '../../../../shared/schemas/orders.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, link, type MailSettings, paragraph, type Rendered } from '../layout.js';
import { addressBlock, linesBlock, moneyIn } from './order-parts.js';
import { type BalanceShares, creditSentences, shareParams } from './refund.js';

type Settings = MailSettings & { currencySymbol: string };

/**
 * The order is on its way: tracking number and carrier, in the order's language; `pdfLinks`: each certified line's
 * signed certificate link, by line id (order-mail.ts signs them).
 */
export function orderShipped(
  order: Order,
  settings: Settings,
  locale: Locale = 'en',
  pdfLinks?: ReadonlyMap<number, string>,
): Rendered {
  const t = mailT(locale);
  const money = moneyIn(order.currency, t);
  const lines = linesBlock(
    order.items.filter((l) => l.quantity > l.refundedQuantity),
    money,
    t,
  );
  const tracking = `${order.trackingNumber ?? ''}${order.carrier ? ` (${order.carrier})` : ''}`;
  const number = order.trackingNumber ?? '';
  const numberHtml = order.trackingUrl
    ? `<a href="${escapeHtml(order.trackingUrl)}" style="color:inherit">${escapeHtml(number)}</a>`
    : escapeHtml(number);
  const track = link(localePath(locale, '/track-order'));
  const shipping = t('mail.shipped.shipping', { method: order.shippingMethod });
  // Where the parcel goes, with the apartment and the phone the carrier was given.
  const address = addressBlock(order, t);
  // The certified lines (issue 43): each one's PDF (a signed link, when the shop's key signed one) and each unit's
  // verification page.
  const certified = order.items.flatMap((l) => l.verifyUrls.map((url) => ({ name: l.name, url: link(url) })));
  const pdfs = order.items.flatMap((l) => {
    const url = pdfLinks?.get(l.id);
    return url && l.verifyUrls.length > 0 ? [{ name: l.name, url: link(url) }] : [];
  });
  const item = (c: { name: string; url: string }, label = '') =>
    `<li>${escapeHtml(c.name)}${label}: <a href="${escapeHtml(c.url)}">${escapeHtml(c.url)}</a></li>`;
  const list = (items: string[]) =>
    `<ul style="margin:0 0 16px;padding-left:20px;font-size:14px">${items.join('')}</ul>`;
  const pdfLabel = ` (${t('mail.shipped.certificatePdf')})`;
  const certificates = certified.length
    ? {
        html: [
          paragraph(t('mail.shipped.certificates')),
          ...(pdfs.length ? [list(pdfs.map((c) => item(c, escapeHtml(pdfLabel))))] : []),
          paragraph(t('mail.shipped.verify')),
          list(certified.map((c) => item(c))),
        ].join(''),
        text: [
          t('mail.shipped.certificates'),
          ...pdfs.map((c) => `- ${c.name}${pdfLabel}: ${c.url}`),
          t('mail.shipped.verify'),
          ...certified.map((c) => `- ${c.name}: ${c.url}`),
        ].join('\n'),
      }
    : { html: '', text: '' };
  return layout(
    settings,
    {
      subject: t('mail.shipped.subject', { id: order.id }),
      preheader: t('mail.shipped.preheader', { tracking }),
      heading: t('mail.shipped.heading'),
      html: [
        paragraph(t('mail.shipped.left', { order: `<strong>${t('mail.order.number', { id: order.id })}</strong>` })),
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;background:#f7f5f2;border-radius:8px"><tr><td style="padding:14px 16px;font-size:14px;line-height:1.6">${t('mail.shipped.trackingNumber', { number: `<strong>${numberHtml}</strong>` })}${order.carrier ? `<br>${t('mail.shipped.carrier', { carrier: `<strong>${escapeHtml(order.carrier)}</strong>` })}` : ''}<br>${escapeHtml(shipping)}</td></tr></table>`,
        lines.html,
        certificates.html,
        address.html,
        button(t('mail.confirmation.track'), track, settings.primaryColor),
      ].join('\n'),
      text: [
        t('mail.shipped.left', { order: t('mail.order.number', { id: order.id }) }),
        `${t('mail.shipped.trackingNumber', { number })}${order.carrier ? `\n${t('mail.shipped.carrier', { carrier: order.carrier })}` : ''}${order.trackingUrl ? `\n${t('mail.shipped.trackIt', { link: order.trackingUrl })}` : ''}\n${shipping}`,
        lines.text,
        ...(certificates.text ? [certificates.text] : []),
        address.text,
        t('mail.confirmation.trackText', {
          link: track,
          id: order.id,
          email: order.email,
        }),
      ].join('\n\n'),
    },
    t,
  );
}

/** The order was cancelled; what was paid goes back. In the order's language. */
export function orderCancelled(
  order: Order,
  settings: Settings,
  refundedDollars: number,
  locale: Locale = 'en',
  shares: BalanceShares = {},
): Rendered {
  const t = mailT(locale);
  const money = moneyIn(order.currency, t);
  const lines = linesBlock(order.items, money, t);
  const amount = money(refundedDollars);
  const { giftCard } = shares;
  const credit = creditSentences(refundedDollars, shares, money, t);
  const share = giftCard && giftCard.dollars > 0 ? shareParams(refundedDollars, giftCard, money) : null;
  const refund =
    refundedDollars <= 0
      ? t('mail.cancelled.nothingCharged')
      : credit
        ? [t('mail.cancelled.refundedCredit', credit), credit.rest].filter(Boolean).join(' ')
        : !share
          ? t('mail.cancelled.refunded', { amount })
          : share.cardCents > 0
            ? t('mail.cancelled.refundedSplit', share)
            : t('mail.cancelled.refundedGiftCard', { amount, last4: share.last4 });
  return layout(
    settings,
    {
      subject: t('mail.cancelled.subject', { id: order.id }),
      preheader: refund,
      heading: t('mail.cancelled.heading', { id: order.id }),
      html: [
        paragraph(
          t('mail.cancelled.body', {
            order: `<strong>${t('mail.order.number', { id: order.id })}</strong>`,
            refund: escapeHtml(refund),
          }),
        ),
        order.statusReason
          ? paragraph(
              t('mail.status.reason', {
                reason: escapeHtml(order.statusReason),
              }),
            )
          : '',
        lines.html,
        button(t('mail.cancelled.visit'), link(localePath(locale, '/')), settings.primaryColor),
      ].join('\n'),
      text: [
        t('mail.cancelled.body', { order: t('mail.order.number', { id: order.id }), refund }),
        order.statusReason ? t('mail.status.reason', { reason: order.statusReason }) : '',
        lines.text,
      ]
        .filter(Boolean)
        .join('\n\n'),
    },
    t,
  );
}
