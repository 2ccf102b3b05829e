import type { ColumnType, Generated } from 'kysely';
import type { ItemType } from '../../shared/schemas/cart.js';
import type { ReviewStatus } from '../../shared/schemas/reviews.js';
import type { Stamp, TextDefault } from './columns.js';

/** Reviews and wishlists (migration 2026-11-24T00-07); schema.ts puts them into the Database. */
export interface ReviewTable {
  id: Generated<number>;
  item_type: ItemType;
  item_id: number;
  user_id: number;
  rating: number;
  title: TextDefault;
  body: string;
  status: ColumnType<ReviewStatus, ReviewStatus | undefined, ReviewStatus>;
  reply: string | null;
  replied_at: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface WishlistItemTable {
  id: Generated<number>;
  user_id: number;
  item_type: ItemType;
  item_id: number;
  created_at: Stamp;
}
