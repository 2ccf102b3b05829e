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
