import { escapeHtml, layout, type MailSettings, paragraph, type Rendered } from '../layout.js';

/** The footer line of every newsletter-facing mail: how to leave the list in one click. */
function unsubscribeFooter(unsubscribeLink: string): { html: string; text: string } {
  return {
    html: paragraph(
      `<span style="font-size:13px;color:#666666">You receive this because you subscribed to our newsletter. <a href="${escapeHtml(unsubscribeLink)}" style="color:#666666">Unsubscribe</a></span>`,
    ),
    text: `You receive this because you subscribed to our newsletter. Unsubscribe: ${unsubscribeLink}`,
  };
}

/** The subscription's confirmation: the newsletter's first mail, with its unsubscribe link. */
export function newsletterWelcome(unsubscribeLink: string, settings: MailSettings): Rendered {
  const footer = unsubscribeFooter(unsubscribeLink);
  const intro = `Thank you for subscribing to the ${settings.shopName} newsletter. We will write when new pieces drop.`;
  return layout(settings, {
    subject: `You're subscribed to ${settings.shopName}`,
    preheader: 'New pieces, first.',
    heading: 'Welcome to the newsletter',
    html: [paragraph(escapeHtml(intro)), footer.html].join('\n'),
    text: [intro, footer.text].join('\n\n'),
  });
}
