import { button, escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/**
 * Confirms the account's e-mail, naming the account: confirming (signed in as that account) attaches the orders
 * placed as a guest with the address to it.
 */
export function emailConfirmation(
  username: string,
  email: string,
  confirmLink: string,
  settings: MailSettings,
): Rendered {
  const question = (name: string) => `Add your orders to the account ${name}?`;
  const intro = (shop: string, address: string, name: string) =>
    `Orders were placed as a guest at ${shop} with ${address}, and the account ${name} uses this address.`;
  const note = (name: string) =>
    `To add them, sign in as ${name}. The link works once, for 48 hours. If ${name} is not your account, ignore this e-mail: your orders stay as they are.`;
  const bold = (text: string) => `<strong>${escapeHtml(text)}</strong>`;
  return layout(settings, {
    subject: `Confirm your e-mail for ${settings.shopName}`,
    preheader: question(username),
    heading: 'Confirm your e-mail',
    html: [
      paragraph(intro(escapeHtml(settings.shopName), bold(email), bold(username))),
      paragraph(question(bold(username))),
      button('Confirm my e-mail', confirmLink, settings.primaryColor),
      paragraph(`<span style="font-size:13px;color:#666666">${note(bold(username))}</span>`),
    ].join('\n'),
    text: [
      intro(settings.shopName, email, username),
      question(username),
      `Confirm my e-mail: ${confirmLink}`,
      note(username),
    ].join('\n\n'),
  });
}
