import type { Locale } from '../../../../shared/locale.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** The one abandoned-checkout reminder (issue 40, item 2): what the cart holds and the signed link back to it. */
export function cartReminderMail(lines: string[], href: string, settings: MailSettings, locale: Locale): Rendered {
  const t = mailT(locale);
  const intro = t('mail.cart.intro', { shop: settings.shopName });
  const cta = t('mail.cart.button');
  const notes = [t('mail.cart.expires'), t('mail.cart.once')];
  return layout(
    settings,
    {
      subject: t('mail.cart.subject', { shop: settings.shopName }),
      preheader: t('mail.cart.preheader'),
      heading: t('mail.cart.heading'),
      html: [
        paragraph(t('mail.cart.intro', { shop: escapeHtml(settings.shopName) })),
        `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
        button(cta, href, settings.primaryColor),
        ...notes.map((n) => paragraph(`<span style="font-size:13px;color:#666666">${escapeHtml(n)}</span>`)),
      ].join('\n'),
      text: [intro, lines.map((l) => `- ${l}`).join('\n'), `${cta}: ${href}`, ...notes].join('\n\n'),
    },
    t,
  );
}
