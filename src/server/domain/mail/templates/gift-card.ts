import { formatMoney } from '../../../../shared/money.js';
import { button, escapeHtml, layout, link, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** A gift card issued by the owner, mailed to its recipient: the code (the only mail that shows it) and the message. */
export function giftCardMail(
  card: { code: string; amount: number; message: string | null; to?: string },
  settings: MailSettings,
): Rendered {
  const amount = formatMoney(card.amount);
  const note = card.message ? `\n\n“${card.message}”` : '';
  return layout(settings, {
    subject: `A ${amount} gift card from ${settings.shopName}`,
    preheader: `Your gift card code is inside: ${amount} to spend at ${settings.shopName}.`,
    heading: card.to ? `${card.to}, you have a ${amount} gift card` : `You have a ${amount} gift card`,
    html: [
      card.message
        ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${settings.primaryColor};background:#f7f5f2;font-size:15px;line-height:1.6;color:#222222">${escapeHtml(card.message).replaceAll('\n', '<br>')}</blockquote>`
        : '',
      paragraph(
        `Your code: <strong style="font-family:monospace;font-size:18px;letter-spacing:0.08em">${escapeHtml(card.code)}</strong>`,
      ),
      paragraph(
        'Enter it in the Gift card field at checkout. It can pay for several orders until its balance is spent.',
      ),
      button('Visit the shop', link('/'), settings.primaryColor),
    ].join('\n'),
    text: `You have a ${amount} gift card from ${settings.shopName}.${note}\n\nYour code: ${card.code}\n\nEnter it in the Gift card field at checkout. It can pay for several orders until its balance is spent.`,
  });
}
