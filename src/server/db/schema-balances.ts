import type { ColumnType, Generated } from 'kysely';
import type { TextDefault } from './columns.js';

/** The balance ledger (migration 2026-12-10T10-00-balance-ledger); schema.ts puts it into the Database. */

export type BalanceAccountKind = 'gift_card' | 'store_credit';
export type BalanceEntryKind = 'issue' | 'redeem' | 'refund_back' | 'expire' | 'adjust';

/** What holds a balance: a gift card, or (later) a customer's store credit. The balance is its entries' sum. */
export interface BalanceAccountTable {
  id: Generated<number>;
  kind: BalanceAccountKind;
  /** The customer whose store credit it is (null: a gift card). */
  user_id: number | null;
  /** A gift card's code as SHA-256 hex of its normalised form (never the code). */
  code_hash: string | null;
  last4: string | null;
  recipient_email: string | null;
  message: string | null;
  disabled_at: string | null;
  created_by: number | null;
  created_at: string;
}

/** One change of a balance, in cents of the shop's base currency: credits positive, debits negative. */
export interface BalanceEntryTable {
  id: Generated<number>;
  account_id: number;
  kind: BalanceEntryKind;
  amount_cents: number;
  order_id: number | null;
  actor_user_id: number | null;
  reason: TextDefault;
  created_at: string;
}

/** The gift card a cart will pay with (one per cart). */
export interface CartGiftCardTable {
  cart_id: string;
  account_id: number;
  created_at: string;
}

/** A gift card sold as an order line (issue 41): for whom, when it is mailed, and the card once the order is paid. */
export interface GiftCardSaleTable {
  order_item_id: number;
  order_id: number;
  /** Base cents: what the card holds once issued. */
  amount_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: string | null;
  /** YYYY-MM-DD: the day the recipient's mail leaves. */
  send_on: string;
  account_id: ColumnType<number | null, number | null | undefined, number | null>;
}
