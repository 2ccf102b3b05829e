import { sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { ItemImageInput } from '../../../shared/schemas/admin-catalogue.js';
import type { ItemType } from '../../../shared/schemas/cart.js';
import type { ItemImage } from '../../../shared/schemas/catalogue.js';
import { jsonList } from '../../db/catalogue-mappers.js';
import type { Reader } from '../../db/flow.js';
import type { TxDeps } from '../../deps.js';
import { imageSets } from '../images.js';

/**
 * Photos per item (issue 38, `item_image`): an ordered list, the first the cover. The cover is mirrored into the
 * item's `image_url` by every write here, so the reads that predate the list (cart, orders, search, wishlist,
 * sitemap, feeds, the documented `imageUrl` / `image_url`) answer it unchanged. A product's swatch colours are
 * `product_color_swatch`, per product and colour.
 */

/** The photos of the items `ids` of one type, in order: one query for a whole page. */
export async function imagesOf(db: Reader, type: ItemType, ids: readonly number[]): Promise<Map<number, ItemImage[]>> {
  const byItem = new Map<number, ItemImage[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .selectFrom('item_image')
    .select(['item_id', 'url', 'alt', 'color'])
    .where('item_type', '=', type)
    .where('item_id', 'in', [...ids])
    .orderBy('item_id')
    .orderBy('position')
    .execute();
  for (const { item_id, ...image } of rows) byItem.set(item_id, [...(byItem.get(item_id) ?? []), image]);
  return byItem;
}

/** The owner's swatch colours of the products `ids` (colour name → '#rrggbb'): one query for a whole page. */
export async function swatchesOf(db: Reader, ids: readonly number[]): Promise<Map<number, Record<string, string>>> {
  const byProduct = new Map<number, Record<string, string>>();
  if (ids.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_color_swatch')
    .select(['product_id', 'color', 'hex'])
    .where('product_id', 'in', [...ids])
    .orderBy('product_id')
    .orderBy('color')
    .execute();
  for (const row of rows) byProduct.set(row.product_id, { ...byProduct.get(row.product_id), [row.color]: row.hex });
  return byProduct;
}

/**
 * An item's photos as the API answers them: its list, or (an item written before the list, or by hand) its cover
 * alone, described by its name. A photo of a colour the product no longer has reads as any colour.
 */
export function photosOf(
  stored: ItemImage[] | undefined,
  item: { cover: string | null; name: string; colors?: readonly string[] },
): ItemImage[] {
  if (!stored?.length) return item.cover ? [{ url: item.cover, alt: item.name, color: null }] : [];
  const { colors } = item;
  if (!colors) return stored;
  return stored.map((image) => (image.color && !colors.includes(image.color) ? { ...image, color: null } : image));
}

/** The swatches of the product's colours (one it no longer has is left out). */
export function swatchesFor(stored: Record<string, string> | undefined, colors: readonly string[]) {
  return Object.fromEntries(Object.entries(stored ?? {}).filter(([color]) => colors.includes(color)));
}

/** The item as written so far in the flow: its name (a cover's alt text) and its colours (a product's). */
async function itemOf(db: TxDeps['db'], type: ItemType, id: number) {
  const item =
    type === 'product'
      ? await db.selectFrom('product').select(['name', 'colors']).where('id', '=', id).executeTakeFirst()
      : await db
          .selectFrom('painting')
          .select(['title as name', sql<string>`'[]'`.as('colors')])
          .where('id', '=', id)
          .executeTakeFirst();
  if (!item) throw new AppError('NOT_FOUND', type === 'product' ? 'Product not found' : 'Painting not found');
  return { name: item.name, colors: jsonList(item.colors) };
}

/** Refuses (400) a photo's colour the item does not have: a product's must be one of its colours, a painting has none. */
function refuseUnknownColors(type: ItemType, images: readonly ItemImageInput[], colors: readonly string[]): void {
  for (const [i, image] of images.entries()) {
    if (image.color === null || colors.includes(image.color)) continue;
    throw new AppError(
      'BAD_REQUEST',
      type === 'painting'
        ? `images.${i}.color: a painting's photos have no colour`
        : `images.${i}.color: "${image.color}" is not one of the product's colours`,
    );
  }
}

/**
 * The smallest copy of a cover (its thumbnail): the first of its image set's WebP candidates (`catalogue.images`'
 * rule, domain/images.ts); a URL with no set (another site's) is its own thumbnail.
 */
async function thumbnailOf(db: TxDeps['db'], url: string | null): Promise<string | null> {
  if (!url) return null;
  const set = (await imageSets({ db }, { urls: [url] }))[url];
  return set?.webp.split(', ')[0]?.split(' ')[0] ?? url;
}

/** What a form says about an item's photos: the list (replacing it), or the cover alone (`imageUrl` / `image_url`). */
interface PhotoChanges {
  images?: ItemImageInput[];
  cover?: string | null;
  /** A painting's `preview_image_url` as sent (undefined: it follows the cover's thumbnail). */
  preview?: string | null;
}

/** The list a form leaves: the sent one, or the stored one with its cover replaced (null: removed, the next is cover). */
function nextPhotos(changes: PhotoChanges, item: { name: string; photos: ItemImage[] }): ItemImage[] | undefined {
  if (changes.images) return changes.images;
  if (changes.cover === undefined || item.photos[0]?.url === (changes.cover ?? undefined)) return undefined;
  const rest = item.photos.slice(1);
  return changes.cover === null ? rest : [{ url: changes.cover, alt: item.name, color: null }, ...rest];
}

/**
 * Writes an item's photos in the caller's flow (after the item's own row): the list replaced, the cover mirrored
 * into `image_url`, and a painting's `preview_image_url` set to the cover's thumbnail unless the form gave one.
 * A colour the product does not have is refused (400) and the flow rolls back.
 */
export async function writePhotos(tx: TxDeps, type: ItemType, id: number, changes: PhotoChanges): Promise<void> {
  // A form that names neither the list nor the cover leaves the photos (and the preview it sent is written already).
  if (changes.images === undefined && changes.cover === undefined) return;
  const item = await itemOf(tx.db, type, id);
  if (changes.images) refuseUnknownColors(type, changes.images, type === 'product' ? item.colors : []);
  const photos = nextPhotos(changes, { ...item, photos: (await imagesOf(tx.db, type, [id])).get(id) ?? [] });
  if (!photos) return;
  await tx.db.deleteFrom('item_image').where('item_type', '=', type).where('item_id', '=', id).execute();
  if (photos.length > 0) {
    await tx.db
      .insertInto('item_image')
      .values(photos.map((p, position) => ({ item_type: type, item_id: id, position, ...p })))
      .execute();
  }
  const cover = photos[0]?.url ?? null;
  if (type === 'product') {
    await tx.db.updateTable('product').set({ image_url: cover }).where('id', '=', id).execute();
    return;
  }
  const preview = changes.preview === undefined ? await thumbnailOf(tx.db, cover) : changes.preview;
  await tx.db
    .updateTable('painting')
    .set({ image_url: cover, preview_image_url: preview })
    .where('id', '=', id)
    .execute();
}

/** Replaces a product's swatch colours (undefined: kept); a colour the product does not have is refused (400). */
export async function writeSwatches(tx: TxDeps, productId: number, swatches: Record<string, string> | undefined) {
  if (swatches === undefined) return;
  const { colors } = await itemOf(tx.db, 'product', productId);
  for (const color of Object.keys(swatches)) {
    if (!colors.includes(color)) {
      throw new AppError('BAD_REQUEST', `colorSwatches: "${color}" is not one of the product's colours`);
    }
  }
  await tx.db.deleteFrom('product_color_swatch').where('product_id', '=', productId).execute();
  const rows = Object.entries(swatches).map(([color, hex]) => ({ product_id: productId, color, hex }));
  if (rows.length > 0) await tx.db.insertInto('product_color_swatch').values(rows).execute();
}
