/**
 * How a shop image is served responsively: its own size and the `srcset` of each
 * format the media pipeline made for it (WebP always, AVIF where it is smaller).
 */
export interface ImageSet {
  width: number;
  height: number;
  /** `url 400w, url 800w, …`, the largest being the image itself. */
  webp: string;
  avif?: string;
}

/** Image sets by the URL the catalogue and the settings store (`/images/seed/…`, `/uploads/…`). */
export type ImageSets = Record<string, ImageSet>;

/** Where the shop's own images live: the seed images and the uploads (`server/paths.ts`, `domain/media.ts`). */
const SHOP_IMAGE_PREFIXES = ['/images/seed/', '/uploads/'] as const;
/** How many URLs one `catalogue.images` call may name, and how long each may be (400 past either). */
export const MAX_IMAGE_SET_URLS = 100;
export const MAX_IMAGE_URL_LENGTH = 300;

/** Whether `url` may have an image set: a shop image (not an external or `data:` URL), short enough to ask for. */
export const isShopImageUrl = (url: string | null | undefined): url is string =>
  !!url && url.length <= MAX_IMAGE_URL_LENGTH && SHOP_IMAGE_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The widths of the smaller copies the pipeline makes of every image wider than them. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;

export const toSrcset = (candidates: { url: string; width: number }[]): string =>
  candidates.map((c) => `${c.url} ${c.width}w`).join(', ');

/**
 * The attributes of a `<link rel="preload" as="image">` for a page's LCP image drawn with `sizes`: the AVIF
 * candidates where the set has them (`type` lets a browser without AVIF skip the hint), else the WebP ones.
 */
export function imagePreload(
  set: ImageSet,
  sizes: string,
): { rel: 'preload'; as: 'image'; imageSrcSet: string; imageSizes: string; type: string; fetchPriority: 'high' } {
  return {
    rel: 'preload',
    as: 'image',
    imageSrcSet: set.avif ?? set.webp,
    imageSizes: sizes,
    type: set.avif ? 'image/avif' : 'image/webp',
    fetchPriority: 'high',
  };
}
