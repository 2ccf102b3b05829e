import { formatMoney } from '@shared/money';

/** A product or painting as a campaign's card shows it. */
export interface CardItem {
  kind: 'product' | 'painting';
  id: number;
  name: string;
  price: number;
  imageUrl: string | null;
}

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The item's page on the shop (site-relative: the mail makes it absolute and tags it with the campaign). */
function itemHref(item: Pick<CardItem, 'kind' | 'id'>): string {
  return item.kind === 'product' ? `/product/${item.id}` : `/paintings/${item.id}`;
}

/**
 * A card for a campaign's body: photo, name, price and a "Shop now" button, laid out by a table and inline styles
 * (what mail apps keep; the server's cleaning keeps exactly these), readable at 390 px.
 */
export function cardHtml(item: CardItem, symbol = '$'): string {
  const href = itemHref(item);
  const name = escapeText(item.name);
  const photo = item.imageUrl
    ? `<td width="160" valign="top"><a href="${href}"><img src="${escapeText(item.imageUrl)}" alt="${name}" width="160" style="width:160px;max-width:100%;border-radius:6px;display:block" /></a></td>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" class="campaign-card" style="margin:8px 0 16px"><tbody><tr>${photo}<td valign="top" style="padding:0 0 0 16px"><h3 style="margin:0 0 4px;font-size:17px">${name}</h3><p style="margin:0 0 12px;color:#555555">${escapeText(formatMoney(item.price, symbol))}</p><a href="${href}" style="display:inline-block;padding:10px 16px;background-color:#111111;color:#ffffff;text-decoration:none;border-radius:6px">Shop now</a></td></tr></tbody></table>`;
}

/** An image from the media library, as a paragraph of its own. */
export function imageHtml(url: string, alt = ''): string {
  return `<p><img src="${escapeText(url)}" alt="${escapeText(alt)}" style="max-width:100%" /></p>`;
}
