import type { ColumnType, Generated } from 'kysely';
import type { DiscountType } from '../../shared/schemas/discounts.js';
import type { IntDefault, TextDefault } from './columns.js';

/** Promotions (migration 2026-11-24T01-30); schema.ts puts them into the Database. */
export interface DiscountTable {
  id: Generated<number>;
  code: string | null;
  code_key: string | null;
  title: TextDefault;
  automatic: IntDefault;
  type: DiscountType;
  /** percentage: whole percent; fixed_amount: cents; free_shipping: 0. */
  value: IntDefault;
  minimum_subtotal_cents: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  once_per_customer: IntDefault;
  applies_to: string | null;
  disabled_at: string | null;
  created_at: string;
  updated_at: string;
}

export type DiscountUseStatus = 'held' | 'used' | 'released';

export interface DiscountUseTable {
  id: Generated<number>;
  discount_id: number;
  order_id: number;
  user_id: number | null;
  email: TextDefault;
  status: ColumnType<DiscountUseStatus, DiscountUseStatus | undefined, DiscountUseStatus>;
  expires_at: string;
  created_at: string;
  /** The person's mailbox (normalizeMailbox): a guest's e-mail, an account's own e-mail (migration 2026-11-28T01-35). */
  mailbox: TextDefault;
  /** The address and browser session of the checkout holding an unpaid use; null once paid or released. */
  ip: string | null;
  session_key: string | null;
}

export interface CartDiscountTable {
  cart_id: string;
  discount_id: number;
  created_at: string;
}
