import { button, escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** Confirms the account's e-mail; confirming attaches the orders placed as a guest with it. */
export function emailConfirmation(
  username: string,
  email: string,
  confirmLink: string,
  settings: MailSettings,
): Rendered {
  const intro = `Orders were placed as a guest at ${settings.shopName} with ${email}. Confirm that this address is yours to see them in the account ${username}.`;
  return layout(settings, {
    subject: `Confirm your e-mail for ${settings.shopName}`,
    preheader: 'Add your guest orders to your account.',
    heading: 'Confirm your e-mail',
    html: [
      paragraph(
        `Orders were placed as a guest at ${escapeHtml(settings.shopName)} with <strong>${escapeHtml(email)}</strong>. Confirm that this address is yours to see them in the account <strong>${escapeHtml(username)}</strong>.`,
      ),
      button('Confirm my e-mail', confirmLink, settings.primaryColor),
      paragraph(
        '<span style="font-size:13px;color:#666666">The link works once, for 48 hours. If you did not create this account, ignore this e-mail: nothing changes.</span>',
      ),
    ].join('\n'),
    text: [
      intro,
      `Confirm my e-mail: ${confirmLink}`,
      'The link works once, for 48 hours. If you did not create this account, ignore this e-mail: nothing changes.',
    ].join('\n\n'),
  });
}
