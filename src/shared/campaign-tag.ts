/**
 * A campaign's mail links to the shop carry `utm_campaign=campaign-<id>` (issue 40, item 3). The storefront keeps
 * the id for 7 days in a cookie (last click wins), and the checkout records it with the order it places: the
 * campaign's orders within 7 days of a click.
 */
export const CAMPAIGN_COOKIE = 'wbs_campaign';
export const CAMPAIGN_COOKIE_DAYS = 7;

/** The `utm_campaign` value of a campaign's links. */
export const campaignUtm = (id: number): string => `campaign-${id}`;

/** The campaign a `utm_campaign` value (or the cookie's value) names, if it names one. */
export function campaignIdOf(value: string | null | undefined): number | null {
  const match = /^(?:campaign-)?(\d{1,9})$/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}
