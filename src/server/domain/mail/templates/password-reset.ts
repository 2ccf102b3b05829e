import { button, escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** The reset link, valid for an hour and once. */
export function passwordReset(username: string, resetLink: string, settings: MailSettings): Rendered {
  return layout(settings, {
    subject: `Reset your ${settings.shopName} password`,
    preheader: 'This link works once, for 60 minutes.',
    heading: 'Reset your password',
    html: [
      paragraph(
        `Someone (hopefully you) asked to reset the password of the account <strong>${escapeHtml(username)}</strong>.`,
      ),
      button('Choose a new password', resetLink, settings.primaryColor),
      paragraph(
        '<span style="font-size:13px;color:#666666">The link works once, for 60 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.</span>',
      ),
    ].join('\n'),
    text: [
      `Someone (hopefully you) asked to reset the password of the account ${username}.`,
      `Choose a new password: ${resetLink}`,
      'The link works once, for 60 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n\n'),
  });
}
