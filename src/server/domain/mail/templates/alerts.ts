import type { Locale } from '../../../../shared/locale.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

export interface AlertItem {
  /** The item's name with its size and colour, as the shopper asked for it ("Acid Wash Tee — M / Black"). */
  label: string;
  name: string;
  /** Straight to the item, its size and colour chosen. */
  href: string;
}

/** The one mail of a "Notify me" request: the item is back in stock, or its release is open. */
export function alertMail(
  kind: 'back_in_stock' | 'release_open',
  item: AlertItem,
  settings: MailSettings,
  locale: Locale,
): Rendered {
  const t = mailT(locale);
  const back = kind === 'back_in_stock';
  const intro = (label: string, shop: string) =>
    t(back ? 'mail.alert.backIntro' : 'mail.alert.releaseIntro', { item: label, shop });
  const cta = t('mail.alert.button');
  const once = t('mail.alert.once');
  return layout(
    settings,
    {
      subject: t(back ? 'mail.alert.backSubject' : 'mail.alert.releaseSubject', { name: item.name }),
      preheader: t('mail.alert.preheader'),
      heading: t(back ? 'mail.alert.backHeading' : 'mail.alert.releaseHeading'),
      html: [
        paragraph(intro(`<strong>${escapeHtml(item.label)}</strong>`, escapeHtml(settings.shopName))),
        button(cta, item.href, settings.primaryColor),
        paragraph(`<span style="font-size:13px;color:#666666">${escapeHtml(once)}</span>`),
      ].join('\n'),
      text: [intro(item.label, settings.shopName), `${cta}: ${item.href}`, once].join('\n\n'),
    },
    t,
  );
}
