import { type CurrencyRules, pricesOf } from '../../shared/currency.js';
import { toDollars } from '../../shared/money.js';
import type {
  Category,
  Collection,
  Painting,
  PrintSize,
  Product,
  RatingSummary,
  Variant,
} from '../../shared/schemas/catalogue.js';
import type { TaxCategory } from '../../shared/tax.js';

export function jsonList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The card's rating from the joined review aggregate (`ratingsOf`): absent while the item has none published. */
function ratingOf(row: { rating_average?: number | null; rating_count?: number | null }): { rating?: RatingSummary } {
  return row.rating_count
    ? { rating: { average: Math.round((row.rating_average ?? 0) * 10) / 10, count: row.rating_count } }
    : {};
}

/** A release's columns (domain/catalogue/release.ts): `upcoming` is 1 while its time is ahead. */
interface ReleaseRow {
  publish_at: string | null;
  announce: number;
  upcoming: number;
}

const releaseOf = (row: ReleaseRow) => ({ announce: row.announce === 1, upcoming: row.upcoming === 1 });

export interface ProductRow extends ReleaseRow {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  cad_price_cents: number | null;
  image_url: string | null;
  category_id: number | null;
  category_name: string | null;
  collection_id: number | null;
  collection_name: string | null;
  is_featured: number;
  is_new: number;
  final_sale: number;
  colors: string;
  sizes: string;
  available: number | null;
  shipping_price_cents: number;
  tax_category: TaxCategory;
  mark_sold_after_purchase: number;
  is_sold: number;
  stock_per_variant: number;
  created_at: string;
  rating_average?: number | null;
  rating_count?: number | null;
}

/**
 * A product as the API shows it, with its live variants: `stock` is the shared number, or with stock per variant
 * the sum over the variants.
 */
export function toProduct(row: ProductRow, variants: Variant[], rules?: CurrencyRules): Product {
  const perVariant = row.stock_per_variant === 1;
  const shared = row.is_sold ? 0 : Math.max(0, row.available ?? 0);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: toDollars(row.price_cents),
    cadPrice: row.cad_price_cents === null ? null : toDollars(row.cad_price_cents),
    ...pricesOf(rules, { baseCents: row.price_cents, cadCents: row.cad_price_cents }),
    imageUrl: row.image_url,
    category: row.category_name,
    categoryId: row.category_id,
    collection: row.collection_name,
    collectionId: row.collection_id,
    isFeatured: row.is_featured === 1,
    isNew: row.is_new === 1,
    finalSale: row.final_sale === 1,
    colors: jsonList(row.colors),
    sizes: jsonList(row.sizes),
    stock: perVariant ? variants.reduce((sum, v) => sum + v.stock, 0) : shared,
    stockPerVariant: perVariant,
    variants,
    shipping_price: toDollars(row.shipping_price_cents),
    taxCategory: row.tax_category,
    mark_sold_after_purchase: row.mark_sold_after_purchase === 1,
    is_sold: row.is_sold === 1,
    createdAt: row.created_at,
    ...ratingOf(row),
    publishAt: row.publish_at,
    ...releaseOf(row),
  };
}

export interface PaintingRow extends ReleaseRow {
  id: number;
  title: string;
  description: string;
  price_cents: number;
  cad_price_cents: number | null;
  image_url: string | null;
  preview_image_url: string | null;
  medium: string;
  artist_name: string;
  width: number | null;
  height: number | null;
  unit: 'in' | 'cm';
  year: number | null;
  tags: string;
  is_original: number;
  is_limited: number;
  limited_edition_count: number | null;
  current_edition_number: number;
  in_stock: number;
  is_featured: number;
  is_sold: number;
  final_sale: number;
  mark_sold_after_purchase: number;
  shipping_price_cents: number;
  /** Its story in the archive (issue 43), where the query reads it (`paintingQuery`). */
  story?: string;
  exhibitions?: string;
  hide_from_archive?: number;
  available: number | null;
  /** Units on the shelf, held or not. */
  on_hand: number | null;
  created_at: string;
  rating_average?: number | null;
  rating_count?: number | null;
  /** Its category's and collection's names (issue 39), where the query joins them (`paintingQuery`). */
  category_name?: string | null;
  collection_name?: string | null;
}

export interface PrintSizeRow {
  painting_id: number;
  width: number;
  height: number;
  unit: 'in' | 'cm';
  price_cents: number;
}

/** A painting's stock as the catalogue shows it: decided by the painting-stock rule (domain/stock/painting-stock.ts). */
export interface PaintingStockView {
  stock: number;
  in_stock: boolean;
  is_reserved: boolean;
}

/** The painting as the API answers it; its stock and in-stock flag come decided (`stock`), not from the row. */
export function toPainting(
  row: PaintingRow,
  sizes: PrintSizeRow[],
  stock: PaintingStockView,
  rules?: CurrencyRules,
): Painting {
  const available_sizes: PrintSize[] = sizes.map((s) => ({
    width: s.width,
    height: s.height,
    unit: s.unit,
    price: toDollars(s.price_cents),
    ...pricesOf(rules, { baseCents: s.price_cents, cadCents: null }),
  }));
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: toDollars(row.price_cents),
    cadPrice: row.cad_price_cents === null ? null : toDollars(row.cad_price_cents),
    ...pricesOf(rules, { baseCents: row.price_cents, cadCents: row.cad_price_cents }),
    image_url: row.image_url,
    preview_image_url: row.preview_image_url,
    medium: row.medium,
    artist_name: row.artist_name,
    dimensions: { width: row.width, height: row.height, unit: row.unit },
    year: row.year,
    tags: jsonList(row.tags),
    is_original: row.is_original === 1,
    is_limited: row.is_limited === 1,
    limited_edition_count: row.limited_edition_count,
    current_edition_number: row.current_edition_number,
    in_stock: stock.in_stock,
    is_reserved: stock.is_reserved,
    is_featured: row.is_featured === 1,
    finalSale: row.final_sale === 1,
    is_sold: row.is_sold === 1,
    stock: stock.stock,
    shipping_price: toDollars(row.shipping_price_cents),
    mark_sold_after_purchase: row.mark_sold_after_purchase === 1,
    available_sizes,
    created_at: row.created_at,
    ...ratingOf(row),
    publish_at: row.publish_at,
    ...releaseOf(row),
    ...(row.story === undefined ? {} : { story: row.story }),
    ...(row.exhibitions === undefined ? {} : { exhibitions: jsonList(row.exhibitions) }),
    ...(row.hide_from_archive === undefined ? {} : { hideFromArchive: row.hide_from_archive === 1 }),
    ...(row.category_name === undefined ? {} : { category: row.category_name }),
    ...(row.collection_name === undefined ? {} : { collection: row.collection_name ?? null }),
  };
}

export function toCategory(row: {
  id: number;
  name: string;
  slug: string;
  image_url: string | null;
  product_count: number | null;
}): Category {
  return { id: row.id, name: row.name, slug: row.slug, imageUrl: row.image_url, product_count: row.product_count ?? 0 };
}

export function toCollection(row: {
  id: number;
  name: string;
  description: string;
  image_url: string | null;
  featured: number;
}): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    imageUrl: row.image_url,
    featured: row.featured === 1,
  };
}
