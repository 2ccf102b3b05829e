import { CONTACT_SUBJECT_LABELS, type ContactInput } from '../../../../shared/schemas/content.js';
import { escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** A contact-form message, copied to the owner; replying answers the sender. */
export function contactCopy(input: ContactInput, settings: MailSettings): Rendered {
  const body = escapeHtml(input.message).replaceAll('\n', '<br>');
  const about = CONTACT_SUBJECT_LABELS[input.subject];
  return layout(settings, {
    subject: `Contact form: ${about} (from ${input.name})`,
    preheader: input.message.slice(0, 120),
    heading: `Message from ${input.name}`,
    html: [
      paragraph(
        `<strong>${escapeHtml(input.name)}</strong> (<a href="mailto:${escapeHtml(input.email)}">${escapeHtml(input.email)}</a>) wrote about <strong>${escapeHtml(about)}</strong>:`,
      ),
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${settings.primaryColor};background:#f7f5f2;font-size:15px;line-height:1.6;color:#222222">${body}</blockquote>`,
      paragraph('Reply to this e-mail to answer them.'),
    ].join('\n'),
    text: `${input.name} (${input.email}) wrote about ${about}:\n\n${input.message}\n\nReply to this e-mail to answer them.`,
  });
}

/**
 * The owner's answer from the inbox to a contact-form message: their text, then the shopper's message quoted;
 * replying reaches the owner (the mail's Reply-To).
 */
export function contactReply(
  original: Pick<ContactInput, 'name' | 'subject' | 'message'>,
  reply: string,
  settings: MailSettings,
): Rendered {
  const about = CONTACT_SUBJECT_LABELS[original.subject];
  const quoted = escapeHtml(original.message).replaceAll('\n', '<br>');
  return layout(settings, {
    subject: `Re: ${about}`,
    preheader: reply.slice(0, 120),
    heading: `Hello ${original.name}`,
    html: [
      ...reply.split(/\n{2,}/).map((part) => paragraph(escapeHtml(part).replaceAll('\n', '<br>'))),
      `<p style="margin:24px 0 8px;font-size:13px;color:#666666">You wrote:</p>`,
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:3px solid ${settings.primaryColor};background:#f7f5f2;font-size:14px;line-height:1.6;color:#444444">${quoted}</blockquote>`,
    ].join('\n'),
    text: `${reply}\n\nYou wrote:\n> ${original.message.replaceAll('\n', '\n> ')}`,
  });
}
