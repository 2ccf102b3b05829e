import { CAMPAIGN_COOKIE, CAMPAIGN_COOKIE_DAYS, campaignIdOf } from '@shared/campaign-tag';

/**
 * A visit from a campaign's mail (`?utm_campaign=campaign-<id>`): the id is kept for 7 days (a newer campaign's
 * click replaces it), and the checkout's server reads it to record the order as the campaign's.
 */
export function keepCampaign(utm: string | null): void {
  const id = campaignIdOf(utm);
  if (id === null) return;
  const maxAge = CAMPAIGN_COOKIE_DAYS * 24 * 60 * 60;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads; no store API needed
  document.cookie = `${CAMPAIGN_COOKIE}=${id}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}
