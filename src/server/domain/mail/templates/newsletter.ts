import type { Locale } from '../../../../shared/locale.js';
import { type MailT, mailT } from '../i18n.js';
import { escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** The footer line of every newsletter-facing mail: how to leave the list in one click. */
export function unsubscribeFooter(unsubscribeLink: string, t: MailT): { html: string; text: string } {
  const why = t('mail.newsletter.why');
  const unsubscribe = t('mail.newsletter.unsubscribe');
  return {
    html: paragraph(
      `<span style="font-size:13px;color:#666666">${escapeHtml(why)} <a href="${escapeHtml(unsubscribeLink)}" style="color:#666666">${escapeHtml(unsubscribe)}</a></span>`,
    ),
    text: `${why} ${unsubscribe}: ${unsubscribeLink}`,
  };
}

/** The subscription's confirmation: the newsletter's first mail, with its unsubscribe link; in the page's language. */
export function newsletterWelcome(unsubscribeLink: string, settings: MailSettings, locale: Locale = 'en'): Rendered {
  const t = mailT(locale);
  const footer = unsubscribeFooter(unsubscribeLink, t);
  const intro = t('mail.newsletter.intro', { shop: settings.shopName });
  return layout(
    settings,
    {
      subject: t('mail.newsletter.subject', { shop: settings.shopName }),
      preheader: t('mail.newsletter.preheader'),
      heading: t('mail.newsletter.heading'),
      html: [paragraph(escapeHtml(intro)), footer.html].join('\n'),
      text: [intro, footer.text].join('\n\n'),
    },
    t,
  );
}
