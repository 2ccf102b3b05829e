import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '../../shared/schemas/account.js';
import type { ItemType } from '../../shared/schemas/cart.js';
import type { TransactionType } from '../../shared/schemas/inventory.js';
import type { OrderStatus } from '../../shared/schemas/orders.js';
import type { Country, TaxCategory } from '../../shared/tax.js';
import type { Bool, IntDefault, Stamp, TextDefault } from './columns.js';
import type {
  BalanceAccountTable,
  BalanceEntryTable,
  CartGiftCardTable,
  GiftCardSaleTable,
} from './schema-balances.js';
import type { CampaignTable } from './schema-campaigns.js';
import type { CartDiscountTable, DiscountTable, DiscountUseTable } from './schema-discounts.js';
import type { ItemImageTable, ProductColorSwatchTable } from './schema-media.js';
import type {
  AuditLogTable,
  CatalogueVersionTable,
  CheckoutReminderTable,
  ContactMessageTable,
  ContactReplyTable,
  ContentPageTable,
  CustomerNoteTable,
  EmailConfirmationTable,
  MailMessageTable,
  MediaTable,
  NewsletterSubscriberTable,
  PasswordResetTable,
  PurchaseOrderLineTable,
  PurchaseOrderTable,
  SiteSettingTable,
  TestPaymentIntentTable,
  TestRefundTable,
  VendorTable,
  WaitlistRequestTable,
} from './schema-operations.js';
import type {
  CertificateTable,
  CustomerAddressTable,
  DraftOrderTable,
  OrderEventTable,
  OrderItemTable,
  OrderNoteTable,
  OrderTable,
  PaymentEventTable,
  PaymentTable,
  RefundTable,
} from './schema-orders.js';
import type {
  PaintingEditionTable,
  PaintingPrintSizeTable,
  PaintingTable,
  ProofSaleTable,
} from './schema-paintings.js';
import type { ReturnLineTable, ReturnRequestTable } from './schema-returns.js';
import type { ReviewTable, WishlistItemTable } from './schema-reviews.js';

export type * from './schema-balances.js';
export type * from './schema-orders.js';
export type * from './schema-paintings.js';

export interface UserTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  role: ColumnType<Role, Role | undefined, Role>;
  avatar: string | null;
  session_epoch: IntDefault;
  /** Random per account, carried by its cookies: a cookie never resolves to another account. */
  session_secret: Generated<string>;
  disabled: Bool;
  /** 1: "E-mail me a link to my cart" ticked by default at their checkouts (/profile); migration 2026-12-02T10-00. */
  cart_reminders: IntDefault;
  created_at: Stamp;
  updated_at: Stamp;
}

/** The highest id a table ever handed out before a delete; new rows start above it (ids are never reused). */
export interface IdFloorTable {
  name: 'user';
  last_id: number;
}

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image_url: string | null;
  sort_order: IntDefault;
  /** Its products' default details as JSON text (null: none); migration 2026-11-29T11-00 (domain/catalogue/item-details.ts). */
  details: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Stamp;
}

export interface CollectionTable {
  id: Generated<number>;
  name: string;
  description: TextDefault;
  image_url: string | null;
  featured: Bool;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface ProductTable {
  id: Generated<number>;
  name: string;
  description: TextDefault;
  price_cents: number;
  image_url: string | null;
  category_id: number | null;
  collection_id: number | null;
  colors: TextDefault;
  sizes: TextDefault;
  shipping_price_cents: IntDefault;
  is_featured: Bool;
  is_new: Bool;
  mark_sold_after_purchase: Bool;
  is_sold: Bool;
  /** 1: it cannot be returned (issue 41); migration 2026-12-13T13-00. */
  final_sale: IntDefault;
  /** 1: each variant has its own inventory item; 0: the variants share the product's one item. */
  stock_per_variant: Bool;
  /** When it goes on sale (ISO UTC); null: as soon as it exists. See domain/catalogue/release.ts. */
  publish_at: string | null;
  /** 1: its page is shown before publish_at, with a countdown instead of Add to Cart. */
  announce: Bool;
  /** What it is for tax (`TaxCategory`: clothing, art, gift_card); migration 2026-11-28T11-00. */
  tax_category: ColumnType<TaxCategory, TaxCategory | undefined, TaxCategory>;
  /** Its set price in Canadian dollars (null: converted from price_cents); migration 2026-11-28T13-00. */
  cad_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The owner's details as JSON text (null: none); migration 2026-11-29T11-00 (domain/catalogue/item-details.ts). */
  details: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its place in its category and its collection (issue 39; null: not placed); migration 2026-11-30T12-00. */
  category_position: ColumnType<number | null, number | null | undefined, number | null>;
  collection_position: ColumnType<number | null, number | null | undefined, number | null>;
  deleted_at: string | null;
  created_at: Stamp;
  updated_at: Stamp;
}

/** One size × colour of a product; never deleted: a removed combination is retired (orders and the ledger keep it). */
export interface ProductVariantTable {
  id: Generated<number>;
  product_id: number;
  size: TextDefault;
  color: TextDefault;
  /** The variant's own price, or null for the product's. */
  price_cents: number | null;
  /** Its own set price in Canadian dollars, with its own price_cents (null: converted); migration 2026-11-28T13-00. */
  cad_price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  sort_order: IntDefault;
  retired_at: string | null;
  created_at: string;
}

export type { ItemType, OrderStatus, TransactionType };

export interface CartItemTable {
  id: Generated<number>;
  cart_id: string;
  /** 'gift_card': a gift card sold as an item (issue 41): no product or painting; its choices in the gift_ columns. */
  item_type: ItemType | 'gift_card';
  product_id: number | null;
  painting_id: number | null;
  quantity: number;
  size: TextDefault;
  color: TextDefault;
  variant_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Stamp;
  updated_at: Stamp;
  /** A gift card line's amount (base cents), recipient, message and send date (YYYY-MM-DD); null on other lines. */
  gift_cents: ColumnType<number | null, number | null | undefined, number | null>;
  gift_recipient_name: ColumnType<string | null, string | null | undefined, string | null>;
  gift_recipient_email: ColumnType<string | null, string | null | undefined, string | null>;
  gift_message: ColumnType<string | null, string | null | undefined, string | null>;
  gift_send_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ShippingMethodTable {
  id: Generated<number>;
  code: string;
  name: string;
  country: Country;
  price_cents: number;
  estimated_days: string;
  sort_order: IntDefault;
  active: Bool;
  /** 1: ships free from the free-shipping threshold (each country's standard method by default). */
  free_over_threshold: Bool;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface InventoryItemTable {
  id: Generated<number>;
  item_type: ItemType;
  product_id: number | null;
  painting_id: number | null;
  /** The variant this item counts (stock per variant); null for a product's shared item and for paintings. */
  variant_id: ColumnType<number | null, number | null | undefined, number | null>;
  sku: string;
  location: TextDefault;
  quantity: IntDefault;
  low_stock_threshold: IntDefault;
  last_updated: Stamp;
  /** Set when the item of a removed product or painting is retired; its ledger stays. */
  archived_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** View: what an inventory item counts, by name, for the stock screens (read only). */
export interface InventoryItemLabelView {
  id: number;
  name: string;
  image_url: string | null;
  /** 0/1: its product or painting was removed from the shop. */
  discontinued: number;
  /** 0/1: a sold original, which cannot be restocked. */
  sold_original: number;
  /** The variant's size and colour ('' for a shared item or a painting). */
  size: string;
  color: string;
}

export interface StockHoldTable {
  id: Generated<number>;
  order_id: number;
  inventory_item_id: number;
  quantity: number;
  status: ColumnType<'active' | 'converted' | 'released', 'active' | undefined, 'active' | 'converted' | 'released'>;
  expires_at: string;
  created_at: Stamp;
}

/**
 * Kept by triggers (migrations 2026-12-09T10-00-facet-rows, 2026-12-14T12-00-facet-row-lists, …14T14-00): for each product not
 * deleted, one row per live variant, with the inventory item that counts its stock (own with stock per variant, else
 * the product's shared one; null: none) and that item's on-hand units, and one row of the product itself (variant,
 * size and colour null); every row with the product's list columns, a variant's at its own price (else the product's:
 * 2026-12-14T14-00-facet-row-variant-prices). The facets count over it alone
 * (`domain/catalogue/facet-counts.ts`); the list matches a size, a colour and stock in one row (`facet-items.ts`).
 */
export interface FacetRowTable {
  variant_id: number | null;
  product_id: number;
  size: string | null;
  color: string | null;
  item_id: number | null;
  units: number;
  category_id: number | null;
  collection_id: number | null;
  price_cents: number;
  is_new: number;
  is_featured: number;
  is_sold: number;
  publish_at: string | null;
  /**
   * 1 on the rows that speak for the product's prices when no size, colour or stock is chosen: its own row when every
   * live variant costs the product's price (or none is live), else its variants' rows (migration 2026-12-14T14-00).
   */
  priced: ColumnType<number, number | undefined, number>;
}

export interface InventoryTransactionTable {
  id: Generated<number>;
  inventory_item_id: number;
  transaction_type: TransactionType;
  quantity_change: number;
  reference_type: string | null;
  reference_id: number | null;
  notes: TextDefault;
  actor_user_id: number | null;
  created_at: Stamp;
}

/** The owner's content in another language (issue 37; shared/translations.ts): one text per item, language and field. */
export interface TranslationTable {
  scope: string;
  item_key: string;
  locale: string;
  field: string;
  text: string;
  updated_at: Stamp;
}

export interface Database {
  test_payment_intent: TestPaymentIntentTable;
  test_refund: TestRefundTable;
  catalogue_version: CatalogueVersionTable;
  user: UserTable;
  id_floor: IdFloorTable;
  category: CategoryTable;
  collection: CollectionTable;
  product: ProductTable;
  product_variant: ProductVariantTable;
  painting: PaintingTable;
  painting_print_size: PaintingPrintSizeTable;
  painting_edition: PaintingEditionTable;
  proof_sale: ProofSaleTable;
  cart_item: CartItemTable;
  shipping_method: ShippingMethodTable;
  order: OrderTable;
  order_item: OrderItemTable;
  draft_order: DraftOrderTable;
  order_event: OrderEventTable;
  order_note: OrderNoteTable;
  refund: RefundTable;
  inventory_item: InventoryItemTable;
  inventory_item_label: InventoryItemLabelView;
  stock_hold: StockHoldTable;
  facet_row: FacetRowTable;
  inventory_transaction: InventoryTransactionTable;
  payment: PaymentTable;
  payment_event: PaymentEventTable;
  vendor: VendorTable;
  purchase_order: PurchaseOrderTable;
  purchase_order_line: PurchaseOrderLineTable;
  site_setting: SiteSettingTable;
  content_page: ContentPageTable;
  newsletter_subscriber: NewsletterSubscriberTable;
  campaign: CampaignTable;
  contact_message: ContactMessageTable;
  contact_reply: ContactReplyTable;
  media: MediaTable;
  item_image: ItemImageTable;
  product_color_swatch: ProductColorSwatchTable;
  audit_log: AuditLogTable;
  mail_message: MailMessageTable;
  waitlist_request: WaitlistRequestTable;
  checkout_reminder: CheckoutReminderTable;
  password_reset: PasswordResetTable;
  review: ReviewTable;
  wishlist_item: WishlistItemTable;
  customer_address: CustomerAddressTable;
  discount: DiscountTable;
  discount_use: DiscountUseTable;
  cart_discount: CartDiscountTable;
  balance_account: BalanceAccountTable;
  balance_entry: BalanceEntryTable;
  cart_gift_card: CartGiftCardTable;
  gift_card_sale: GiftCardSaleTable;
  return_request: ReturnRequestTable;
  return_line: ReturnLineTable;
  customer_note: CustomerNoteTable;
  email_confirmation: EmailConfirmationTable;
  translation: TranslationTable;
  certificate: CertificateTable;
}

export type UserRow = Selectable<UserTable>;
