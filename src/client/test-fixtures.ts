import type { AdminPainting, AdminProduct } from '@shared/schemas/admin-catalogue';
import type { Painting, Product } from '@shared/schemas/catalogue';
import type { CatalogueSearch } from '@shared/schemas/catalogue-search';
import type { Order } from '@shared/schemas/orders';
import { variantsOf } from './test-utils';

/**
 * The catalogue's items as the server answers them, for the client's tests: a test names only what it is about
 * (`aProduct({ sizes: ['M'], … })`) and takes the rest from here. What the admin's answers add (`translations`)
 * may be given too.
 */

/** An Acid Wash Tee at $40: no sizes or colours, 3 in stock shared by its one variant, no category. */
export function aProduct(over: Partial<AdminProduct> = {}): Product & Partial<AdminProduct> {
  return {
    id: 5,
    name: 'Acid Wash Tee',
    description: '',
    price: 40,
    imageUrl: null,
    category: null,
    categoryId: null,
    collection: null,
    collectionId: null,
    isFeatured: false,
    isNew: false,
    finalSale: false,
    colors: [],
    sizes: [],
    stock: 3,
    stockPerVariant: false,
    variants: variantsOf({ sizes: [], colors: [], price: 40 }, 3),
    shipping_price: 0,
    taxCategory: 'clothing',
    mark_sold_after_purchase: false,
    is_sold: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** An original by Wren, 24 × 30 in, acrylic, $900, in stock (one), sold once bought. */
export function aPainting(over: Partial<AdminPainting> = {}): Painting & Partial<AdminPainting> {
  return {
    id: 3,
    title: 'Dusk',
    description: '',
    price: 900,
    image_url: null,
    preview_image_url: null,
    medium: 'Acrylic on canvas',
    artist_name: 'Wren',
    dimensions: { width: 24, height: 30, unit: 'in' },
    year: 2025,
    tags: [],
    is_original: true,
    is_limited: false,
    limited_edition_count: null,
    current_edition_number: 0,
    in_stock: true,
    is_reserved: false,
    is_featured: false,
    finalSale: false,
    is_sold: false,
    stock: 1,
    shipping_price: 0,
    mark_sold_after_purchase: true,
    available_sizes: [],
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

/** A search answer's facets with no option (`catalogue.search`). */
export const NO_FACETS: CatalogueSearch['facets'] = {
  size: [],
  color: [],
  category: [],
  price: [],
  medium: [],
  kind: [],
  sizeRange: [],
  inStock: 0,
};

/** An order's line: one Acid Wash Tee in M / black at $40, nothing refunded. A test gives what it is about. */
export function anOrderLine(over: Partial<Order['items'][number]> = {}): Order['items'][number] {
  return {
    id: 1,
    productId: 3,
    itemType: 'product',
    name: 'Acid Wash Tee',
    imageUrl: null,
    size: 'M',
    color: 'black',
    variantId: null,
    variantLabel: 'Acid Wash Tee — M / black',
    price: 40,
    quantity: 1,
    editionNumber: null,
    editionNumbers: [],
    refundedQuantity: 0,
    refundableQuantity: 1,
    certificateUrl: null,
    verifyUrl: null,
    verifyUrls: [],
    discount: 0,
    ...over,
  };
}

/**
 * An order as the server answers its buyer: #1, paid, $0 with no lines, to a Montréal address, nothing refunded,
 * tracked or noted. A test gives what it is about (`anOrder({ status: 'pending', items: [...] })`).
 */
export function anOrder(over: Partial<Order> = {}): Order {
  return {
    id: 1,
    createdAt: '2026-12-01T10:00:00.000Z',
    paidAt: '2026-12-01T10:01:00.000Z',
    status: 'paid',
    statusReason: null,
    total: 0,
    currency: 'usd',
    subtotal: 0,
    discountCode: null,
    discountTotal: 0,
    shippingCost: 0,
    tax: 0,
    taxLines: [],
    shippingMethod: 'Pickup',
    items: [],
    name: 'Sam Shopper',
    email: 'sam@example.com',
    address: '',
    address2: '',
    phone: '',
    city: '',
    state: 'QC',
    postalCode: '',
    country: 'CA',
    trackingNumber: null,
    carrier: null,
    note: null,
    trackingUrl: null,
    refundedAmount: 0,
    history: [],
    confirmationQueued: false,
    certificateName: false,
    ...over,
  };
}
