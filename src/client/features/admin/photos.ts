import { MAX_ITEM_IMAGES } from '@shared/schemas/admin-catalogue';
import type { ItemImage } from '@shared/schemas/catalogue';

/** The alt text a new photo starts with: '<item name> — photo 2' (the owner then says what it shows). */
function suggestedAlt(itemName: string, position: number): string {
  const name = itemName.trim();
  return name ? `${name} — photo ${position}` : `Photo ${position}`;
}

/** The list with the photos of `urls` added at its end (one already there is not added twice), at most 12 in all. */
export function addPhotos(photos: readonly ItemImage[], urls: readonly string[], itemName: string): ItemImage[] {
  const next = [...photos];
  for (const url of urls) {
    if (next.length >= MAX_ITEM_IMAGES) break;
    if (next.some((p) => p.url === url)) continue;
    next.push({ url, alt: suggestedAlt(itemName, next.length + 1), color: null });
  }
  return next;
}

/** How many more photos an item with `count` photos may take. */
export function photoRoom(count: number): number {
  return Math.max(0, MAX_ITEM_IMAGES - count);
}

/**
 * The visible note when the owner offers more photos than the item has room for: files not uploaded
 * (`skippedFiles`), or a library pick past the room.
 */
export function photoLimitNotice(room: number, skippedFiles?: number): string {
  const limit = `At most ${MAX_ITEM_IMAGES} photos per item, so this one has room for ${room} more`;
  if (skippedFiles === undefined) return `${limit}: unselect one to choose another.`;
  return `${limit}: ${skippedFiles === 1 ? '1 file was' : `${skippedFiles} files were`} not uploaded.`;
}

/**
 * The library picks after the owner clicks `url`, in the order clicked: a picked one is dropped (the later ones move
 * up), another is added at the end while fewer than `room` are picked; `refused` when there was no room for it.
 */
export function togglePick(
  picked: readonly string[],
  url: string,
  room: number,
): { picked: string[]; refused: boolean } {
  if (picked.includes(url)) return { picked: picked.filter((p) => p !== url), refused: false };
  if (picked.length >= room) return { picked: [...picked], refused: true };
  return { picked: [...picked, url], refused: false };
}

/** What a screen reader hears after a move: where the photo is now, and whether it became the cover. */
export function movedAnnouncement(to: number, count: number): string {
  return `Photo moved to position ${to + 1} of ${count}${to === 0 ? ': it is now the cover' : ''}.`;
}

/** The photos as the server takes them: alt text trimmed (an empty one is refused by the form's schema first). */
export function photosFromForm(photos: readonly ItemImage[]): ItemImage[] {
  return photos.map((p) => ({ url: p.url, alt: p.alt.trim(), color: p.color || null }));
}

/** An item's photos as its form starts: its list, or its cover alone (an answer from before the list). */
export function itemPhotos(images: ItemImage[] | undefined, cover: string | null, name: string): ItemImage[] {
  if (images) return images.map(({ url, alt, color }) => ({ url, alt, color }));
  return cover ? [{ url: cover, alt: name, color: null }] : [];
}
