import { htmlLang } from '../../../shared/locale-path.js';
import type { SiteSettings } from '../../../shared/settings.js';
import { type MailT, mailT } from './i18n.js';

/**
 * Messages are rendered when they are queued, inside the transaction of the
 * event, where the shop's public origin is not known: links and images use
 * this marker, which the worker (and the admin preview) replace with PUBLIC_URL.
 */
export const ORIGIN = '{{shop-origin}}';

export function withOrigin(content: string, publicUrl: string): string {
  return content.replaceAll(ORIGIN, publicUrl);
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A site-relative path (or an absolute URL) as a link from a message. */
export function link(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${ORIGIN}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The parts of a message before the layout wraps them: both bodies are written by each template. */
export interface MessageBody {
  subject: string;
  /** One short line shown by mail apps next to the subject. */
  preheader: string;
  heading: string;
  html: string;
  text: string;
}

export interface Rendered {
  subject: string;
  html: string;
  text: string;
}

export type MailSettings = Pick<SiteSettings, 'shopName' | 'primaryColor' | 'logoType' | 'logoImage' | 'contactEmail'>;

const FONT = `-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif`;

/** A call-to-action button in the shop's primary colour. */
export function button(label: string, href: string, colour: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 8px 8px 0;display:inline-table"><tr><td style="border-radius:6px;background:${colour}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></td></tr></table>`;
}

export function paragraph(content: string): string {
  return `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#222222">${content}</p>`;
}

/**
 * The one layout of every message: logo or shop name, heading, body, footer; one column, readable on a phone. In the
 * message's language (`t`, English unless the template says otherwise).
 */
export function layout(settings: MailSettings, body: MessageBody, t: MailT = mailT('en')): Rendered {
  const colour = settings.primaryColor;
  const name = escapeHtml(settings.shopName);
  // "Questions? Write to …" only with an address the owner gave (mailSettings: the contact e-mail, else theirs).
  const email = settings.contactEmail;
  const questions = email
    ? t('mail.layout.questions', {
        email: `<a href="mailto:${escapeHtml(email)}" style="color:${colour}">${escapeHtml(email)}</a>`,
      })
    : '';
  const logo =
    settings.logoType === 'image' && settings.logoImage
      ? `<img src="${escapeHtml(link(settings.logoImage))}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:240px;border:0">`
      : `<span style="font-family:${FONT};font-size:22px;font-weight:700;letter-spacing:0.04em;color:${colour}">${name}</span>`;
  const html = `<!doctype html>
<html lang="${htmlLang(t.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(body.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f2ef">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f2ef">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:10px;border-top:4px solid ${colour}">
<tr><td style="padding:24px 24px 8px"><a href="${link('/')}" style="text-decoration:none">${logo}</a></td></tr>
<tr><td style="padding:8px 24px 24px;font-family:${FONT};color:#222222">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:#111111">${escapeHtml(body.heading)}</h1>
${body.html}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #eeeeee;font-family:${FONT};font-size:13px;line-height:1.5;color:#777777">
${name} · <a href="${link('/')}" style="color:${colour}">${ORIGIN}</a>${questions ? `<br>\n${questions}` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
  const questionsText = email ? `${t('mail.layout.questions', { email })}\n` : '';
  const text = `${body.heading}\n\n${body.text.trim()}\n\n-- \n${settings.shopName} · ${ORIGIN}\n${questionsText}`;
  return { subject: body.subject, html, text };
}
