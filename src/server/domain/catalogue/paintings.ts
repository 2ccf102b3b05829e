import type { Expression, SqlBool } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import type { Painting, PaintingList } from '../../../shared/schemas/catalogue.js';
import { type PaintingRow, type PrintSizeRow, toPainting } from '../../db/catalogue-mappers.js';
import type { Db } from '../../db/index.js';
import { type Deps, isoNow } from '../../deps.js';
import { availableUnits } from '../stock/availability.js';
import { isInStock, isReserved, shelfUnits } from '../stock/painting-stock.js';
import { type Audience, scheduled, shownTo, upcomingColumn } from './published.js';
import { ratingsOf } from './ratings.js';

/** The paintings a read may see (the release rule by `audience`, as `productQuery`), with every column the API shows. */
export function paintingQuery({ db, clock }: Pick<Deps, 'db' | 'clock'>, audience: Audience = 'listed') {
  const now = isoNow(clock);
  const shown = shownTo(audience, 'p', now);
  return db
    .selectFrom('painting as p')
    .leftJoin('inventory_item as ii', 'ii.painting_id', 'p.id')
    .leftJoin(ratingsOf(db, 'painting'), 'rv.item_id', 'p.id')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.price_cents',
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
      'p.is_sold',
      'p.mark_sold_after_purchase',
      'p.shipping_price_cents',
      'p.created_at',
      'p.publish_at',
      'p.announce',
      upcomingColumn('p', now).as('upcoming'),
      availableUnits('ii', now).as('available'),
      'rv.rating_average',
      'rv.rating_count',
      'ii.quantity as on_hand',
    ])
    .where('p.deleted_at', 'is', null)
    .$if(shown !== undefined, (q) => q.where(shown as Expression<SqlBool>))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
}

/**
 * The catalogue's painting: its stock and in-stock flag from the painting-stock rule, over the units free of
 * holds; reserved when only other shoppers' holds keep it from sale.
 */
function painting(row: PaintingRow, sizes: PrintSizeRow[]): Painting {
  const free = row.available ?? 0;
  const stock = { stock: shelfUnits(row, free), in_stock: isInStock(row, free) };
  return toPainting(row, sizes, { ...stock, is_reserved: isReserved(row, free, row.on_hand ?? 0) });
}

async function printSizes(db: Db, paintingIds: number[]): Promise<Map<number, PrintSizeRow[]>> {
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

/**
 * Paintings of a list: all, featured, originals or prints. Sold originals stay
 * listed with their Sold state: the archive of the artist's work.
 */
export async function listPaintings(deps: Pick<Deps, 'db' | 'clock'>, list: PaintingList): Promise<Painting[]> {
  let query = paintingQuery(deps);
  if (list === 'featured') query = query.where('p.is_featured', '=', 1);
  if (list === 'originals') query = query.where('p.is_original', '=', 1);
  if (list === 'prints') query = query.where('p.is_original', '=', 0);
  return toPaintings(deps, await query.execute());
}

async function toPaintings(deps: Pick<Deps, 'db'>, rows: PaintingRow[]): Promise<Painting[]> {
  const sizes = await printSizes(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => painting(row, sizes.get(row.id) ?? []));
}

/** The admin's releases to come: paintings scheduled after now, the soonest first. */
export async function scheduledPaintings(deps: Pick<Deps, 'db' | 'clock'>): Promise<Painting[]> {
  const rows = await paintingQuery(deps, 'any')
    .where(scheduled('p', isoNow(deps.clock)))
    .clearOrderBy()
    .orderBy('p.publish_at')
    .orderBy('p.id')
    .execute();
  return toPaintings(deps, rows);
}

/** One painting's page: released, or announced and upcoming (marked so); the admin reads with `'any'`. */
export async function getPainting(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: number,
  audience: Audience = 'page',
): Promise<Painting> {
  const row = await paintingQuery(deps, audience).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Painting not found');
  const sizes = await printSizes(deps.db, [id]);
  return painting(row, sizes.get(id) ?? []);
}
