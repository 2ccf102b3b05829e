/**
 * The carriers the shop ships with and their public tracking pages: a tracking number becomes a link to the
 * carrier's page (profile, /track-order, the shipped mail, the admin). Another carrier is given by the owner's
 * own tracking page URL (https), in which `{number}` stands for the tracking number.
 */
export const CARRIERS = ['USPS', 'UPS', 'FedEx', 'DHL', 'Canada Post'] as const;

const PAGES: Record<string, string> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}',
  ups: 'https://www.ups.com/track?tracknum={number}',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr={number}',
  dhl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}',
  canadapost: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={number}',
};

const key = (carrier: string) => carrier.toLowerCase().replace(/[^a-z]/g, '');

/** True when the carrier is one whose tracking page the shop knows (case, spaces and dots aside). */
export const knownCarrier = (carrier: string | null | undefined): boolean => Boolean(carrier && PAGES[key(carrier)]);

/** An https URL the owner gave for another carrier's tracking page. */
export const isTrackingPageUrl = (url: string): boolean => /^https:\/\/[^\s/]+\.[^\s]+$/.test(url);

/**
 * The tracking page of a shipment: the known carrier's, else the owner's own URL (`{number}` filled in, or the URL
 * as is); null when there is no tracking number or no page.
 */
export function trackingUrl(order: {
  trackingNumber: string | null;
  carrier: string | null;
  trackingPage?: string | null;
}): string | null {
  const number = order.trackingNumber?.trim();
  if (!number) return null;
  const template = (order.carrier && PAGES[key(order.carrier)]) || order.trackingPage;
  if (!template?.startsWith('https://')) return null;
  return template.replaceAll('{number}', encodeURIComponent(number));
}
