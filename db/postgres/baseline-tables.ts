/**
 * The tables and indexes of the shop's schema as the landed SQLite migrations (up to 2026-11-24T00-10) leave
 * it, in PostgreSQL's types: identity keys (never reused), citext for the names unique regardless of case,
 * double precision for REAL, ISO-8601 UTC text for times and JSON text checked by a cast, as SQLite keeps them,
 * so the domain reads the same values from both. In dependency order. `NOW` and `json` come from the dialect module.
 */
import { catalogueTables } from './baseline-catalogue.js';
import { orderTables } from './baseline-orders.js';

export function baselineTables(NOW: string, json: (column: string) => string): string[] {
  return [...catalogueTables(NOW, json), ...orderTables(NOW, json)];
}

export const BASELINE_INDEXES = [
  `CREATE INDEX audit_log_created ON audit_log (created_at)`,
  `CREATE UNIQUE INDEX cart_item_line ON cart_item (cart_id, item_type, coalesce(product_id, painting_id), size, color)`,
  `CREATE INDEX inventory_transaction_item ON inventory_transaction (inventory_item_id, created_at)`,
  `CREATE INDEX mail_message_due ON mail_message (status, next_attempt_at)`,
  `CREATE INDEX mail_message_order ON mail_message (order_id) WHERE order_id IS NOT NULL`,
  `CREATE INDEX order_event_order ON order_event (order_id, id)`,
  `CREATE INDEX order_item_order ON order_item (order_id)`,
  `CREATE INDEX order_paid ON "order" (paid_at) WHERE paid_at IS NOT NULL`,
  `CREATE INDEX order_status ON "order" (status, created_at)`,
  `CREATE INDEX order_user ON "order" (user_id, created_at)`,
  `CREATE INDEX painting_print_size_painting ON painting_print_size (painting_id, sort_order)`,
  `CREATE INDEX password_reset_user ON password_reset (user_id)`,
  `CREATE INDEX payment_order ON payment (order_id)`,
  `CREATE INDEX product_category ON product (category_id) WHERE deleted_at IS NULL`,
  `CREATE INDEX product_collection ON product (collection_id) WHERE deleted_at IS NULL`,
  `CREATE INDEX purchase_order_line_order ON purchase_order_line (purchase_order_id)`,
  `CREATE INDEX purchase_order_vendor ON purchase_order (vendor_id)`,
  `CREATE INDEX refund_due ON refund (next_attempt_at) WHERE status = 'pending'`,
  `CREATE INDEX refund_order ON refund (order_id)`,
  `CREATE INDEX review_item ON review (item_type, item_id, status, created_at)`,
  `CREATE INDEX stock_hold_active ON stock_hold (inventory_item_id) WHERE status = 'active'`,
  `CREATE INDEX stock_hold_order ON stock_hold (order_id)`,
  `CREATE INDEX test_refund_intent ON test_refund (intent_id)`,
];
