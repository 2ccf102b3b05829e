import type { ItemType } from '../../shared/schemas/cart.js';

/** Photos per item and the owner's swatch colours (migration 2026-11-29T10-00); schema.ts puts them into the Database. */
export interface ItemImageTable {
  item_type: ItemType;
  item_id: number;
  /** 0 is the cover, mirrored into the item's `image_url`. */
  position: number;
  url: string;
  alt: string;
  /** The product colour the photo shows (null: any; always null for paintings). */
  color: string | null;
}

export interface ProductColorSwatchTable {
  product_id: number;
  color: string;
  /** '#rrggbb'. */
  hex: string;
}
