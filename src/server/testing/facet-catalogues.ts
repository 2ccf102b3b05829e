import fc from 'fast-check';
import { SORT_VALUES } from '../../shared/product-lists.js';
import { ITEM_TYPES, PAINTING_SIZE_RANGES, PRICE_FACET_VALUES } from '../../shared/schemas/catalogue-search.js';
import type { Db } from '../db/index.js';

/**
 * The random small catalogues and queries of the facets' property test (`domain/catalogue/facets.property.test.ts`):
 * products with sizes × colours, stock shared or per variant, sold ones; paintings original or print, sold or not,
 * limited editions, in inches or centimetres, with print sizes; categories, collections; unreleased and deleted
 * items; retired variants; checkout holds on the stock (live, expired but not yet released, released); stock
 * changes after the opening stock; variants with their own price; and the queries asked of them, each facet chosen
 * seldom.
 */
export const SIZES = ['S', 'M', 'L'];
export const COLORS = ['Black', 'White', 'Sand'];
export const MEDIUMS = ['Oil', 'Acrylic'];
export const CATEGORIES = ['tees', 'jackets', 'prints'];
export const COLLECTIONS = ['Summer', 'Noir'];
/** Cents: each range's edges, and prices over the category filter's $1,000 top ($1,200, $1,500, $25,000). */
const PRICES = [1_000, 4_999, 5_000, 7_500, 10_000, 12_000, 15_000, 15_001, 90_000, 120_000, 150_000, 2_500_000];
const SIDES = [8, 12, 20, 24, 30, 31, 61, 62];
/** Released long ago, not yet, or deleted: only the first is ever listed or counted. */
const STATES = ['live', 'live', 'live', 'unreleased', 'deleted'] as const;

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const subset = <T>(values: readonly T[]) => fc.subarray([...values]);
/** A query's choice: mostly none (a facet or two at a time leaves items to count; all of them rarely does). */
const seldom = <T>(arb: fc.Arbitrary<T>, none: T) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(none) }, { weight: 1, arbitrary: arb });
const chosen = <T>(values: readonly T[]) => seldom(fc.subarray([...values], { minLength: 1 }), [] as T[]);

/**
 * A checkout's hold on an item's units: live (unexpired, it counts), past its time but still `active` (the sweeper
 * has not run: it does not count), or released. `item`: a product's variant (0–8, its own stock item with stock per
 * variant, else the shared one) or 9, the shared item.
 */
const HOLD_STATES = ['live', 'expired', 'released'] as const;
const holdArb = fc.record({
  item: fc.nat(9),
  quantity: fc.integer({ min: 1, max: 2 }),
  state: fc.constantFrom(...HOLD_STATES),
});
const holds = fc.array(holdArb, { maxLength: 3 });
/**
 * Stock changes after the opening stock, through the ledger (`changeStock`): `item` as a hold's; one taking more than
 * there is is refused and changes nothing.
 */
const moves = fc.array(fc.record({ item: fc.nat(9), change: fc.integer({ min: -2, max: 2 }) }), { maxLength: 3 });

/** A variant's own price: mostly none (the product's), else one of `PRICES`. */
const variantPrice = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom(...PRICES) },
);

/**
 * The owner's edits after the product is written and its stock moved, each one update of the product's row (a new
 * price, category, collection, "new" flag, sold or not, and its state: released, unreleased, deleted or back) or of a
 * variant's (its own price set, changed or cleared: `variant` is its place, 0–8).
 */
const edits = fc.array(
  fc.oneof(
    fc.record({ price: fc.constantFrom(...PRICES) }),
    fc.record({ variant: fc.nat(8), variantPrice }),
    fc.record({ category: maybe(fc.nat(CATEGORIES.length - 1)) }),
    fc.record({ collection: maybe(fc.nat(COLLECTIONS.length - 1)) }),
    fc.record({ isNew: fc.boolean() }),
    fc.record({ sold: fc.boolean() }),
    fc.record({ state: fc.constantFrom(...STATES) }),
  ),
  { maxLength: 2 },
);

export const productArb = fc.record({
  price: fc.constantFrom(...PRICES),
  category: maybe(fc.nat(CATEGORIES.length - 1)),
  collection: maybe(fc.nat(COLLECTIONS.length - 1)),
  isNew: fc.boolean(),
  day: fc.integer({ min: 1, max: 28 }),
  sizes: subset(SIZES),
  colors: subset(COLORS),
  perVariant: fc.boolean(),
  stock: fc.array(fc.nat(2), { minLength: 9, maxLength: 9 }),
  shared: fc.nat(2),
  sold: fc.constantFrom(false, false, false, true),
  state: fc.constantFrom(...STATES),
  /** Per variant: its own price (null: the product's). */
  prices: fc.array(variantPrice, { minLength: 9, maxLength: 9 }),
  /** Per variant: retired (no longer offered; never matched by a size, a colour or stock). */
  retired: fc.array(fc.constantFrom(false, false, false, true), { minLength: 9, maxLength: 9 }),
  holds,
  moves,
  edits,
});

const sizeArb = fc.record({ w: fc.constantFrom(...SIDES), h: fc.constantFrom(...SIDES), cm: fc.boolean() });
export const paintingArb = fc.record({
  price: fc.constantFrom(...PRICES),
  category: maybe(fc.nat(CATEGORIES.length - 1)),
  collection: maybe(fc.nat(COLLECTIONS.length - 1)),
  day: fc.integer({ min: 1, max: 28 }),
  original: fc.boolean(),
  medium: fc.constantFrom(...MEDIUMS),
  own: maybe(sizeArb),
  prints: fc.array(sizeArb, { maxLength: 2 }),
  sold: fc.boolean(),
  onSale: fc.boolean(),
  limited: maybe(
    fc
      .record({ count: fc.integer({ min: 1, max: 3 }), used: fc.nat(3) })
      .map(({ count, used }) => ({ count, used: Math.min(used, count) })),
  ),
  stock: fc.nat(2),
  state: fc.constantFrom(...STATES),
  holds,
});

export const queryArb = fc.record({
  category: chosen([...CATEGORIES, 'nowhere', 'all', 'new-arrivals']),
  collection: seldom(fc.constantFrom<string | null>(...COLLECTIONS, 'Unknown'), null),
  type: seldom(fc.constantFrom<(typeof ITEM_TYPES)[number] | null>(...ITEM_TYPES), null),
  size: chosen([...SIZES, 'XL']),
  color: chosen(COLORS),
  price: chosen(PRICE_FACET_VALUES),
  minPrice: seldom(fc.constantFrom<number | null>(0, 50, 75), null),
  maxPrice: seldom(fc.constantFrom<number | null>(100, 150, 1_000), null),
  inStock: fc.boolean(),
  medium: chosen(MEDIUMS),
  kind: chosen(['original', 'print'] as const),
  sizeRange: chosen(PAINTING_SIZE_RANGES.map((r) => r.value)),
  sort: fc.constantFrom(...SORT_VALUES),
});

/**
 * A query of one size and one colour and none of a painting's own facets, sorted by newest or name: the list joins
 * its products' one matching facet row (`oneRowPerProduct`, `facets.ts`), which `queryArb` seldom draws.
 */
export const oneRowQueryArb = fc
  .tuple(queryArb, fc.constantFrom(...SIZES), fc.constantFrom(...COLORS), fc.constantFrom('newest', 'alphabetical'))
  .map(([query, size, color, sort]) => ({
    ...query,
    size: [size],
    color: [color],
    medium: [],
    kind: [],
    sizeRange: [],
    sort: sort as Query['sort'],
  }));

export type ProductSpec = typeof productArb extends fc.Arbitrary<infer T> ? T : never;
export type PaintingSpec = typeof paintingArb extends fc.Arbitrary<infer T> ? T : never;
export type Query = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;

type Hold = { quantity: number; state: (typeof HOLD_STATES)[number] };
/** A hold's expiry by its state, the property test's clock being 2026-06-01T12:00Z. */
const EXPIRES = {
  live: '2026-06-01T12:15:00.000Z',
  expired: '2026-06-01T11:45:00.000Z',
  released: '2026-06-01T12:15:00.000Z',
};

/** Writes the holds on the item (one pending order holds them all); answers its units free to sell. */
export async function hold(
  db: Db,
  orderId: number,
  inventoryItemId: number,
  quantity: number,
  holds: Hold[],
): Promise<number> {
  for (const h of holds) {
    const row = { order_id: orderId, inventory_item_id: inventoryItemId, quantity: h.quantity };
    const { id } = await db
      .insertInto('stock_hold')
      .values({ ...row, expires_at: EXPIRES[h.state] })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (h.state === 'released')
      await db.updateTable('stock_hold').set({ status: 'released' }).where('id', '=', id).execute();
  }
  return quantity - holds.reduce((sum, h) => sum + (h.state === 'live' ? h.quantity : 0), 0);
}

/** A product's or painting's columns for its state: released long ago, not until 2027, or deleted. */
export const stateColumns = (state: (typeof STATES)[number]) => ({
  publish_at: state === 'unreleased' ? '2027-01-01T00:00:00.000Z' : '2025-01-01T00:00:00.000Z',
  deleted_at: state === 'deleted' ? '2026-02-01T00:00:00.000Z' : null,
});

/** An owner's edit of a product's own row (`ProductSpec['edits']`, but a variant's price) as the columns it writes. */
export function editedColumns(
  edit: Exclude<ProductSpec['edits'][number], { variant: number }>,
  { categoryIds, collectionIds }: { categoryIds: number[]; collectionIds: number[] },
) {
  if ('price' in edit) return { price_cents: edit.price };
  if ('category' in edit) return { category_id: edit.category === null ? null : (categoryIds[edit.category] ?? null) };
  if ('collection' in edit)
    return { collection_id: edit.collection === null ? null : (collectionIds[edit.collection] ?? null) };
  if ('isNew' in edit) return { is_new: edit.isNew ? 1 : 0 };
  if ('sold' in edit) return { is_sold: edit.sold ? 1 : 0 };
  return stateColumns(edit.state);
}

/** An item as the brute force sees it. */
export interface Item {
  type: 'product' | 'painting';
  key: number;
  name: string;
  price: number;
  isNew: boolean;
  createdAt: string;
  category: number | null;
  collection: number | null;
  listed: boolean;
  /** Its live variants; `price` its own (null: the item's). */
  variants: { size: string; color: string; inStock: boolean; price: number | null }[];
  medium: string | null;
  original: boolean | null;
  sizeRanges: string[];
  inStock: boolean;
}

/** The longest side's range, by inches (a centimetre 1/2.54 in). */
export function rangeOf(size: { w: number; h: number; cm: boolean }): string {
  const inches = Math.max(size.w, size.h) / (size.cm ? 2.54 : 1);
  return PAINTING_SIZE_RANGES.find((r) => inches <= r.maxInches + 1e-9)?.value ?? 'large';
}

/** The spec's price ranges, inclusive bounds in cents: 'Over $150' has no top (a $1,200 painting is over $150). */
const SPEC_PRICES: Record<string, [number, number]> = {
  'under-50': [0, 5_000],
  '50-100': [5_000, 10_000],
  '100-150': [10_000, 15_000],
  'over-150': [15_000, Number.POSITIVE_INFINITY],
};

export function inPrice(cents: number, value: string): boolean {
  const [min, max] = SPEC_PRICES[value] ?? [1, 0];
  return cents >= min && cents <= max;
}
