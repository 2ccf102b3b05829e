import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../shared/locale.js';
import type { RefundStatus } from '../../shared/schemas/admin-orders.js';
import type { ItemType } from '../../shared/schemas/cart.js';
import type { OrderStatus } from '../../shared/schemas/orders.js';
import type { Country } from '../../shared/tax.js';
import type { Bool, IntDefault, Stamp, TextDefault } from './columns.js';

/** Orders and their money: lines, timeline, notes, refunds, payments and gateway events; schema.ts puts them into the Database. */
export interface OrderTable {
  id: Generated<number>;
  user_id: number | null;
  cart_id: string | null;
  /** The campaign whose mail link brought the shopper within 7 days (issue 40); migration 2026-12-08T11-00. */
  campaign_id: ColumnType<number | null, number | null | undefined, number | null>;
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>;
  email: string;
  name: string;
  address: string;
  /** The second address line (apartment, suite) and the shopper's phone for the carrier, '' for none; migration 2026-12-11T11-00. */
  address2: TextDefault;
  phone: TextDefault;
  city: string;
  state: string;
  country: Country;
  postal_code: string;
  shipping_method_id: number | null;
  shipping_method_name: string;
  /** The merchandise after the discount (what tax is on; total = subtotal + shipping + tax). */
  subtotal_cents: number;
  shipping_cents: number;
  tax_cents: number;
  total_cents: number;
  /** What it is charged in, as the gateway spells it ('usd', 'cad'). */
  currency: TextDefault;
  /**
   * Units of its currency per unit of the shop's base currency × 1,000,000 (1,000,000: charged in the base) and its
   * total in the base currency at that rate, for the reports (an insert must say it: the column's default 0 is for
   * the migration only); migration 2026-11-28T13-00.
   */
  exchange_rate_micros: IntDefault;
  base_total_cents: IntDefault;
  tax_lines: TextDefault;
  tracking_number: string | null;
  carrier: string | null;
  /** Another carrier's tracking page (https, `{number}` for the number); migration 2026-11-24T01-40. */
  tracking_page: ColumnType<string | null, string | null | undefined, string | null>;
  status_reason: string | null;
  hold_expires_at: string | null;
  paid_at: string | null;
  discount_id: number | null;
  discount_code: string | null;
  /** Cents the discount took off the merchandise: the order's subtotal before it is subtotal_cents + this. */
  discount_cents: IntDefault;
  discount_free_shipping: IntDefault;
  /** The shopper's note left at checkout (null: none); migration 2026-11-24T01-50. */
  note: ColumnType<string | null, string | null | undefined, string | null>;
  /** A guest order's link: SHA-256 of the token in its confirmation mail (null: an account's); migration 2026-11-24T02-10. */
  guest_link_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The order's language, its mails' ('en' or 'fr'); migration 2026-11-28T10-00. */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** 1: the shopper asked for a link to the cart should they not pay (issue 40); migration 2026-12-02T10-00. */
  reminder_consent: IntDefault;
  /** What its gift card pays, in its currency (the payment is the total less it), and which card; migration 2026-12-10T10-00. */
  gift_card_cents: IntDefault;
  gift_card_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** What the customer's store credit pays, in its currency (after the gift card), and which account; migration 2026-12-13T10-00. */
  store_credit_cents: IntDefault;
  store_credit_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** How an order settled outside the gateway was paid, and the owner's reference (issue 42); migration 2026-12-11T13-00. */
  payment_method: ColumnType<string | null, string | null | undefined, string | null>;
  payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: the buyer agreed that their name shows on the order's certificates (issue 43); migration 2026-12-13T15-00. */
  certificate_name: IntDefault;
  created_at: Stamp;
  updated_at: Stamp;
}

/** A draft order's own facts beside its pending order row (issue 42); migration 2026-12-11T13-00. */
export interface DraftOrderTable {
  order_id: number;
  user_id: number | null;
  pickup: IntDefault;
  created_by: number | null;
  created_at: string;
  paid_at: string | null;
  /** When its invoice was first mailed (awaiting the customer's card through the mail's link); null: never. */
  invoiced_at: string | null;
  /** The client's key it was created with (a retried create answers this draft again); null: none. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  /**
   * 'custom': a line the owner wrote on a draft (a commission): its title and price, no item, no stock.
   * 'gift_card': a gift card sold (issue 41): no item, no stock, never taxed; its recipient in `gift_card_sale`.
   */
  item_type: ItemType | 'custom' | 'gift_card';
  product_id: number | null;
  painting_id: number | null;
  name: string;
  image_url: string | null;
  quantity: number;
  unit_price_cents: number;
  size: TextDefault;
  color: TextDefault;
  edition_number: number | null;
  /** The size of the edition the line's numbers are of ("17/50"; migration 2026-12-13T12-00); null: not numbered. */
  edition_total: ColumnType<number | null, number | null | undefined, number | null>;
  refunded_quantity: IntDefault;
  /** The variant bought (kept when it is retired); null for paintings and lines older than variants. */
  variant_id: ColumnType<number | null, number | null | undefined, number | null>;
  discount_cents: IntDefault;
  /** 0: a custom line the owner said is not taxed; 1 otherwise. */
  taxable: IntDefault;
}

/** A certificate of authenticity for one unit of a sold original or numbered print (issue 43; domain/certificates). */
export interface CertificateTable {
  id: Generated<number>;
  /** The order line it certifies; null for an artist's proof the owner sold (`proof_sale_id`), migration 2026-12-14T11-00. */
  order_item_id: number | null;
  /** The artist's proof sale it certifies (unit 1); null for an order line's. Exactly one of the two is set. */
  proof_sale_id: ColumnType<number | null, number | null | undefined, number | null>;
  unit: number;
  code: string;
  status: 'valid' | 'replaced' | 'void';
  created_at: string;
  ended_at: string | null;
}

export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  note: TextDefault;
  actor_user_id: number | null;
  created_at: Stamp;
}

/** The owner's internal note on an order: in the admin timeline only, never shown to the customer. */
export interface OrderNoteTable {
  id: Generated<number>;
  order_id: number;
  body: string;
  author_user_id: number | null;
  created_at: string;
}

export interface RefundTable {
  id: Generated<number>;
  order_id: number;
  /** Null: a refund settled on the balance ledger alone (an order a gift card paid whole; migration 2026-12-11T10-00). */
  payment_id: number | null;
  amount_cents: number;
  reason: TextDefault;
  restock: Bool;
  lines: TextDefault;
  status: ColumnType<RefundStatus, RefundStatus | undefined, RefundStatus>;
  provider_refund_id: string | null;
  error: string | null;
  actor_user_id: number | null;
  attempts: IntDefault;
  next_attempt_at: string | null;
  duplicate: Bool;
  cancels_order: Bool;
  /** A cancel: mail the customer that the order is cancelled when the refund settles (1), or not (0). Migration 2026-12-06T10-00. */
  notify_customer: Bool;
  /**
   * What the refund gave back, adding up to amount_cents: merchandise at what was paid for it (after its discount),
   * shipping, tax, and the tax by line (JSON [{name, amountCents}]); when the gateway confirmed it. Migration
   * 2026-11-28T00-00 (domain/refunds/parts.ts writes them).
   */
  merchandise_cents: IntDefault;
  shipping_cents: IntDefault;
  tax_cents: IntDefault;
  tax_lines: TextDefault;
  /**
   * Of amount_cents, what went back on the order's gift card rather than through the gateway (migration
   * 2026-12-10T10-00): a sold order's gift card part is a row of its own, all of it (balances/put-back.ts).
   */
  gift_card_cents: IntDefault;
  /**
   * Of amount_cents, what went on the customer's store credit (migration 2026-12-13T10-00): the credit's share, plus
   * `card_to_credit_cents`, the card's share the owner gave as store credit instead of sending it to the card.
   */
  credit_cents: IntDefault;
  card_to_credit_cents: IntDefault;
  settled_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: 'stripe' | 'test';
  intent_id: string;
  idempotency_key: string;
  client_secret: string;
  amount_cents: number;
  currency: TextDefault;
  status: TextDefault;
  last_error: string | null;
  refunded_cents: IntDefault;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface PaymentEventTable {
  id: Generated<number>;
  provider_event_id: string;
  type: string;
  intent_id: string | null;
  payload: string;
  received_at: Stamp;
  processed_at: string | null;
}

/** A customer's saved shipping address (issue 44, item 4: the address book); migration 2026-12-11T11-30. */
export interface CustomerAddressTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  address: string;
  address2: TextDefault;
  city: string;
  state: string;
  country: Country;
  postal_code: string;
  phone: TextDefault;
  /** 1: the one the checkout picks first (one per customer, kept by the domain). */
  is_default: IntDefault;
  created_at: Stamp;
  updated_at: Stamp;
}
