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

/** The widths of the smaller copies the pipeline makes of every image wider than them. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;

export const toSrcset = (candidates: { url: string; width: number }[]): string =>
  candidates.map((c) => `${c.url} ${c.width}w`).join(', ');
