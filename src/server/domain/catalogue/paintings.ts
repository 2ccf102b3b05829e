import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { CurrencyRules } from '../../../shared/currency.js';
import { AppError } from '../../../shared/errors.js';
import type {
  Edition,
  Painting,
  PaintingList,
  PaintingListing,
  PaintingPage,
} from '../../../shared/schemas/catalogue.js';
import { currencyRulesOf } from '../../../shared/settings.js';
import { type PaintingRow, type PrintSizeRow, toPainting } from '../../db/catalogue-mappers.js';
import type { Reader } from '../../db/flow.js';
import { inIdOrder } from '../../db/paged.js';
import type { Database } from '../../db/schema.js';
import { type Deps, isoNow } from '../../deps.js';
import { getSettings } from '../settings.js';
import { availableUnits } from '../stock/availability.js';
import { isInStock, isReserved, shelfUnits } from '../stock/painting-stock.js';
import { type Localized, localize } from '../translations.js';
import { asEdition, editionsOf, wholeEditionSql } from './editions.js';
import { imagesOf, photosOf } from './item-images.js';
import { listColumn, type OrderKey, pageOf } from './paging.js';
import { ratingsOf } from './ratings.js';
import { type Audience, releaseFilter, unreleased, upcomingColumn } from './release.js';

/** A painting read's services and the asker's language. */
type PaintingDeps = Pick<Deps, 'db' | 'clock'> & Localized;

/** The paintings a read may see (the release rule by `audience`, as `productQuery`), with every column the API shows. */
export function paintingQuery({ db, clock }: Pick<Deps, 'db' | 'clock'>, audience: Audience = 'listed') {
  const now = isoNow(clock);
  return listedPaintings({ db, clock }, audience)
    .leftJoin('category as c', 'c.id', 'p.category_id')
    .leftJoin('collection as co', 'co.id', 'p.collection_id')
    .leftJoin('inventory_item as ii', 'ii.painting_id', 'p.id')
    .leftJoin(ratingsOf(db, 'painting'), 'rv.item_id', 'p.id')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.price_cents',
      'p.cad_price_cents',
      'p.image_url',
      'p.preview_image_url',
      'p.medium',
      'p.artist_name',
      'p.width',
      'p.height',
      'p.unit',
      'p.year',
      'p.tags',
      'p.is_original',
      'p.is_limited',
      'p.limited_edition_count',
      'p.current_edition_number',
      'p.in_stock',
      'p.is_featured',
      'p.final_sale',
      'p.is_sold',
      'p.mark_sold_after_purchase',
      'p.shipping_price_cents',
      'p.story',
      'p.exhibitions',
      'p.hide_from_archive',
      'p.created_at',
      'p.publish_at',
      'p.announce',
      upcomingColumn('p', now).as('upcoming'),
      availableUnits('ii', now).as('available'),
      'rv.rating_average',
      'rv.rating_count',
      'ii.quantity as on_hand',
      'c.name as category_name',
      'co.name as collection_name',
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

/** The paintings a read of `audience` may see, as `painting as p` with no column chosen and no join (`listedProducts`). */
export function listedPaintings({ db, clock }: Pick<Deps, 'db' | 'clock'>, audience: Audience = 'listed') {
  const shown = releaseFilter(audience, 'p', isoNow(clock));
  return db
    .selectFrom('painting as p')
    .where('p.deleted_at', 'is', null)
    .$if(shown !== undefined, (q) => q.where(shown as Expression<SqlBool>));
}

/**
 * The catalogue's painting: its stock and in-stock flag from the painting-stock rule, over the units free of
 * holds and all its sizes' editions; reserved when only other shoppers' holds keep it from sale.
 */
function painting(row: PaintingRow, sizes: PrintSizeRow[], editions: Edition[], rules: CurrencyRules): Painting {
  const free = row.available ?? 0;
  const facts = wholeEdition(row, editions);
  const stock = { stock: shelfUnits(facts, free), in_stock: isInStock(facts, free) };
  const view = toPainting(row, sizes, { ...stock, is_reserved: isReserved(facts, free, row.on_hand ?? 0) }, rules);
  return { ...view, editions };
}

/**
 * The whole print's edition facts, as `wholeEditionSql` reads them in SQL: its sizes' editions (`editionsOf`, read for
 * the answer anyway) summed, or the painting row's one edition when it has none.
 */
function wholeEdition(row: PaintingRow, editions: Edition[]): PaintingRow {
  if (editions.length === 0) return row;
  const sum = (of: (e: Edition) => number) => editions.reduce((n, e) => n + of(e), 0);
  return asEdition(row, { total: sum((e) => e.total), sold: sum((e) => e.sold) });
}

async function printSizes(db: Reader, paintingIds: number[]): Promise<Map<number, PrintSizeRow[]>> {
  const bySize = new Map<number, PrintSizeRow[]>();
  if (paintingIds.length === 0) return bySize;
  const rows = await db
    .selectFrom('painting_print_size')
    .select(['painting_id', 'width', 'height', 'unit', 'price_cents'])
    .where('painting_id', 'in', paintingIds)
    .orderBy('painting_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  for (const row of rows) bySize.set(row.painting_id, [...(bySize.get(row.painting_id) ?? []), row]);
  return bySize;
}

/** The paintings of a list as a query on the base: all, featured, originals or prints. */
function listQuery(deps: Pick<Deps, 'db' | 'clock'>, list: PaintingList, audience: Audience = 'listed') {
  const query = paintingQuery(deps, audience);
  if (list === 'featured') return query.where('p.is_featured', '=', 1);
  if (list === 'originals') return query.where('p.is_original', '=', 1);
  if (list === 'prints') return query.where('p.is_original', '=', 0);
  if (list === 'archive') return query.where(archiveFilter);
  return query;
}

/**
 * The archive (issue 43, item 3): originals sold (marked sold, or on a paid line not refunded) and limited prints
 * whose every size's edition is sold out, less the pieces the owner hides from it (`hide_from_archive`).
 */
function archiveFilter(eb: ExpressionBuilder<Database & { p: Database['painting'] }, 'p'>): Expression<SqlBool> {
  const whole = wholeEditionSql('p');
  const soldOnline = eb.exists(
    eb
      .selectFrom('order_item as oi')
      .innerJoin('order as o', 'o.id', 'oi.order_id')
      .select('oi.id')
      .whereRef('oi.painting_id', '=', 'p.id')
      .where('o.paid_at', 'is not', null)
      .whereRef('oi.refunded_quantity', '<', 'oi.quantity'),
  );
  return eb.and([
    eb('p.hide_from_archive', '=', 0),
    eb.or([
      eb.and([eb('p.is_original', '=', 1), eb.or([eb('p.is_sold', '=', 1), soldOnline])]),
      eb.and([eb('p.is_original', '=', 0), eb('p.is_limited', '=', 1), eb(whole.sold, '>=', whole.total)]),
    ]),
  ]);
}

/**
 * Painting rows as the API shows them, with their print sizes and photos (one query each for all), in the asker's
 * language (title, description, medium).
 */
export async function toPaintings(deps: Pick<Deps, 'db'> & Localized, rows: PaintingRow[]): Promise<Painting[]> {
  const ids = rows.map((r) => r.id);
  const sizes = await printSizes(deps.db, ids);
  const editions = await editionsOf(deps.db, ids);
  const rules = currencyRulesOf(await getSettings(deps));
  const images = await imagesOf(
    deps.db,
    'painting',
    rows.map((r) => r.id),
  );
  const paintings = await localize(
    deps,
    'painting',
    rows.map((row) => painting(row, sizes.get(row.id) ?? [], editions.get(row.id) ?? [], rules)),
    (p) => p.id,
  );
  return paintings.map((p) => ({ ...p, images: photosOf(images.get(p.id), { cover: p.image_url, name: p.title }) }));
}

/**
 * Paintings of a list: all, featured, originals or prints. Sold originals stay
 * listed with their Sold state: the archive of the artist's work.
 */
/** A list of paintings: the storefront's (`'listed'`: released ones only), or the admin's (`'any'`: scheduled too). */
export async function listPaintings(
  deps: PaintingDeps,
  list: PaintingList,
  audience: Audience = 'listed',
): Promise<Painting[]> {
  return toPaintings(deps, await listQuery(deps, list, audience).execute());
}

const NEWEST: OrderKey[] = [
  [listColumn('created_at'), 'desc'],
  [listColumn('id'), 'desc'],
];

/** The gallery's page: 24 fills its rows at 1, 2, 3 and 4 columns. */
const PAINTINGS_PER_PAGE = 24;

/** A page of the gallery's list, newest first (the list's own order). */
export async function paintingPage(deps: PaintingDeps, input: PaintingListing): Promise<PaintingPage> {
  const pageSize = input.pageSize ?? PAINTINGS_PER_PAGE;
  return pageOf(deps.db, listQuery(deps, input.list), NEWEST, { page: input.page, pageSize }, async (ids) =>
    ids.length ? toPaintings(deps, await paintingQuery(deps).where('p.id', 'in', ids).execute()) : [],
  );
}

/** The admin's releases to come: the unreleased paintings, the soonest first. */
export async function unreleasedPaintings(deps: Pick<Deps, 'db' | 'clock'>): Promise<Painting[]> {
  const rows = await paintingQuery(deps, 'any')
    .where(unreleased('p', isoNow(deps.clock)))
    .clearOrderBy()
    .orderBy('p.publish_at')
    .orderBy('p.id')
    .execute();
  return toPaintings(deps, rows);
}

/** One painting's page: released, or announced and upcoming (marked so); the admin reads with `'any'`. */
export async function getPainting(deps: PaintingDeps, id: number, audience: Audience = 'page'): Promise<Painting> {
  const row = await paintingQuery(deps, audience).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Painting not found');
  return (await toPaintings(deps, [row]))[0] as Painting;
}

/** The paintings of `ids`, in that order (a page the admin's list found, scheduled ones too); deleted ones are left out. */
export async function paintingsByIds(deps: PaintingDeps, ids: number[]): Promise<Painting[]> {
  if (ids.length === 0) return [];
  const rows = await paintingQuery(deps, 'any').where('p.id', 'in', ids).execute();
  return inIdOrder(ids, await toPaintings(deps, rows));
}
