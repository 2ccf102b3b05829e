import { toDollars } from '../../../shared/money.js';
import type { Reader } from '../../db/flow.js';
import type { CsvColumn } from './csv.js';

/**
 * The products file, export and import alike: one column per field of the product form (`productInput`), named
 * as it names them, plus `id` (blank: a new product; a number: that product, updated).
 */
export async function productRows(db: Reader) {
  return db
    .selectFrom('product as p')
    .leftJoin('category as c', 'c.id', 'p.category_id')
    .leftJoin('collection as co', 'co.id', 'p.collection_id')
    .leftJoin('inventory_item as i', (join) =>
      join.onRef('i.product_id', '=', 'p.id').on('i.item_type', '=', 'product'),
    )
    .select(['p.id', 'p.name', 'p.description', 'p.price_cents', 'p.image_url', 'p.colors', 'p.sizes'])
    .select(['p.shipping_price_cents', 'p.mark_sold_after_purchase', 'p.is_featured', 'p.is_new', 'p.tax_category'])
    .select(['c.name as category', 'co.name as collection', 'i.quantity as stock'])
    .where('p.deleted_at', 'is', null)
    .orderBy('p.id')
    .execute();
}
type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

const joined = (json: string) => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.join(', ') : '';
  } catch {
    return '';
  }
};
const money = (cents: number) => toDollars(cents).toFixed(2);

export const PRODUCT_COLUMNS: CsvColumn<ProductRow>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'name', value: (r) => r.name },
  { header: 'description', value: (r) => r.description },
  { header: 'price', value: (r) => money(r.price_cents) },
  { header: 'imageUrl', value: (r) => r.image_url },
  { header: 'category', value: (r) => r.category },
  { header: 'collection', value: (r) => r.collection },
  { header: 'colors', value: (r) => joined(r.colors) },
  { header: 'sizes', value: (r) => joined(r.sizes) },
  { header: 'stock', value: (r) => r.stock },
  { header: 'shipping_price', value: (r) => money(r.shipping_price_cents) },
  { header: 'taxCategory', value: (r) => r.tax_category },
  { header: 'mark_sold_after_purchase', value: (r) => r.mark_sold_after_purchase === 1 },
  { header: 'isFeatured', value: (r) => r.is_featured === 1 },
  { header: 'isNew', value: (r) => r.is_new === 1 },
];

export const PRODUCT_HEADERS = PRODUCT_COLUMNS.map((c) => c.header);
