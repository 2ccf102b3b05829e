import { campaignUtm } from '../../../../shared/campaign-tag.js';
import type { Locale } from '../../../../shared/locale.js';
import { plainText } from '../../sanitize.js';
import { mailT } from '../i18n.js';
import { layout, link, type MailSettings, type Rendered } from '../layout.js';
import { unsubscribeFooter } from './newsletter.js';

/** What a campaign's mail is made of: the owner's subject, preheader and cleaned HTML. */
export interface CampaignContent {
  id: number;
  subject: string;
  preheader: string;
  html: string;
}

/** The tag on a campaign's links to the shop, so a visit (and an order) can be traced to it. */
function campaignTag(id: number): string {
  return `utm_source=newsletter&utm_medium=email&utm_campaign=${campaignUtm(id)}`;
}

/**
 * The body as mailed: the shop's own links (site-relative, as the editor and the product cards write them) made
 * absolute and tagged with the campaign, its site-relative images made absolute.
 */
export function mailBody(content: CampaignContent): string {
  const tag = campaignTag(content.id).replaceAll('&', '&amp;');
  return content.html
    .replace(/(<a\b[^>]*?\bhref=")(\/[^"]*)"/g, (_, start: string, href: string) => {
      const [path, hash] = href.split('#', 2) as [string, string | undefined];
      const tagged = `${path}${path.includes('?') ? '&amp;' : '?'}${tag}`;
      return `${start}${link(tagged)}${hash === undefined ? '' : `#${hash}`}"`;
    })
    .replace(/(<img\b[^>]*?\bsrc=")(\/[^"]*)"/g, (_, start: string, src: string) => `${start}${link(src)}"`);
}

/**
 * One subscriber's mail of a campaign: the body (`mailBody`, made once per campaign) in the shop's layout with the
 * subscriber's own unsubscribe link; the footer in the subscriber's language (the body is the owner's, as written).
 */
export function campaignMail(
  content: CampaignContent,
  body: string,
  unsubscribeLink: string,
  settings: MailSettings,
  locale: Locale,
): Rendered {
  const t = mailT(locale);
  const footer = unsubscribeFooter(unsubscribeLink, t);
  return layout(
    settings,
    {
      subject: content.subject,
      preheader: content.preheader,
      heading: content.subject,
      html: `${body}\n${footer.html}`,
      text: `${plainText(body.replace(/<\/(p|h[1-6]|li|tr|div)>/g, '$&\n'))}\n\n${footer.text}`,
    },
    t,
  );
}
