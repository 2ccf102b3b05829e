import { AppError } from '../../../shared/errors.js';
import { setPriceCents, toCents } from '../../../shared/money.js';
import type { AdminPainting, PaintingInput } from '../../../shared/schemas/admin-catalogue.js';
import { lockRows, runFlow, type Tx } from '../../db/flow.js';
import { type FlowDeps, isoNow, type TxDeps } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { cleanHtml } from '../sanitize.js';
import { getSettings } from '../settings.js';
import { createInventoryItem, setStock } from '../stock/ledger.js';
import { lowStockThreshold, openingStock } from '../stock/painting-stock.js';
import { withTranslations, writeTranslations } from '../translations.js';
import { bool, checkedGroups } from './admin-products.js';
import { wholeEditionFacts, writeEditions } from './editions.js';
import { detailsColumn, withPaintingDetails } from './item-details.js';
import { writePhotos } from './item-images.js';
import { getPainting } from './paintings.js';

function paintingFields(input: Partial<PaintingInput>) {
  return {
    title: input.title,
    description: input.description,
    price_cents: setPriceCents(input.price),
    cad_price_cents: setPriceCents(input.prices?.CAD),
    medium: input.medium,
    details: detailsColumn(input.details),
    image_url: input.image_url,
    preview_image_url: input.preview_image_url,
    artist_name: input.artist_name,
    width: input.dimensions?.width,
    height: input.dimensions?.height,
    unit: input.dimensions?.unit,
    year: input.year,
    tags: input.tags === undefined ? undefined : JSON.stringify(input.tags),
    is_original: bool(input.is_original),
    is_limited: bool(input.is_limited),
    limited_edition_count: input.is_limited === false ? null : input.limited_edition_count,
    current_edition_number: input.is_limited === false ? 0 : input.current_edition_number,
    in_stock: bool(input.in_stock),
    is_featured: bool(input.is_featured),
    is_sold: bool(input.is_sold),
    mark_sold_after_purchase: bool(input.mark_sold_after_purchase),
    final_sale: bool(input.finalSale),
    story: input.story === undefined ? undefined : cleanHtml(input.story),
    exhibitions: input.exhibitions === undefined ? undefined : JSON.stringify(input.exhibitions),
    hide_from_archive: bool(input.hideFromArchive),
    shipping_price_cents: setPriceCents(input.shipping_price),
    publish_at: input.publish_at,
    announce: bool(input.announce),
  };
}

async function replaceSizes(trx: Tx, paintingId: number, sizes: PaintingInput['available_sizes']): Promise<void> {
  await trx.deleteFrom('painting_print_size').where('painting_id', '=', paintingId).execute();
  for (const [i, s] of sizes.entries()) {
    await trx
      .insertInto('painting_print_size')
      .values({
        painting_id: paintingId,
        width: s.width,
        height: s.height,
        unit: s.unit,
        price_cents: toCents(s.price),
        sort_order: i,
      })
      .execute();
  }
}

async function syncStock(
  ledger: TxDeps<'clock'>,
  paintingId: number,
  actor: Actor,
  stock: number | undefined,
): Promise<void> {
  const trx = ledger.db;
  // The whole print's numbers left, all its sizes' editions together, decide its opening stock.
  const p = await wholeEditionFacts(trx, paintingId);
  const target = openingStock(p, stock);
  const item = await trx
    .selectFrom('inventory_item')
    .select('id')
    .where('painting_id', '=', paintingId)
    .executeTakeFirst();
  if (!item) {
    const sku = `WBS-A-${String(paintingId).padStart(4, '0')}`;
    await createInventoryItem(ledger, {
      itemType: 'painting',
      itemId: paintingId,
      sku,
      quantity: target,
      lowStockThreshold: lowStockThreshold(p),
      actorUserId: actor.userId,
    });
    return;
  }
  await setStock(ledger, item.id, target, actor.userId, 'Stock set in the painting form');
}

/** An edition number past its edition's size is refused (400), before the row's own check would fail the write. */
function refuseEditionAboveSize(p: {
  limited_edition_count: number | null | undefined;
  current_edition_number: number | undefined;
}): void {
  const size = p.limited_edition_count;
  if (size != null && (p.current_edition_number ?? 0) > size) {
    throw new AppError('BAD_REQUEST', 'The edition number cannot be above the edition size');
  }
}

/** The category and collection an update names (as `checkedGroups` checks them); none named: unchanged. */
async function paintingGroups(tx: TxDeps, input: Partial<PaintingInput>) {
  if (input.category === undefined && input.collection === undefined) return {};
  const groups = await checkedGroups(tx, { category: input.category, collection: input.collection });
  return {
    ...(input.category === undefined ? {} : { category_id: groups.categoryId }),
    ...(input.collection === undefined ? {} : { collection_id: groups.collectionId }),
  };
}

/** A painting form's photos (or its cover alone); its preview follows the cover's thumbnail unless sent. */
function writePaintingPhotos(tx: TxDeps, id: number, input: Partial<PaintingInput>): Promise<void> {
  return writePhotos(tx, 'painting', id, {
    images: input.images,
    cover: input.image_url,
    preview: input.preview_image_url || undefined,
  });
}

/** Adds a painting: in stock, by the shop's artist, in inches, this year, an original unless told otherwise. */
export async function createPainting(
  deps: FlowDeps<'clock'>,
  input: PaintingInput,
  actor: Actor,
): Promise<AdminPainting> {
  const { artistName } = await getSettings(deps);
  refuseEditionAboveSize(paintingFields(input));
  const id = await runFlow(deps, async (tx) => {
    const trx = tx.db;
    const groups = await checkedGroups(tx, { category: input.category, collection: input.collection });
    const { id } = await trx
      .insertInto('painting')
      .values({
        ...paintingFields(input),
        category_id: groups.categoryId,
        collection_id: groups.collectionId,
        title: input.title,
        price_cents: toCents(input.price),
        artist_name: input.artist_name || artistName,
        year: input.year ?? deps.clock().getUTCFullYear(),
        is_original: input.is_original === false ? 0 : 1,
        in_stock: input.in_stock === false ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceSizes(trx, id, input.available_sizes);
    await writeEditions(trx, id, input.editions);
    await syncStock(tx, id, actor, input.stock);
    await writePaintingPhotos(tx, id, input);
    await writeTranslations(tx, 'painting', id, input.translations);
    return id;
  });
  return adminPainting(deps, id);
}

/** A painting as the admin sees it: in English, with its translations. */
async function adminPainting(deps: FlowDeps<'clock'>, id: number): Promise<AdminPainting> {
  const painting = await getPainting({ db: deps.db, clock: deps.clock }, id, 'any');
  return (
    await withTranslations(deps.db, 'painting', await withPaintingDetails(deps.db, [painting]), (p) => p.id)
  )[0] as AdminPainting;
}

export async function updatePainting(
  deps: FlowDeps<'clock'>,
  input: Partial<PaintingInput> & { id: number },
  actor: Actor,
): Promise<AdminPainting> {
  const { id } = input;
  await runFlow(deps, async (tx) => {
    const trx = tx.db;
    // Its stock row, then the painting (the house order, as a sale takes them): the form sets its stock and
    // edition as checkouts hold and sell it.
    const items = await trx.selectFrom('inventory_item').select('id').where('painting_id', '=', id).execute();
    await lockRows(
      tx,
      'inventory_item',
      items.map((i) => i.id),
    );
    await lockRows(tx, 'painting', [id]);
    const existing = await trx
      .selectFrom('painting')
      .select(['id', 'is_original', 'limited_edition_count', 'current_edition_number'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!existing) throw new AppError('NOT_FOUND', 'Painting not found');
    const fields = { ...paintingFields(input), ...(await paintingGroups(tx, input)) };
    refuseEditionAboveSize({
      limited_edition_count:
        fields.limited_edition_count === undefined ? existing.limited_edition_count : fields.limited_edition_count,
      current_edition_number: fields.current_edition_number ?? existing.current_edition_number,
    });
    await trx
      .updateTable('painting')
      .set({ ...fields, updated_at: isoNow(deps.clock) })
      .where('id', '=', id)
      .execute();
    if (input.available_sizes !== undefined) await replaceSizes(trx, id, input.available_sizes);
    await writeEditions(trx, id, input.editions);
    // The on-sale switch decides an original's one unit; a print keeps its count when taken off sale and back.
    const original = input.is_original ?? Boolean(existing.is_original);
    const touchesStock = [
      'stock',
      ...(original ? ['in_stock'] : []),
      'is_sold',
      'is_original',
      'is_limited',
      'limited_edition_count',
      'current_edition_number',
      'editions',
    ];
    if (touchesStock.some((key) => key in input && input[key as keyof PaintingInput] !== undefined)) {
      await syncStock(tx, id, actor, input.stock);
    }
    await writePaintingPhotos(tx, id, input);
    await writeTranslations(tx, 'painting', id, input.translations);
  });
  return adminPainting(deps, id);
}
