import type { ItemImage } from '@shared/schemas/catalogue';

/** What an item's photos are read from: a product (`imageUrl`, `name`) or a painting (`image_url`, `title`). */
export interface PhotographedItem {
  images?: readonly ItemImage[];
  imageUrl?: string | null;
  image_url?: string | null;
  preview_image_url?: string | null;
  name?: string;
  title?: string;
}

/**
 * An item's photos, the cover first: its `images` when it has any, else its cover alone (an answer that predates
 * issue 38, or an item with one picture), named by the item's name or title; none without a cover.
 */
export function itemImages(item: PhotographedItem): ItemImage[] {
  if (item.images && item.images.length > 0) return [...item.images];
  const cover = item.imageUrl || item.image_url || item.preview_image_url || null;
  if (!cover) return [];
  return [{ url: cover, alt: item.name ?? item.title ?? '', color: null }];
}

/**
 * The photo a card shows under the pointer (`CardMedia`): the item's second. A list's loader asks for its image set
 * with the cover's, so the server's HTML of the card has it (a list's cards are that HTML until the list changes).
 */
export const hoverPhoto = (item: PhotographedItem): string | undefined => itemImages(item)[1]?.url;

/** Whether two colour names name one colour ('Black', ' black'); a photo tied to no colour (null) matches none. */
export const sameColour = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The photos with those tied to `colour` first (each group in the owner's order); all as they are for ''. */
export function colourFirst(images: readonly ItemImage[], colour: string): ItemImage[] {
  if (!colour) return [...images];
  const tied = images.filter((image) => sameColour(image.color, colour));
  return [...tied, ...images.filter((image) => !tied.includes(image))];
}

/** The first photo tied to `colour`, if any. */
export function colourPhoto(images: readonly ItemImage[] | undefined, colour: string): ItemImage | undefined {
  return images?.find((image) => sameColour(image.color, colour));
}
