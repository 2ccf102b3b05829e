import type { Locale } from '../../../../shared/locale.js';
import { mailT } from '../i18n.js';
import { button, escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/**
 * Confirms the account's e-mail, naming the account: confirming (signed in as that account) attaches the orders
 * placed as a guest with the address to it. In the language of the page that caused it.
 */
export function emailConfirmation(
  username: string,
  email: string,
  confirmLink: string,
  settings: MailSettings,
  locale: Locale = 'en',
): Rendered {
  const t = mailT(locale);
  const question = (name: string) => t('mail.confirmEmail.question', { name });
  const intro = (shop: string, address: string, name: string) => t('mail.confirmEmail.intro', { shop, address, name });
  const note = (name: string) => t('mail.confirmEmail.note', { name });
  const bold = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
  const confirm = t('mail.confirmEmail.button');
  return layout(
    settings,
    {
      subject: t('mail.confirmEmail.subject', { shop: settings.shopName }),
      preheader: question(username),
      heading: t('mail.confirmEmail.heading'),
      html: [
        paragraph(intro(escapeHtml(settings.shopName), bold(email), bold(username))),
        paragraph(question(bold(username))),
        button(confirm, confirmLink, settings.primaryColor),
        paragraph(`<span style="font-size:13px;color:#666666">${note(bold(username))}</span>`),
      ].join('\n'),
      text: [
        intro(settings.shopName, email, username),
        question(username),
        `${confirm}: ${confirmLink}`,
        note(username),
      ].join('\n\n'),
    },
    t,
  );
}
