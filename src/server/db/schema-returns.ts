import type { ColumnType, Generated } from 'kysely';
import type { ReturnReason, ReturnResolution, ReturnStatus } from '../../shared/schemas/returns.js';
import type { IntDefault, TextDefault } from './columns.js';

/** Returns and exchanges (issue 41, item 1; migration 2026-12-13T13-00-returns); schema.ts puts them into the Database. */
export interface ReturnRequestTable {
  id: Generated<number>;
  order_id: number;
  /** The customer who asked (null: a guest through the order's link). */
  user_id: number | null;
  status: ColumnType<ReturnStatus, ReturnStatus | undefined, ReturnStatus>;
  reason: ReturnReason;
  reason_text: TextDefault;
  resolution: ReturnResolution;
  /** The owner's note mailed with her approval (return instructions) or decline. */
  owner_note: TextDefault;
  /** The refund a received refund return claimed (the existing refund path). */
  refund_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The store credit a received credit return issued (base currency cents). */
  credit_cents: IntDefault;
  /** The order that holds the exchange units from the request, sold at no charge when the return is received. */
  exchange_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** An exchange's price difference as its request priced it (order currency cents): + to pay, − given back. */
  price_difference_cents: IntDefault;
  created_at: string;
  updated_at: string;
}

export interface ReturnLineTable {
  id: Generated<number>;
  return_id: number;
  order_item_id: number;
  quantity: number;
  exchange_size: ColumnType<string | null, string | null | undefined, string | null>;
  exchange_color: ColumnType<string | null, string | null | undefined, string | null>;
  /** When received: 1 put back on the shelf through the stock ledger, 0 not; null before. */
  restocked: ColumnType<number | null, number | null | undefined, number | null>;
}
