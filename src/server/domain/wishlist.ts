import { AppError } from '../../shared/errors.js';
import { toDollars } from '../../shared/money.js';
import { WISHLIST_OFF, type WishlistEntry, type WishlistItemInput } from '../../shared/schemas/reviews.js';
import { runFlow } from '../db/flow.js';
import { type Deps, type FlowDeps, isoNow, type TxDeps } from '../deps.js';
import type { Actor } from './accounts/accounts.js';
import { getPainting } from './catalogue/paintings.js';
import { getProduct } from './catalogue/products.js';
import { releasedOrAnnounced } from './catalogue/release.js';
import { requireSwitch } from './settings.js';
import { itemNamer, type Localized } from './translations.js';

/**
 * A customer's saved products and paintings. Visitors keep theirs in the
 * browser and merge it in at sign-in. A saved item that sells out or leaves the
 * catalogue stays listed with its state, so it never vanishes silently.
 */
/** Reads name the items in the asker's language (`x-shop-locale`), English where not translated. */
type WishlistDeps = Pick<Deps, 'db' | 'clock'> & Localized;
type WishlistWrite = FlowDeps<'clock'>;

interface Saved {
  item_type: WishlistItemInput['itemType'];
  item_id: number;
  created_at: string;
}

/** The item as the catalogue sells it now, or null when it is gone from it. */
async function liveItem(deps: WishlistDeps, { itemType, itemId }: WishlistItemInput) {
  try {
    if (itemType === 'product') {
      const p = await getProduct(deps, itemId);
      return {
        name: p.name,
        price: p.price,
        ...(p.prices && { prices: p.prices }),
        imageUrl: p.imageUrl,
        available: p.stock > 0 && !p.is_sold && !p.upcoming,
      };
    }
    const p = await getPainting(deps, itemId);
    return {
      name: p.title,
      price: p.price,
      ...(p.prices && { prices: p.prices }),
      imageUrl: p.preview_image_url ?? p.image_url,
      available: p.in_stock && !p.upcoming,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * What is left of an item the shop deleted (its rows are kept, marked deleted), for the list to name it. An item
 * its page may not show yet (the release rule, `catalogue/release.ts`: rescheduled, hidden) is named by nothing.
 */
async function deletedItem(deps: WishlistDeps, { itemType, itemId }: WishlistItemInput) {
  const { db, clock } = deps;
  const shown = releasedOrAnnounced('i', isoNow(clock));
  const row =
    itemType === 'product'
      ? await db
          .selectFrom('product as i')
          .select(['i.name', 'i.price_cents', 'i.image_url'])
          .where('i.id', '=', itemId)
          .where(shown)
          .executeTakeFirst()
      : await db
          .selectFrom('painting as i')
          .select(['i.title as name', 'i.price_cents', 'i.image_url'])
          .where('i.id', '=', itemId)
          .where(shown)
          .executeTakeFirst();
  const nameOf = await itemNamer(deps, [{ itemType, itemId }]);
  return {
    name: row ? nameOf({ itemType, itemId }, row.name) : 'This item is no longer available',
    price: toDollars(row?.price_cents ?? 0),
    imageUrl: row?.image_url ?? null,
    available: false,
  };
}

async function toEntry(deps: WishlistDeps, saved: Saved): Promise<WishlistEntry> {
  const item = { itemType: saved.item_type, itemId: saved.item_id };
  const live = await liveItem(deps, item);
  const shown = live ?? (await deletedItem(deps, item));
  return {
    ...item,
    ...shown,
    state: !live ? 'deleted' : live.available ? 'available' : 'sold_out',
    addedAt: saved.created_at,
  };
}

const savedOf = (deps: WishlistDeps, userId: number) =>
  deps.db
    .selectFrom('wishlist_item')
    .select(['item_type', 'item_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');

/** The customer's wishlist, most recently saved first. */
export async function listWishlist(deps: WishlistDeps, _input: unknown, actor: Actor): Promise<WishlistEntry[]> {
  await requireSwitch(deps, 'enableWishlist', WISHLIST_OFF);
  const saved = await savedOf(deps, actor.userId).execute();
  return Promise.all(saved.map((row) => toEntry(deps, row)));
}

async function save(deps: TxDeps<'clock'>, input: WishlistItemInput, actor: Actor): Promise<boolean> {
  if (!(await liveItem(deps, input))) return false;
  await deps.db
    .insertInto('wishlist_item')
    .values({ user_id: actor.userId, item_type: input.itemType, item_id: input.itemId })
    .onConflict((oc) => oc.columns(['user_id', 'item_type', 'item_id']).doNothing())
    .execute();
  return true;
}

/** Saves an item (saving it twice keeps one); an unknown or deleted item is a 404. */
export async function addToWishlist(
  deps: WishlistWrite,
  input: WishlistItemInput,
  actor: Actor,
): Promise<WishlistEntry> {
  await requireSwitch(deps, 'enableWishlist', WISHLIST_OFF);
  if (!(await runFlow(deps, (tx) => save(tx, input, actor)))) {
    throw new AppError('NOT_FOUND', input.itemType === 'product' ? 'Product not found' : 'Painting not found');
  }
  const saved = await savedOf(deps, actor.userId)
    .where('item_type', '=', input.itemType)
    .where('item_id', '=', input.itemId)
    .executeTakeFirstOrThrow();
  return toEntry(deps, saved);
}

/** Removes one of the customer's own saved items (no one else's); removing an unsaved item changes nothing. */
export async function removeFromWishlist(
  deps: WishlistWrite,
  input: WishlistItemInput,
  actor: Actor,
): Promise<{ success: true }> {
  await requireSwitch(deps, 'enableWishlist', WISHLIST_OFF);
  await runFlow(deps, (tx) =>
    tx.db
      .deleteFrom('wishlist_item')
      .where('user_id', '=', actor.userId)
      .where('item_type', '=', input.itemType)
      .where('item_id', '=', input.itemId)
      .execute(),
  );
  return { success: true };
}

/** Merges the browser's saved items into the account's at sign-in: no duplicates; items gone from the shop skipped. */
export async function mergeWishlist(
  deps: WishlistWrite,
  input: { items: WishlistItemInput[] },
  actor: Actor,
): Promise<WishlistEntry[]> {
  await requireSwitch(deps, 'enableWishlist', WISHLIST_OFF);
  await runFlow(deps, async (tx) => {
    for (const item of input.items) await save(tx, item, actor);
  });
  return listWishlist(deps, {}, actor);
}
