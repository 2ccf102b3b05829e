import type { Locale } from '../../../../shared/locale.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** The reset link, valid for an hour and once; in the language of the page that asked. */
export function passwordReset(
  username: string,
  resetLink: string,
  settings: MailSettings,
  locale: Locale = 'en',
): Rendered {
  const t = mailT(locale);
  const note = t('mail.reset.note');
  return layout(
    settings,
    {
      subject: t('mail.reset.subject', { shop: settings.shopName }),
      preheader: t('mail.reset.preheader'),
      heading: t('mail.reset.heading'),
      html: [
        paragraph(t('mail.reset.asked', { username: `<strong>${escapeHtml(username)}</strong>` })),
        button(t('mail.reset.choose'), resetLink, settings.primaryColor),
        paragraph(`<span style="font-size:13px;color:#666666">${escapeHtml(note)}</span>`),
      ].join('\n'),
      text: [t('mail.reset.asked', { username }), `${t('mail.reset.choose')}: ${resetLink}`, note].join('\n\n'),
    },
    t,
  );
}
