import type { PaymentStatus } from '../../shared/order-statuses.js';
import { slugify } from '../../shared/schemas/catalogue.js';
import { runFlow } from '../db/flow.js';
import type { Db } from '../db/index.js';
import type { OrderStatus, TransactionType } from '../db/schema.js';
import type { TxDeps } from '../deps.js';
import { ensureVariants } from '../domain/catalogue/admin-variants.js';
import { refundParts } from '../domain/refunds/parts.js';
import { createInventoryItem } from '../domain/stock/ledger.js';
import { openingStock } from '../domain/stock/painting-stock.js';

/** Small catalogue builders for tests: real rows through the real inventory function. */
let sku = 0;

/** Runs stock writes in a flow of their own, in real time (the ledger takes a flow's transaction). */
const inLedger = <T>(db: Db, write: (tx: TxDeps<'clock'>) => Promise<T>): Promise<T> =>
  runFlow({ db }, (tx) => write({ db: tx.db, clock: () => new Date() }));

export async function addCategory(db: Db, name: string, sortOrder = 0): Promise<number> {
  const { id } = await db
    .insertInto('category')
    .values({ name, slug: slugify(name), sort_order: sortOrder, image_url: `/images/seed/${slugify(name)}.webp` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function addCollection(db: Db, name: string, featured = false): Promise<number> {
  const { id } = await db
    .insertInto('collection')
    .values({ name, description: `${name} pieces`, featured: featured ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export interface ProductFixture {
  name?: string;
  priceCents?: number;
  categoryId?: number | null;
  collectionId?: number | null;
  isNew?: boolean;
  isFeatured?: boolean;
  stock?: number;
  colors?: string[];
  sizes?: string[];
  createdAt?: string;
}

export async function addProduct(db: Db, f: ProductFixture = {}): Promise<number> {
  const { id } = await db
    .insertInto('product')
    .values({
      name: f.name ?? 'Bleached Tee',
      description: 'Hand-bleached cotton tee.',
      price_cents: f.priceCents ?? 4500,
      category_id: f.categoryId ?? null,
      collection_id: f.collectionId ?? null,
      is_new: f.isNew ? 1 : 0,
      is_featured: f.isFeatured ? 1 : 0,
      colors: JSON.stringify(f.colors ?? ['black', 'white']),
      sizes: JSON.stringify(f.sizes ?? ['S', 'M', 'L']),
      ...(f.createdAt ? { created_at: f.createdAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const itemSku = `T-P-${++sku}`;
  await inLedger(db, async (tx) => {
    await createInventoryItem(tx, { itemType: 'product', itemId: id, sku: itemSku, quantity: f.stock ?? 10 });
    await ensureVariants(tx, id);
  });
  return id;
}

/** Gives a product's variants of one size their own price (null: back to the product's), as the owner's dialog does. */
export async function setSizePrice(db: Db, productId: number, size: string, cents: number | null): Promise<void> {
  await db
    .updateTable('product_variant')
    .set({ price_cents: cents })
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .execute();
}

/**
 * `count` products in one transaction, by multi-row inserts (2,000 in about a second, on PostgreSQL too): each with
 * its shared inventory item (no stock: no ledger rows to write) and its one default variant (no sizes or colours).
 */
export async function addProducts(db: Db, count: number, fixture: (i: number) => ProductFixture): Promise<number[]> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let start = 0; start < count; start += 200) {
      const rows = Array.from({ length: Math.min(200, count - start) }, (_, k) => {
        const f = fixture(start + k);
        return {
          name: f.name ?? 'Bleached Tee',
          description: 'Hand-bleached cotton tee.',
          price_cents: f.priceCents ?? 4500,
          category_id: f.categoryId ?? null,
          collection_id: f.collectionId ?? null,
          is_new: f.isNew ? 1 : 0,
          colors: '[]',
          sizes: '[]',
          ...(f.createdAt ? { created_at: f.createdAt } : {}),
        };
      });
      const batch = (await trx.insertInto('product').values(rows).returning('id').execute()).map((r) => r.id);
      await trx
        .insertInto('inventory_item')
        .values(batch.map((id) => ({ item_type: 'product' as const, product_id: id, sku: `T-P-${++sku}` })))
        .execute();
      await trx
        .insertInto('product_variant')
        .values(batch.map((id) => ({ product_id: id, created_at: now })))
        .execute();
      ids.push(...batch);
    }
    return ids;
  });
}

export interface PaintingFixture {
  title?: string;
  priceCents?: number;
  original?: boolean;
  sold?: boolean;
  featured?: boolean;
  limited?: { count: number; current: number };
  sizes?: { width: number; height: number; priceCents: number }[];
  stock?: number;
}

export async function addPainting(db: Db, f: PaintingFixture = {}): Promise<number> {
  const original = f.original ?? true;
  const painting = {
    title: f.title ?? 'Tidal Drift',
    price_cents: f.priceCents ?? 120_000,
    medium: 'Acrylic on canvas',
    artist_name: 'Wren',
    width: 24,
    height: 36,
    unit: 'in' as const,
    year: 2025,
    tags: JSON.stringify(['abstract', 'blue']),
    is_original: original ? 1 : 0,
    is_sold: f.sold ? 1 : 0,
    in_stock: f.sold ? 0 : 1,
    is_featured: f.featured ? 1 : 0,
    is_limited: f.limited ? 1 : 0,
    limited_edition_count: f.limited?.count ?? null,
    current_edition_number: f.limited?.current ?? 0,
  };
  const { id } = await db.insertInto('painting').values(painting).returning('id').executeTakeFirstOrThrow();
  for (const [i, size] of (f.sizes ?? []).entries()) {
    await db
      .insertInto('painting_print_size')
      .values({ painting_id: id, width: size.width, height: size.height, price_cents: size.priceCents, sort_order: i })
      .execute();
  }
  const quantity = openingStock(painting, f.stock);
  const itemSku = `T-A-${++sku}`;
  await inLedger(db, (tx) => createInventoryItem(tx, { itemType: 'painting', itemId: id, sku: itemSku, quantity }));
  return id;
}

/** Sets how many numbers a print's edition of the size `width` wide has sold, as sales before the test would have. */
export async function setEditionSold(db: Db, paintingId: number, width: number, sold: number): Promise<void> {
  await db
    .updateTable('painting_edition')
    .set({ sold })
    .where('painting_id', '=', paintingId)
    .where('width', '=', width)
    .execute();
}

/** How many ledger rows of this kind the shop has written (e.g. one 'sale' per unit sold, however often a payment is reported). */
export async function ledgerRows(db: Db, type: TransactionType): Promise<number> {
  const rows = await db.selectFrom('inventory_transaction').select('id').where('transaction_type', '=', type).execute();
  return rows.length;
}

/** The sale rows a painting's stock item has in the ledger, oldest first: `[{ quantity_change: -1 }]` for one piece sold once. */
export async function paintingSales(db: Db, paintingId: number): Promise<{ quantity_change: number }[]> {
  return db
    .selectFrom('inventory_transaction as t')
    .innerJoin('inventory_item as ii', 'ii.id', 't.inventory_item_id')
    .select('t.quantity_change')
    .where('ii.painting_id', '=', paintingId)
    .where('t.transaction_type', '=', 'sale')
    .orderBy('t.id')
    .execute();
}

export interface OrderLineFixture {
  productId?: number;
  paintingId?: number;
  name?: string;
  quantity: number;
  unitCents: number;
  refundedQuantity?: number;
}

export interface OrderFixture {
  status: OrderStatus;
  lines?: OrderLineFixture[];
  /** When it was paid (also its creation time); null: never. */
  paidAt?: string | null;
  /** Its one payment's status; default `succeeded` when paid, else no payment. */
  payment?: PaymentStatus | null;
  /** Given back on its payment, as one confirmed refund. */
  refundedCents?: number;
  /** When that refund was confirmed (default: when the order was paid). */
  refundedAt?: string;
  name?: string;
}

let intents = 0;

/** An order written directly in the database, in any status: its total is its lines plus $10 shipping. */
export async function addOrder(db: Db, f: OrderFixture): Promise<number> {
  const lines = f.lines ?? [{ quantity: 1, unitCents: 4000 }];
  const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitCents, 0);
  const { id } = await db
    .insertInto('order')
    .values({
      status: f.status,
      email: 'buyer@example.com',
      name: f.name ?? 'Ada Buyer',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postal_code: '73301',
      shipping_method_name: 'Standard',
      subtotal_cents: subtotal,
      shipping_cents: 1000,
      tax_cents: 0,
      total_cents: subtotal + 1000,
      base_total_cents: subtotal + 1000,
      paid_at: f.paidAt ?? null,
      ...(f.paidAt ? { created_at: f.paidAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_item')
    .values(
      lines.map((l) => ({
        order_id: id,
        item_type: l.paintingId ? ('painting' as const) : ('product' as const),
        product_id: l.productId ?? null,
        painting_id: l.paintingId ?? null,
        name: l.name ?? 'Bleached Tee',
        quantity: l.quantity,
        unit_price_cents: l.unitCents,
        refunded_quantity: l.refundedQuantity ?? 0,
      })),
    )
    .execute();
  const status = f.payment !== undefined ? f.payment : f.paidAt ? 'succeeded' : null;
  if (status === null) return id;
  const intent = `pi_fixture_${++intents}`;
  const payment = await db
    .insertInto('payment')
    .values({
      order_id: id,
      provider: 'test',
      intent_id: intent,
      idempotency_key: intent,
      client_secret: `${intent}_secret`,
      amount_cents: subtotal + 1000,
      status,
      refunded_cents: f.refundedCents ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As the shop writes it: every refund the gateway confirmed is a refund row of the order, with what it gave back
  // by part (the rule of a refund of an amount), settled when the order was paid unless told.
  if (f.refundedCents) {
    const parts = await refundParts(db, { orderId: id, amountCents: f.refundedCents });
    const settledAt = f.refundedAt ?? f.paidAt ?? new Date().toISOString();
    await db
      .insertInto('refund')
      .values({
        order_id: id,
        payment_id: payment.id,
        amount_cents: f.refundedCents,
        ...parts,
        status: 'succeeded',
        settled_at: settledAt,
      })
      .execute();
  }
  return id;
}
