import type { AdminPainting, AdminProduct } from '@shared/schemas/admin-catalogue';
import type { InventoryItem } from '@shared/schemas/inventory';
import { variantLabel } from '@shared/variant-label';
import { sizeText } from '../../PaintingDetail/painting-availability';

/**
 * What the Sell screen can ring up, flattened from the admin's product and painting lists and the inventory's SKUs:
 * one entry per product, per painting's original, per print size. `choices`: a product's variants (the size and
 * colour chosen in place); `soldOut`: nothing left to sell (crossed out, not tappable).
 */
export interface Sellable {
  key: string;
  name: string;
  price: number;
  soldOut: boolean;
  productId?: number;
  paintingId?: number;
  /** A print's size (`8x10in`); '' for an original or a product. */
  size: string;
  choices: { size: string; color: string; sku: string; price: number; soldOut: boolean }[];
  skus: string[];
}

/** A line of the sale: what, which variant, how many, at the catalogue's price (shown only; the server prices it). */
export interface SellLine {
  key: string;
  name: string;
  price: number;
  productId?: number;
  paintingId?: number;
  size: string;
  color: string;
  quantity: number;
}

export function sellables(products: AdminProduct[], paintings: AdminPainting[], stock: InventoryItem[]): Sellable[] {
  const out: Sellable[] = products.map((p) => ({
    key: `product:${p.id}`,
    name: p.name,
    price: p.price,
    soldOut: p.variants.every((v) => v.stock <= 0),
    productId: p.id,
    size: '',
    choices: p.variants.map((v) => ({
      size: v.size,
      color: v.color,
      sku: v.sku,
      price: v.price,
      soldOut: v.stock <= 0,
    })),
    skus: p.variants.map((v) => v.sku).filter(Boolean),
  }));
  for (const p of paintings) {
    const skus = stock.filter((i) => i.painting_id === p.id && i.sku).map((i) => i.sku);
    if (p.is_original) {
      const soldOut = p.is_sold || p.is_reserved || !p.in_stock;
      out.push({
        key: `painting:${p.id}`,
        name: p.title,
        price: p.price,
        soldOut,
        paintingId: p.id,
        size: '',
        choices: [],
        skus,
      });
    }
    for (const s of p.available_sizes) {
      const size = sizeText(s);
      const name = `${p.title} (print ${s.width}×${s.height} ${s.unit})`;
      out.push({
        key: `painting:${p.id}:${size}`,
        name,
        price: s.price,
        soldOut: false,
        paintingId: p.id,
        size,
        choices: [],
        skus: [],
      });
    }
  }
  return out;
}

/** A scanned or typed SKU (exact, any case): the item and, for a product, its variant. */
export function bySku(items: Sellable[], sku: string) {
  const wanted = sku.trim().toLowerCase();
  if (!wanted) return undefined;
  for (const item of items) {
    const choice = item.choices.find((c) => c.sku.toLowerCase() === wanted);
    if (choice) return { item, choice };
    if (item.skus.some((s) => s.toLowerCase() === wanted)) return { item, choice: undefined };
  }
  return undefined;
}

/** The items whose name (or a SKU) contains every word typed, at most 20. */
export function search(items: Sellable[], query: string): Sellable[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const hay = (i: Sellable) => [i.name, ...i.skus, ...i.choices.map((c) => c.sku)].join(' ').toLowerCase();
  return items.filter((i) => words.every((w) => hay(i).includes(w))).slice(0, 20);
}

/** Adds one of an item (a variant for a product) to the sale: one more of a line already there. */
export function addLine(lines: SellLine[], item: Sellable, choice?: Sellable['choices'][number]): SellLine[] {
  const color = choice?.color ?? '';
  const size = choice?.size ?? item.size;
  const key = `${item.key}|${size}|${color}`;
  const existing = lines.find((l) => l.key === key);
  if (existing) return lines.map((l) => (l === existing ? { ...l, quantity: Math.min(99, l.quantity + 1) } : l));
  const name = variantLabel(item.name, choice?.size ?? '', color);
  const line = { key, name, price: choice?.price ?? item.price, size, color, quantity: 1 };
  return [...lines, { ...line, productId: item.productId, paintingId: item.paintingId }];
}

/** The draft's lines as the call takes them (no price: the server's catalogue prices them). */
export function lineInputs(lines: SellLine[]) {
  return lines.map((l) =>
    l.productId !== undefined
      ? { productId: l.productId, size: l.size, color: l.color, quantity: l.quantity }
      : { paintingId: l.paintingId, size: l.size || undefined, quantity: l.quantity },
  );
}

/** A fresh key for one sale: its draft is created once however often the request is retried. */
export function newSaleKey(): string {
  return `sell-${crypto.randomUUID()}`;
}
