import { z } from 'zod';
import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import { orderStatusSchema } from '../../../shared/schemas/orders.js';
import type { CsvFile, DateRange, ExportInput, SalesRegion } from '../../../shared/schemas/reports.js';
import type { Reader } from '../../db/flow.js';
import type { Deps } from '../../deps.js';
import { waitlistCsv } from '../alerts/waitlist.js';
import { listCustomers } from '../customers/customers.js';
import { refundedCents, soldAt } from '../orders/orders.js';
import { taxLinesIn } from '../refunds/parts.js';
import { type CsvColumn, csvFile, csvMoney, fileName, isoBounds } from './csv.js';
import { PRODUCT_COLUMNS, productRows } from './product-columns.js';
import { salesReport, soldOrders } from './sales.js';

/**
 * The CSV exports for the accountant and the newsletter, one query per kind. Money in dollars with two decimals,
 * an order's in the currency it was charged in (its `currency` column; `base_total`: in the base currency at the
 * order's rate), times as stored (ISO 8601, UTC). Orders and order lines take the sales report's orders (those that took money,
 * by the day they were paid), so an export's totals and the report's agree to the cent.
 */
const dollars = (cents: number | string | null | undefined) => toDollars(Number(cents ?? 0)).toFixed(2);
const list = (json: string) => {
  const parsed = z.array(z.string()).catch([]).safeParse(safeJson(json));
  return parsed.success ? parsed.data.join(', ') : '';
};
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The orders of the range: those that took money, or every order of one status (`status`), or all (`all`). */
function ordersOf(db: Reader, input: ExportInput) {
  if (!input.status) return soldOrders(db, input);
  const { start, end } = isoBounds(input);
  let query = db.selectFrom('order as o').select((eb) => [soldAt(eb).as('sold_at')]);
  if (input.status !== 'all') {
    const status = orderStatusSchema.safeParse(input.status);
    if (!status.success) throw new AppError('BAD_REQUEST', `status must be 'all' or an order status`);
    query = query.where('o.status', '=', status.data);
  }
  if (start) query = query.where('o.created_at', '>=', start);
  if (end) query = query.where('o.created_at', '<', end);
  return query.select((eb) => [refundedCents(eb).as('refunded_cents')]);
}

async function ordersCsv(db: Reader, input: ExportInput): Promise<CsvFile> {
  const rows = await ordersOf(db, input)
    .leftJoin('user as u', 'u.id', 'o.user_id')
    .select((eb) => [
      refundedCents(eb, 'tax_cents').as('refunded_tax_cents'),
      refundedCents(eb, 'shipping_cents').as('refunded_shipping_cents'),
    ])
    .select([
      'o.id',
      'o.created_at',
      'o.paid_at',
      'o.status',
      'o.name',
      'o.email',
      'u.username',
      'o.address',
      'o.address2',
      'o.phone',
      'o.city',
      'o.state',
      'o.postal_code',
      'o.country',
      'o.shipping_method_name',
      'o.subtotal_cents',
      'o.discount_cents',
      'o.discount_code',
      'o.shipping_cents',
      'o.tax_cents',
      'o.total_cents',
      'o.currency',
      'o.base_total_cents',
      'o.tax_lines',
      'o.carrier',
      'o.tracking_number',
      'o.payment_method',
      'o.payment_reference',
    ])
    .orderBy('o.id')
    .execute();
  type Row = (typeof rows)[number];
  const taxLine = (r: Row) =>
    taxLinesIn(r.tax_lines)
      .map((l) => `${l.name} ${dollars(l.amountCents)}`)
      .join('; ');
  const columns: CsvColumn<Row>[] = [
    { header: 'order', value: (r) => r.id },
    { header: 'placed_at', value: (r) => r.created_at },
    { header: 'paid_at', value: (r) => r.paid_at },
    { header: 'status', value: (r) => r.status },
    { header: 'name', value: (r) => r.name },
    { header: 'email', value: (r) => r.email },
    { header: 'username', value: (r) => r.username },
    { header: 'address', value: (r) => r.address },
    { header: 'address2', value: (r) => r.address2 },
    { header: 'city', value: (r) => r.city },
    { header: 'state', value: (r) => r.state },
    { header: 'postal_code', value: (r) => r.postal_code },
    { header: 'country', value: (r) => r.country },
    { header: 'phone', value: (r) => r.phone },
    { header: 'shipping_method', value: (r) => r.shipping_method_name },
    { header: 'subtotal', value: (r) => dollars(r.subtotal_cents + r.discount_cents) },
    { header: 'discount', value: (r) => dollars(r.discount_cents) },
    { header: 'discount_code', value: (r) => r.discount_code },
    { header: 'shipping', value: (r) => dollars(r.shipping_cents) },
    { header: 'tax', value: (r) => dollars(r.tax_cents) },
    { header: 'tax_lines', value: taxLine },
    { header: 'total', value: (r) => dollars(r.total_cents) },
    { header: 'refunded', value: (r) => dollars(r.refunded_cents) },
    { header: 'refunded_shipping', value: (r) => dollars(r.refunded_shipping_cents) },
    { header: 'refunded_tax', value: (r) => dollars(r.refunded_tax_cents) },
    { header: 'net', value: (r) => dollars(r.total_cents - Number(r.refunded_cents ?? 0)) },
    { header: 'currency', value: (r) => r.currency },
    { header: 'base_total', value: (r) => dollars(r.base_total_cents) },
    { header: 'carrier', value: (r) => r.carrier },
    { header: 'tracking_number', value: (r) => r.tracking_number },
    // Blank for a card payment through the shop; an order the owner marked paid (issue 42): cash, etransfer, …
    { header: 'payment_method', value: (r) => r.payment_method },
    { header: 'payment_reference', value: (r) => r.payment_reference },
  ];
  return csvFile(fileName('orders', input), columns, rows);
}

async function orderLinesCsv(db: Reader, input: ExportInput): Promise<CsvFile> {
  const rows = await ordersOf(db, input)
    .innerJoin('order_item as i', 'i.order_id', 'o.id')
    .select(['o.id as order_id', 'o.status', 'o.email', 'o.name as customer', 'o.currency'])
    .select(['i.item_type', 'i.product_id', 'i.painting_id', 'i.name', 'i.size', 'i.color', 'i.quantity'])
    .select(['i.unit_price_cents', 'i.discount_cents', 'i.refunded_quantity', 'i.edition_number'])
    .orderBy('o.id')
    .orderBy('i.id')
    .execute();
  type Row = (typeof rows)[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'order', value: (r) => r.order_id },
    { header: 'sold_at', value: (r) => String(r.sold_at) },
    { header: 'status', value: (r) => r.status },
    { header: 'customer', value: (r) => r.customer },
    { header: 'email', value: (r) => r.email },
    { header: 'item_type', value: (r) => r.item_type },
    { header: 'item_id', value: (r) => r.product_id ?? r.painting_id },
    { header: 'name', value: (r) => r.name },
    { header: 'size', value: (r) => r.size },
    { header: 'color', value: (r) => r.color },
    { header: 'edition', value: (r) => r.edition_number },
    { header: 'quantity', value: (r) => r.quantity },
    { header: 'unit_price', value: (r) => dollars(r.unit_price_cents) },
    { header: 'line_total', value: (r) => dollars(r.unit_price_cents * r.quantity) },
    { header: 'discount', value: (r) => dollars(r.discount_cents) },
    { header: 'refunded_quantity', value: (r) => r.refunded_quantity },
    { header: 'currency', value: (r) => r.currency },
  ];
  return csvFile(fileName('order-lines', input), columns, rows);
}

async function paintingsCsv(db: Reader): Promise<CsvFile> {
  const rows = await db.selectFrom('painting').selectAll().where('deleted_at', 'is', null).orderBy('id').execute();
  type Row = (typeof rows)[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'id', value: (r) => r.id },
    { header: 'title', value: (r) => r.title },
    { header: 'artist_name', value: (r) => r.artist_name },
    { header: 'medium', value: (r) => r.medium },
    { header: 'year', value: (r) => r.year },
    { header: 'width', value: (r) => r.width },
    { header: 'height', value: (r) => r.height },
    { header: 'unit', value: (r) => r.unit },
    { header: 'price', value: (r) => dollars(r.price_cents) },
    { header: 'shipping_price', value: (r) => dollars(r.shipping_price_cents) },
    { header: 'is_original', value: (r) => r.is_original === 1 },
    { header: 'is_limited', value: (r) => r.is_limited === 1 },
    { header: 'limited_edition_count', value: (r) => r.limited_edition_count },
    { header: 'current_edition_number', value: (r) => r.current_edition_number },
    { header: 'in_stock', value: (r) => r.in_stock === 1 },
    { header: 'is_sold', value: (r) => r.is_sold === 1 },
    { header: 'is_featured', value: (r) => r.is_featured === 1 },
    { header: 'tags', value: (r) => list(r.tags) },
    { header: 'description', value: (r) => r.description },
    { header: 'image_url', value: (r) => r.image_url },
  ];
  return csvFile('paintings.csv', columns, rows);
}

async function inventoryCsv(db: Reader): Promise<CsvFile> {
  const rows = await db
    .selectFrom('inventory_item as i')
    .innerJoin('inventory_item_label as l', 'l.id', 'i.id')
    .select(['i.id', 'i.sku', 'i.item_type', 'i.product_id', 'i.painting_id', 'l.name', 'i.location', 'i.quantity'])
    .select(['i.low_stock_threshold', 'i.last_updated', 'i.archived_at', 'l.discontinued'])
    .orderBy('i.id')
    .execute();
  type Row = (typeof rows)[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'sku', value: (r) => r.sku },
    { header: 'item_type', value: (r) => r.item_type },
    { header: 'item_id', value: (r) => r.product_id ?? r.painting_id },
    { header: 'name', value: (r) => r.name },
    { header: 'location', value: (r) => r.location },
    { header: 'quantity', value: (r) => r.quantity },
    { header: 'low_stock_threshold', value: (r) => r.low_stock_threshold },
    { header: 'low_stock', value: (r) => r.quantity <= r.low_stock_threshold },
    { header: 'discontinued', value: (r) => Number(r.discontinued) === 1 },
    { header: 'archived_at', value: (r) => r.archived_at },
    { header: 'last_updated', value: (r) => r.last_updated },
  ];
  return csvFile('inventory.csv', columns, rows);
}

async function customersCsv(db: Reader): Promise<CsvFile> {
  const rows = [];
  for (let page = 1; ; page++) {
    const { items } = await listCustomers({ db }, { sort: 'email', direction: 'asc', page, pageSize: 100 });
    rows.push(...items);
    if (items.length < 100) break;
  }
  type Row = (typeof rows)[number];
  const columns: CsvColumn<Row>[] = [
    { header: 'key', value: (r) => r.key },
    { header: 'kind', value: (r) => r.kind },
    { header: 'name', value: (r) => r.name },
    { header: 'username', value: (r) => r.username },
    { header: 'email', value: (r) => r.email },
    { header: 'orders', value: (r) => r.orders },
    { header: 'spent', value: (r) => r.spent.toFixed(2) },
    { header: 'last_order_at', value: (r) => r.lastOrderAt },
    { header: 'newsletter', value: (r) => r.newsletter },
  ];
  return csvFile('customers.csv', columns, rows);
}

async function subscribersCsv(db: Reader, range: DateRange): Promise<CsvFile> {
  const { start, end } = isoBounds(range);
  // An address that unsubscribed is off the list: it is not exported (subscribing again puts it back).
  let query = db
    .selectFrom('newsletter_subscriber')
    .select(['email', 'created_at'])
    .where('unsubscribed_at', 'is', null);
  if (start) query = query.where('created_at', '>=', start);
  if (end) query = query.where('created_at', '<', end);
  const rows = await query.orderBy('created_at').orderBy('id').execute();
  return csvFile(
    fileName('subscribers', range),
    [
      { header: 'email', value: (r: (typeof rows)[number]) => r.email },
      { header: 'subscribed_at', value: (r: (typeof rows)[number]) => r.created_at },
    ],
    rows,
  );
}

/** The sales report's CSV column of each figure, in the screen's order. */
const SALES_COLUMNS = [
  ['gross', 'gross'],
  ['discounts', 'discounts'],
  ['merchandise_refunded', 'merchandiseRefunded'],
  ['net', 'net'],
  ['shipping', 'shipping'],
  ['shipping_refunded', 'shippingRefunded'],
  ['tax', 'tax'],
  ['tax_refunded', 'taxRefunded'],
  ['tax_owed', 'taxOwed'],
  ['gift_cards_sold', 'giftCardsSold'],
  ['gift_cards_refunded', 'giftCardsRefunded'],
] as const;

/**
 * The sales and tax report as the accountant files it: per month, a row per region and one for all regions
 * (`All`), then the same for the whole range (`Total`); each tax line's tax owed in a column of its own.
 */
async function salesCsv(db: Reader, range: DateRange): Promise<CsvFile> {
  const report = await salesReport({ db }, range);
  type Row = { month: string } & SalesRegion;
  const rows: Row[] = [...report.months, { month: 'Total', ...report.totals }].flatMap((m) => [
    ...m.regions.map((r) => ({ month: m.month, ...r })),
    { ...m, region: 'All' },
  ]);
  const lines = Object.keys(report.totals.taxByLine);
  const columns: CsvColumn<Row>[] = [
    { header: 'month', value: (r) => r.month },
    { header: 'region', value: (r) => r.region },
    { header: 'orders', value: (r) => r.orders },
    ...SALES_COLUMNS.map(([header, key]) => ({ header, value: (r: Row) => csvMoney(r[key]) })),
    ...lines.map((line) => ({ header: `${line} owed`, value: (r: Row) => csvMoney(r.taxByLine[line] ?? 0) })),
  ];
  return csvFile(fileName('sales', range), columns, rows);
}

export async function exportCsv({ db }: Pick<Deps, 'db'>, input: ExportInput): Promise<CsvFile> {
  switch (input.kind) {
    case 'orders':
      return ordersCsv(db, input);
    case 'order-lines':
      return orderLinesCsv(db, input);
    case 'products':
      return csvFile('products.csv', PRODUCT_COLUMNS, await productRows(db));
    case 'paintings':
      return paintingsCsv(db);
    case 'inventory':
      return inventoryCsv(db);
    case 'customers':
      return customersCsv(db);
    case 'subscribers':
      return subscribersCsv(db, input);
    case 'waitlist':
      return waitlistCsv(db);
    case 'sales':
      return salesCsv(db, input);
  }
}
