import type { ColumnType, Generated } from 'kysely';
import type { Locale } from '../../shared/locale.js';
import type { MailStatus } from '../../shared/schemas/admin-messages.js';
import type { ItemType } from '../../shared/schemas/cart.js';
import type { ContactSubject } from '../../shared/schemas/content.js';
import type { PurchaseOrderStatus } from '../../shared/schemas/inventory.js';
import type { IntDefault, Stamp, TextDefault } from './columns.js';

/**
 * The tables of the shop's operations: purchasing, content, mail, media, the
 * audit log and the test gateway. The catalogue, orders and stock tables are in
 * schema.ts, which puts both halves together as the Database.
 */
export interface VendorTable {
  id: Generated<number>;
  name: string;
  contact_name: TextDefault;
  contact_email: TextDefault;
  contact_phone: TextDefault;
  notes: TextDefault;
  created_at: Stamp;
  updated_at: Stamp;
}

export type { MailStatus, PurchaseOrderStatus };

export interface PurchaseOrderTable {
  id: Generated<number>;
  vendor_id: number;
  status: ColumnType<PurchaseOrderStatus, PurchaseOrderStatus | undefined, PurchaseOrderStatus>;
  notes: TextDefault;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface PurchaseOrderLineTable {
  id: Generated<number>;
  purchase_order_id: number;
  inventory_item_id: number;
  quantity_ordered: number;
  quantity_received: IntDefault;
  unit_cost_cents: IntDefault;
}

export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: Stamp;
}

export interface ContentPageTable {
  slug: string;
  title: string;
  content_html: TextDefault;
  updated_at: Stamp;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  created_at: Stamp;
  /** When the address left the list (null: subscribed); migration 2026-11-24T02-10. */
  unsubscribed_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language of the page that subscribed (null: unknown); migration 2026-12-08T10-00. */
  locale: ColumnType<Locale | null, Locale | null | undefined, Locale | null>;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  read_at: string | null;
  /** The owner marked it done in the inbox. */
  done_at: string | null;
  created_at: Stamp;
}

/** An answer the owner sent from the inbox (its mail: outbox key `contact_reply:<id>`). */
export interface ContactReplyTable {
  id: Generated<number>;
  message_id: number;
  body: string;
  author_id: number | null;
  created_at: string;
}

export interface MediaTable {
  id: Generated<number>;
  filename: string;
  original_name: string;
  mime: string;
  width: number;
  height: number;
  size_bytes: number;
  variants: TextDefault;
  alt: TextDefault;
  /** Its PNG or JPEG copy for mails (mail apps without WebP); null: uploaded before 2026-12-11T12-10. */
  mail_file: ColumnType<string | null, string | null | undefined, string | null>;
  uploaded_by: number | null;
  created_at: Stamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_user_id: number | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  details: TextDefault;
  created_at: Stamp;
}

/** The outbox: one row per message, unique per (event_key, recipient). */
export interface MailMessageTable {
  id: Generated<number>;
  event_key: string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  order_id: number | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: IntDefault;
  next_attempt_at: string;
  claimed_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** A newsletter mail's one-click unsubscribe URL (List-Unsubscribe), null otherwise; migration 2026-11-24T02-10. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  /** The newsletter campaign it belongs to (null otherwise); migration 2026-12-08T10-00. */
  campaign_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Stamp;
}

/** A mailed link proving an account holds its e-mail; confirming it attaches that e-mail's guest orders. */
export interface EmailConfirmationTable {
  id: Generated<number>;
  user_id: number;
  email: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Stamp;
}

/**
 * The catalogue counter the read caches follow, bumped by trigger on every catalogue write. SQLite: one row.
 * PostgreSQL: a view of the same row, the sum of one row per connection (`catalogue_version_shard`, migration
 * 2026-11-28T02-00), so concurrent checkouts never write the same row.
 */
export interface CatalogueVersionTable {
  id: number;
  counter: number;
}

export interface TestPaymentIntentTable {
  id: string;
  client_secret: string;
  idempotency_key: string;
  order_id: number | null;
  amount_cents: number;
  currency: string;
  status: TextDefault;
  last_error: string | null;
  refunded_cents: IntDefault;
  created_at: Stamp;
  updated_at: Stamp;
}

/** A refund the test gateway made, once per idempotency key. */
export interface TestRefundTable {
  id: string;
  intent_id: string;
  idempotency_key: string;
  amount_cents: number;
  created_at: Stamp;
}

/** The owner's internal note on a customer (`user:<id>` or `guest:<e-mail>`), migration 2026-11-24T01-40. */
export interface CustomerNoteTable {
  customer_key: string;
  note: TextDefault;
  updated_by: number | null;
  updated_at: string;
}

/** A "Notify me" request (migration 2026-12-01T10-00-waitlist): mailed once, when its item returns or its release opens. */
/** An abandoned checkout's reminder mailed (issue 40, item 2); migration 2026-12-02T10-00. */
export interface CheckoutReminderTable {
  id: Generated<number>;
  order_id: number;
  cart_id: string;
  /** Lower case. */
  email: string;
  sent_at: string;
  /** The browser cart its link filled, and when (the last time). */
  restored_cart_id: string | null;
  restored_at: string | null;
}

export interface WaitlistRequestTable {
  id: Generated<number>;
  /** Lower case. */
  email: string;
  user_id: number | null;
  item_type: ItemType;
  item_id: number;
  /** The stock row whose return mails it (null for a release, or an item without stock). */
  inventory_item_id: number | null;
  size: TextDefault;
  color: TextDefault;
  /** 1: waits for the release to open, not for stock. */
  release: IntDefault;
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** 1: the shopper ticked the newsletter box too. */
  newsletter: IntDefault;
  created_at: string;
  mailed_at: string | null;
}
