import { type Kysely, sql } from 'kysely';

/**
 * The whole data model of DESIGN.md §4. Money is integer cents, booleans are
 * INTEGER 0/1, times are ISO-8601 UTC text. Later migrations add behaviour
 * (indexes, seeded rows), not churn.
 */
const bool = (name: string, fallback: 0 | 1) =>
  `${name} INTEGER NOT NULL DEFAULT ${fallback} CHECK (${name} IN (0, 1))`;
const now = `TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

const statements = [
  `CREATE TABLE user (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(username) BETWEEN 3 AND 50),
    email TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(email) BETWEEN 3 AND 254),
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    avatar TEXT,
    session_epoch INTEGER NOT NULL DEFAULT 0,
    ${bool('disabled', 0)},
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE TABLE category (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(name) > 0),
    slug TEXT NOT NULL UNIQUE CHECK (length(slug) > 0),
    image_url TEXT,
    sort_order INTEGER NOT NULL DEFAULT 0,
    created_at ${now}
  )`,
  `CREATE TABLE collection (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL COLLATE NOCASE UNIQUE CHECK (length(name) > 0),
    description TEXT NOT NULL DEFAULT '',
    image_url TEXT,
    ${bool('featured', 0)},
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE TABLE product (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) > 0),
    description TEXT NOT NULL DEFAULT '',
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    image_url TEXT,
    category_id INTEGER REFERENCES category (id) ON DELETE SET NULL,
    collection_id INTEGER REFERENCES collection (id) ON DELETE SET NULL,
    colors TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(colors)),
    sizes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(sizes)),
    shipping_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_price_cents >= 0),
    ${bool('is_featured', 0)},
    ${bool('is_new', 0)},
    ${bool('mark_sold_after_purchase', 0)},
    ${bool('is_sold', 0)},
    deleted_at TEXT,
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE INDEX product_category ON product (category_id) WHERE deleted_at IS NULL`,
  `CREATE INDEX product_collection ON product (collection_id) WHERE deleted_at IS NULL`,
  `CREATE TABLE painting (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL CHECK (length(title) > 0),
    description TEXT NOT NULL DEFAULT '',
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    image_url TEXT,
    preview_image_url TEXT,
    medium TEXT NOT NULL DEFAULT '',
    artist_name TEXT NOT NULL DEFAULT '',
    width REAL CHECK (width IS NULL OR width > 0),
    height REAL CHECK (height IS NULL OR height > 0),
    unit TEXT NOT NULL DEFAULT 'in' CHECK (unit IN ('in', 'cm')),
    year INTEGER,
    tags TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tags)),
    ${bool('is_original', 1)},
    ${bool('is_limited', 0)},
    limited_edition_count INTEGER CHECK (limited_edition_count IS NULL OR limited_edition_count > 0),
    current_edition_number INTEGER NOT NULL DEFAULT 0 CHECK (current_edition_number >= 0),
    ${bool('in_stock', 1)},
    ${bool('is_featured', 0)},
    ${bool('is_sold', 0)},
    ${bool('mark_sold_after_purchase', 0)},
    shipping_price_cents INTEGER NOT NULL DEFAULT 0 CHECK (shipping_price_cents >= 0),
    deleted_at TEXT,
    created_at ${now},
    updated_at ${now},
    CHECK (limited_edition_count IS NULL OR current_edition_number <= limited_edition_count)
  )`,
  `CREATE TABLE painting_print_size (
    id INTEGER PRIMARY KEY,
    painting_id INTEGER NOT NULL REFERENCES painting (id) ON DELETE CASCADE,
    width REAL NOT NULL CHECK (width > 0),
    height REAL NOT NULL CHECK (height > 0),
    unit TEXT NOT NULL DEFAULT 'in' CHECK (unit IN ('in', 'cm')),
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    sort_order INTEGER NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX painting_print_size_painting ON painting_print_size (painting_id, sort_order)`,
  `CREATE TABLE cart_item (
    id INTEGER PRIMARY KEY,
    cart_id TEXT NOT NULL CHECK (length(cart_id) = 36),
    item_type TEXT NOT NULL CHECK (item_type IN ('product', 'painting')),
    product_id INTEGER REFERENCES product (id),
    painting_id INTEGER REFERENCES painting (id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    size TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL DEFAULT '',
    created_at ${now},
    updated_at ${now},
    CHECK ((item_type = 'product') = (product_id IS NOT NULL)),
    CHECK ((item_type = 'painting') = (painting_id IS NOT NULL))
  )`,
  `CREATE UNIQUE INDEX cart_item_line ON cart_item (cart_id, item_type, coalesce(product_id, painting_id), size, color)`,
  `CREATE TABLE shipping_method (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL CHECK (length(name) > 0),
    country TEXT NOT NULL CHECK (country IN ('US', 'CA')),
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    estimated_days TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0,
    ${bool('active', 1)},
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE TABLE "order" (
    id INTEGER PRIMARY KEY,
    user_id INTEGER REFERENCES user (id) ON DELETE SET NULL,
    cart_id TEXT,
    status TEXT NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'failed')),
    email TEXT NOT NULL,
    name TEXT NOT NULL,
    address TEXT NOT NULL,
    city TEXT NOT NULL,
    state TEXT NOT NULL,
    country TEXT NOT NULL CHECK (country IN ('US', 'CA')),
    postal_code TEXT NOT NULL,
    shipping_method_id INTEGER REFERENCES shipping_method (id) ON DELETE SET NULL,
    shipping_method_name TEXT NOT NULL,
    subtotal_cents INTEGER NOT NULL CHECK (subtotal_cents >= 0),
    shipping_cents INTEGER NOT NULL CHECK (shipping_cents >= 0),
    tax_cents INTEGER NOT NULL CHECK (tax_cents >= 0),
    total_cents INTEGER NOT NULL CHECK (total_cents = subtotal_cents + shipping_cents + tax_cents),
    currency TEXT NOT NULL DEFAULT 'usd',
    tax_lines TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(tax_lines)),
    tracking_number TEXT,
    status_reason TEXT,
    hold_expires_at TEXT,
    paid_at TEXT,
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE INDEX order_user ON "order" (user_id, created_at)`,
  `CREATE INDEX order_status ON "order" (status, created_at)`,
  `CREATE TABLE order_item (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES "order" (id) ON DELETE CASCADE,
    item_type TEXT NOT NULL CHECK (item_type IN ('product', 'painting')),
    product_id INTEGER REFERENCES product (id),
    painting_id INTEGER REFERENCES painting (id),
    name TEXT NOT NULL,
    image_url TEXT,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    unit_price_cents INTEGER NOT NULL CHECK (unit_price_cents >= 0),
    size TEXT NOT NULL DEFAULT '',
    color TEXT NOT NULL DEFAULT '',
    edition_number INTEGER
  )`,
  `CREATE INDEX order_item_order ON order_item (order_id)`,
  `CREATE TABLE inventory_item (
    id INTEGER PRIMARY KEY,
    item_type TEXT NOT NULL CHECK (item_type IN ('product', 'painting')),
    product_id INTEGER UNIQUE REFERENCES product (id),
    painting_id INTEGER UNIQUE REFERENCES painting (id),
    sku TEXT NOT NULL UNIQUE,
    location TEXT NOT NULL DEFAULT '',
    quantity INTEGER NOT NULL DEFAULT 0 CHECK (quantity >= 0),
    low_stock_threshold INTEGER NOT NULL DEFAULT 5 CHECK (low_stock_threshold >= 0),
    last_updated ${now},
    CHECK ((item_type = 'product') = (product_id IS NOT NULL)),
    CHECK ((item_type = 'painting') = (painting_id IS NOT NULL))
  )`,
  `CREATE TABLE stock_hold (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES "order" (id) ON DELETE CASCADE,
    inventory_item_id INTEGER NOT NULL REFERENCES inventory_item (id),
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'converted', 'released')),
    expires_at TEXT NOT NULL,
    created_at ${now}
  )`,
  `CREATE INDEX stock_hold_active ON stock_hold (inventory_item_id) WHERE status = 'active'`,
  `CREATE INDEX stock_hold_order ON stock_hold (order_id)`,
  `CREATE TABLE inventory_transaction (
    id INTEGER PRIMARY KEY,
    inventory_item_id INTEGER NOT NULL REFERENCES inventory_item (id),
    transaction_type TEXT NOT NULL
      CHECK (transaction_type IN ('initial', 'sale', 'hold', 'release', 'receive', 'adjust_add', 'adjust_remove', 'refund')),
    quantity_change INTEGER NOT NULL,
    reference_type TEXT,
    reference_id INTEGER,
    notes TEXT NOT NULL DEFAULT '',
    actor_user_id INTEGER REFERENCES user (id) ON DELETE SET NULL,
    created_at ${now}
  )`,
  `CREATE INDEX inventory_transaction_item ON inventory_transaction (inventory_item_id, created_at)`,
  `CREATE TRIGGER inventory_transaction_no_update BEFORE UPDATE ON inventory_transaction
    BEGIN SELECT RAISE(ABORT, 'inventory_transaction is append-only'); END`,
  `CREATE TRIGGER inventory_transaction_no_delete BEFORE DELETE ON inventory_transaction
    BEGIN SELECT RAISE(ABORT, 'inventory_transaction is append-only'); END`,
  `CREATE TABLE payment (
    id INTEGER PRIMARY KEY,
    order_id INTEGER NOT NULL REFERENCES "order" (id),
    provider TEXT NOT NULL CHECK (provider IN ('stripe', 'test')),
    intent_id TEXT NOT NULL UNIQUE,
    idempotency_key TEXT NOT NULL UNIQUE,
    client_secret TEXT NOT NULL,
    amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
    currency TEXT NOT NULL DEFAULT 'usd',
    status TEXT NOT NULL DEFAULT 'requires_payment_method',
    last_error TEXT,
    refunded_cents INTEGER NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE INDEX payment_order ON payment (order_id)`,
  `CREATE TABLE payment_event (
    id INTEGER PRIMARY KEY,
    provider_event_id TEXT NOT NULL UNIQUE,
    type TEXT NOT NULL,
    intent_id TEXT,
    payload TEXT NOT NULL CHECK (json_valid(payload)),
    received_at ${now},
    processed_at TEXT
  )`,
  `CREATE TABLE vendor (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL CHECK (length(name) > 0),
    contact_name TEXT NOT NULL DEFAULT '',
    contact_email TEXT NOT NULL DEFAULT '',
    contact_phone TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE TABLE purchase_order (
    id INTEGER PRIMARY KEY,
    vendor_id INTEGER NOT NULL REFERENCES vendor (id),
    status TEXT NOT NULL DEFAULT 'draft'
      CHECK (status IN ('draft', 'ordered', 'partially_received', 'received', 'cancelled')),
    notes TEXT NOT NULL DEFAULT '',
    created_at ${now},
    updated_at ${now}
  )`,
  `CREATE TABLE purchase_order_line (
    id INTEGER PRIMARY KEY,
    purchase_order_id INTEGER NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
    inventory_item_id INTEGER NOT NULL REFERENCES inventory_item (id),
    quantity_ordered INTEGER NOT NULL CHECK (quantity_ordered > 0),
    quantity_received INTEGER NOT NULL DEFAULT 0
      CHECK (quantity_received >= 0 AND quantity_received <= quantity_ordered),
    unit_cost_cents INTEGER NOT NULL DEFAULT 0 CHECK (unit_cost_cents >= 0)
  )`,
  `CREATE TABLE site_setting (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL CHECK (json_valid(value)),
    updated_at ${now}
  )`,
  `CREATE TABLE content_page (
    slug TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    content_html TEXT NOT NULL DEFAULT '',
    updated_at ${now}
  )`,
  `CREATE TABLE newsletter_subscriber (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    created_at ${now}
  )`,
  `CREATE TABLE contact_message (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    read_at TEXT,
    created_at ${now}
  )`,
  `CREATE TABLE media (
    id INTEGER PRIMARY KEY,
    filename TEXT NOT NULL UNIQUE,
    original_name TEXT NOT NULL,
    mime TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    size_bytes INTEGER NOT NULL,
    variants TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(variants)),
    alt TEXT NOT NULL DEFAULT '',
    uploaded_by INTEGER REFERENCES user (id) ON DELETE SET NULL,
    created_at ${now}
  )`,
  `CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    actor_user_id INTEGER REFERENCES user (id) ON DELETE SET NULL,
    action TEXT NOT NULL,
    entity_type TEXT NOT NULL,
    entity_id TEXT,
    details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
    created_at ${now}
  )`,
  `CREATE INDEX audit_log_created ON audit_log (created_at)`,
];

const tables = [
  'audit_log',
  'media',
  'contact_message',
  'newsletter_subscriber',
  'content_page',
  'site_setting',
  'purchase_order_line',
  'purchase_order',
  'vendor',
  'payment_event',
  'payment',
  'inventory_transaction',
  'stock_hold',
  'inventory_item',
  'order_item',
  '"order"',
  'shipping_method',
  'cart_item',
  'painting_print_size',
  'painting',
  'product',
  'collection',
  'category',
  'user',
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
