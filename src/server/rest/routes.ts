import type { createCaller } from '../trpc/app-router.js';

/**
 * The documented /api paths as ONE table: each row maps a path and its payload
 * onto a tRPC procedure; the procedure's answer is the documented answer.
 * No logic lives here.
 */
export interface RestRequest {
  params: Record<string, string>;
  /** The JSON body; the adapter answers 400 to anything but an object, and treats no body as `{}`. */
  body: Record<string, unknown>;
  query: Record<string, string>;
  headers: Record<string, string | undefined>;
}

/** The app router as a server-side caller. */
export type Caller = ReturnType<typeof createCaller>;
/** Picks a procedure off the caller, e.g. `(c) => c.account.login`: a misspelt or renamed one does not compile. */
export type PickProcedure = (caller: Caller) => (input: never) => Promise<unknown>;

interface RestRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  procedure: PickProcedure;
  toInput?: (req: RestRequest) => unknown;
  status?: number;
  /** Public catalogue read: answered from the in-memory cache with a strong ETag (304 on If-None-Match). */
  cache?: boolean;
  /** The procedure answers a file (`{ filename, contentType, body }`), sent as such for download. */
  file?: boolean;
}

export interface RestRoute extends Omit<RestRow, 'procedure'> {
  /** Dotted path of the procedure in the app router, e.g. 'account.login', read once off `pick`. */
  procedure: string;
  pick: PickProcedure;
}

/** The dotted path a pick walks, read by handing it a proxy that records each step. */
export function procedurePath(pick: PickProcedure): string {
  const steps: string[] = [];
  const recorder: object = new Proxy(
    {},
    {
      get(_, key) {
        steps.push(String(key));
        return recorder;
      },
    },
  );
  pick(recorder as Caller);
  return steps.join('.');
}

const body = (req: RestRequest) => req.body;
const param =
  (name: string, key = name) =>
  (req: RestRequest) => ({ [key]: req.params[name] });
const fixed = (input: unknown) => () => input;
/** The body with the path's id: PUT /api/x/{id}. */
const bodyWithId = (req: RestRequest) => ({ ...req.body, id: req.params.id });
/** A cart line by id; the cart it must belong to may come in the body, the query or an X-Cart-Id header. */
const cartLine = (req: RestRequest) => ({
  cartId: req.query.cartId ?? req.headers['x-cart-id'],
  ...req.body,
  itemId: req.params.itemId,
});

const rows: RestRow[] = [
  { method: 'POST', url: '/api/register', procedure: (c) => c.account.register, toInput: body, status: 201 },
  { method: 'POST', url: '/api/confirm-email', procedure: (c) => c.account.confirmEmail, toInput: body },
  {
    method: 'POST',
    url: '/api/account/guest-orders-link',
    procedure: (c) => c.account.requestEmailConfirmation,
  },
  { method: 'POST', url: '/api/login', procedure: (c) => c.account.login, toInput: body },
  { method: 'POST', url: '/api/logout', procedure: (c) => c.account.logout },
  { method: 'GET', url: '/api/user', procedure: (c) => c.account.me },
  { method: 'GET', url: '/api/session-check', procedure: (c) => c.account.sessionCheck },
  { method: 'PUT', url: '/api/user/profile', procedure: (c) => c.account.updateProfile, toInput: body },
  { method: 'PUT', url: '/api/user/password', procedure: (c) => c.account.changePassword, toInput: body },
  { method: 'POST', url: '/api/password-reset', procedure: (c) => c.account.requestPasswordReset, toInput: body },
  {
    method: 'POST',
    url: '/api/password-reset/confirm',
    procedure: (c) => c.account.confirmPasswordReset,
    toInput: body,
  },
  { method: 'GET', url: '/api/site-settings', procedure: (c) => c.settings.all, cache: true },

  {
    method: 'GET',
    url: '/api/products',
    procedure: (c) => c.catalogue.products,
    toInput: fixed({ filter: 'all' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/new-arrivals',
    procedure: (c) => c.catalogue.products,
    toInput: fixed({ filter: 'new-arrivals' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/featured',
    procedure: (c) => c.catalogue.products,
    toInput: fixed({ filter: 'featured' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/best-sellers',
    procedure: (c) => c.catalogue.products,
    toInput: fixed({ filter: 'best-sellers' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/category/:category',
    procedure: (c) => c.catalogue.productsByCategory,
    toInput: param('category'),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/collection/:collection',
    procedure: (c) => c.catalogue.productsByCollection,
    toInput: param('collection'),
    cache: true,
  },
  { method: 'GET', url: '/api/products/:id', procedure: (c) => c.catalogue.product, toInput: param('id'), cache: true },
  {
    method: 'GET',
    url: '/api/products/:id/reviews',
    procedure: (c) => c.reviews.list,
    toInput: (req) => ({ itemType: 'product', id: req.params.id, page: req.query.page }),
    cache: true,
  },
  {
    method: 'POST',
    url: '/api/products/:id/reviews',
    procedure: (c) => c.reviews.write,
    toInput: (req) => ({ ...req.body, itemType: 'product', id: req.params.id }),
    status: 201,
  },
  { method: 'GET', url: '/api/categories', procedure: (c) => c.catalogue.categories, cache: true },
  { method: 'GET', url: '/api/collections', procedure: (c) => c.catalogue.collections, cache: true },
  { method: 'GET', url: '/api/collections/featured', procedure: (c) => c.catalogue.featuredCollection, cache: true },
  {
    method: 'GET',
    url: '/api/collections/:name',
    procedure: (c) => c.catalogue.collection,
    toInput: param('name'),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings',
    procedure: (c) => c.catalogue.paintings,
    toInput: fixed({ list: 'all' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/featured',
    procedure: (c) => c.catalogue.paintings,
    toInput: fixed({ list: 'featured' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/original',
    procedure: (c) => c.catalogue.paintings,
    toInput: fixed({ list: 'originals' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/originals',
    procedure: (c) => c.catalogue.paintings,
    toInput: fixed({ list: 'originals' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/prints',
    procedure: (c) => c.catalogue.paintings,
    toInput: fixed({ list: 'prints' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/:id',
    procedure: (c) => c.catalogue.painting,
    toInput: param('id'),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/:id/reviews',
    procedure: (c) => c.reviews.list,
    toInput: (req) => ({ itemType: 'painting', id: req.params.id, page: req.query.page }),
    cache: true,
  },
  {
    method: 'POST',
    url: '/api/paintings/:id/reviews',
    procedure: (c) => c.reviews.write,
    toInput: (req) => ({ ...req.body, itemType: 'painting', id: req.params.id }),
    status: 201,
  },

  { method: 'GET', url: '/api/wishlist', procedure: (c) => c.wishlist.list },
  { method: 'POST', url: '/api/wishlist', procedure: (c) => c.wishlist.add, toInput: body, status: 201 },
  {
    method: 'DELETE',
    url: '/api/wishlist/:itemType/:itemId',
    procedure: (c) => c.wishlist.remove,
    toInput: (req) => ({ itemType: req.params.itemType, itemId: req.params.itemId }),
    status: 204,
  },

  { method: 'GET', url: '/api/cart/:cartId', procedure: (c) => c.cart.get, toInput: param('cartId') },
  { method: 'POST', url: '/api/cart', procedure: (c) => c.cart.add, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/cart/:itemId', procedure: (c) => c.cart.update, toInput: cartLine },
  { method: 'DELETE', url: '/api/cart/clear/:cartId', procedure: (c) => c.cart.clear, toInput: param('cartId') },
  { method: 'DELETE', url: '/api/cart/:itemId', procedure: (c) => c.cart.remove, toInput: cartLine },
  /** A cart's discount code: 200 with what it takes off, or 400/409 with the refusal; DELETE forgets it. */
  {
    method: 'POST',
    url: '/api/cart/:cartId/discount',
    procedure: (c) => c.discounts.applyCode,
    toInput: (req) => ({ ...req.body, cartId: req.params.cartId }),
  },
  {
    method: 'DELETE',
    url: '/api/cart/:cartId/discount',
    procedure: (c) => c.discounts.removeCode,
    toInput: param('cartId'),
    status: 204,
  },
  {
    method: 'GET',
    url: '/api/cart/:cartId/totals',
    procedure: (c) => c.discounts.cartTotals,
    toInput: param('cartId'),
  },

  { method: 'POST', url: '/api/calculate-shipping', procedure: (c) => c.checkout.shippingMethods, toInput: body },
  { method: 'POST', url: '/api/calculate-tax', procedure: (c) => c.checkout.tax, toInput: body },
  { method: 'GET', url: '/api/payment-config', procedure: (c) => c.checkout.paymentConfig },
  { method: 'POST', url: '/api/create-payment-intent', procedure: (c) => c.checkout.start, toInput: body },
  { method: 'POST', url: '/api/test-gateway/confirm', procedure: (c) => c.checkout.testConfirm, toInput: body },
  { method: 'GET', url: '/api/orders', procedure: (c) => c.orders.mine },
  { method: 'GET', url: '/api/orders/:id', procedure: (c) => c.orders.get, toInput: param('id') },
  { method: 'POST', url: '/api/orders', procedure: (c) => c.orders.attach, toInput: body, status: 201 },
  {
    method: 'PUT',
    url: '/api/orders/:id',
    procedure: (c) => c.orders.confirm,
    toInput: bodyWithId,
  },
  { method: 'POST', url: '/api/track-order', procedure: (c) => c.orders.track, toInput: body },
  {
    method: 'GET',
    url: '/api/guest-orders/:id/:token',
    procedure: (c) => c.orders.byLink,
    toInput: (req) => ({ id: req.params.id, token: req.params.token }),
  },

  { method: 'GET', url: '/api/pages/:slug', procedure: (c) => c.content.page, toInput: param('slug'), cache: true },
  { method: 'POST', url: '/api/contact', procedure: (c) => c.content.contact, toInput: body },
  { method: 'POST', url: '/api/newsletter/subscribe', procedure: (c) => c.content.subscribe, toInput: body },
  { method: 'POST', url: '/api/newsletter/unsubscribe', procedure: (c) => c.content.unsubscribe, toInput: body },
  {
    method: 'GET',
    url: '/api/search',
    procedure: (c) => c.content.search,
    toInput: (req) => ({ q: req.query.q ?? '' }),
  },

  { method: 'GET', url: '/api/admin/products', procedure: (c) => c.admin.products.list, toInput: (req) => req.query },
  { method: 'GET', url: '/api/admin/paintings', procedure: (c) => c.admin.paintings.list, toInput: (req) => req.query },
  { method: 'POST', url: '/api/products', procedure: (c) => c.admin.products.create, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/products/:id', procedure: (c) => c.admin.products.update, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/products/:id', procedure: (c) => c.admin.products.delete, toInput: param('id') },
  { method: 'POST', url: '/api/paintings', procedure: (c) => c.admin.paintings.create, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/paintings/:id', procedure: (c) => c.admin.paintings.update, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/paintings/:id', procedure: (c) => c.admin.paintings.delete, toInput: param('id') },
  { method: 'POST', url: '/api/collections', procedure: (c) => c.admin.collections.create, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/collections/:id', procedure: (c) => c.admin.collections.update, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/collections/:id', procedure: (c) => c.admin.collections.delete, toInput: param('id') },
  { method: 'GET', url: '/api/discounts', procedure: (c) => c.admin.discounts.list },
  { method: 'POST', url: '/api/discounts', procedure: (c) => c.admin.discounts.create, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/discounts/:id', procedure: (c) => c.admin.discounts.update, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/discounts/:id', procedure: (c) => c.admin.discounts.delete, toInput: param('id') },
  { method: 'POST', url: '/api/categories', procedure: (c) => c.admin.categories.create, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/categories/:id', procedure: (c) => c.admin.categories.update, toInput: bodyWithId },
  { method: 'POST', url: '/api/categories/:id/move', procedure: (c) => c.admin.categories.move, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/categories/:id', procedure: (c) => c.admin.categories.delete, toInput: param('id') },

  { method: 'GET', url: '/api/inventory', procedure: (c) => c.admin.inventory.list },
  { method: 'GET', url: '/api/inventory/low-stock', procedure: (c) => c.admin.inventory.lowStock },
  { method: 'PUT', url: '/api/inventory/:id', procedure: (c) => c.admin.inventory.update, toInput: bodyWithId },
  { method: 'POST', url: '/api/inventory/:id/adjust', procedure: (c) => c.admin.inventory.adjust, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/inventory/:id', procedure: (c) => c.admin.inventory.delete, toInput: param('id') },
  { method: 'GET', url: '/api/admin/inventory', procedure: (c) => c.admin.inventory.page, toInput: (req) => req.query },
  {
    method: 'GET',
    url: '/api/admin/inventory-transactions',
    procedure: (c) => c.admin.inventory.ledger,
    toInput: (req) => req.query,
  },
  {
    method: 'GET',
    url: '/api/inventory-transactions',
    procedure: (c) => c.admin.inventory.transactions,
    toInput: (req) => ({ type: req.query.type, itemId: req.query.itemId }),
  },
  { method: 'GET', url: '/api/vendors', procedure: (c) => c.admin.vendors.list },
  { method: 'POST', url: '/api/vendors', procedure: (c) => c.admin.vendors.create, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/vendors/:id', procedure: (c) => c.admin.vendors.update, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/vendors/:id', procedure: (c) => c.admin.vendors.delete, toInput: param('id') },
  { method: 'GET', url: '/api/purchase-orders', procedure: (c) => c.admin.purchaseOrders.list },
  {
    method: 'GET',
    url: '/api/purchase-orders/:id',
    procedure: (c) => c.admin.purchaseOrders.get,
    toInput: param('id'),
  },
  {
    method: 'POST',
    url: '/api/purchase-orders',
    procedure: (c) => c.admin.purchaseOrders.create,
    toInput: body,
    status: 201,
  },
  {
    method: 'PUT',
    url: '/api/purchase-orders/:id',
    procedure: (c) => c.admin.purchaseOrders.update,
    toInput: bodyWithId,
  },
  {
    method: 'PUT',
    url: '/api/purchase-orders/:id/status',
    procedure: (c) => c.admin.purchaseOrders.setStatus,
    toInput: bodyWithId,
  },
  {
    method: 'POST',
    url: '/api/purchase-orders/:id/receive',
    procedure: (c) => c.admin.purchaseOrders.receive,
    toInput: bodyWithId,
  },
  {
    method: 'DELETE',
    url: '/api/purchase-orders/:id',
    procedure: (c) => c.admin.purchaseOrders.delete,
    toInput: param('id'),
  },

  { method: 'GET', url: '/api/admin/orders', procedure: (c) => c.admin.orders.list, toInput: (req) => req.query },
  { method: 'GET', url: '/api/admin/orders/:id', procedure: (c) => c.admin.orders.get, toInput: param('id') },
  {
    method: 'PUT',
    url: '/api/admin/orders/:id/status',
    procedure: (c) => c.admin.orders.setStatus,
    toInput: bodyWithId,
  },
  { method: 'POST', url: '/api/admin/orders/:id/notes', procedure: (c) => c.admin.orders.addNote, toInput: bodyWithId },
  { method: 'POST', url: '/api/admin/orders/:id/refund', procedure: (c) => c.admin.orders.refund, toInput: bodyWithId },
  {
    method: 'POST',
    url: '/api/admin/orders/:id/refunds/:refundId/retry',
    procedure: (c) => c.admin.orders.retryRefund,
    toInput: (req) => ({ id: req.params.id, refundId: req.params.refundId }),
  },
  { method: 'GET', url: '/api/admin/reviews', procedure: (c) => c.admin.reviews.list, toInput: (req) => req.query },
  { method: 'PUT', url: '/api/admin/reviews/:id', procedure: (c) => c.admin.reviews.update, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/admin/reviews/:id', procedure: (c) => c.admin.reviews.delete, toInput: param('id') },
  { method: 'GET', url: '/api/admin/messages', procedure: (c) => c.admin.messages.list, toInput: (req) => req.query },
  { method: 'GET', url: '/api/admin/messages/:id', procedure: (c) => c.admin.messages.get, toInput: param('id') },
  {
    method: 'POST',
    url: '/api/admin/messages/:id/retry',
    procedure: (c) => c.admin.messages.retry,
    toInput: param('id'),
  },

  { method: 'GET', url: '/api/admin/users', procedure: (c) => c.admin.users.list },
  {
    method: 'GET',
    url: '/api/admin/users/:id/with-password',
    procedure: (c) => c.admin.users.get,
    toInput: param('id'),
  },
  {
    method: 'PUT',
    url: '/api/admin/users/:id/profile',
    procedure: (c) => c.admin.users.updateProfile,
    toInput: bodyWithId,
  },
  { method: 'PUT', url: '/api/admin/users/:id/role', procedure: (c) => c.admin.users.setRole, toInput: bodyWithId },
  {
    method: 'PUT',
    url: '/api/admin/users/:id/password',
    procedure: (c) => c.admin.users.setPassword,
    toInput: bodyWithId,
  },
  { method: 'PUT', url: '/api/admin/users/:id/active', procedure: (c) => c.admin.users.setActive, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/admin/users/:id', procedure: (c) => c.admin.users.delete, toInput: param('id') },

  { method: 'POST', url: '/api/site-settings', procedure: (c) => c.admin.site.setSetting, toInput: body },
  { method: 'PUT', url: '/api/site-settings', procedure: (c) => c.admin.site.setSettings, toInput: body },
  { method: 'GET', url: '/api/admin/pages', procedure: (c) => c.admin.site.pages },
  {
    method: 'PUT',
    url: '/api/admin/pages/:slug',
    procedure: (c) => c.admin.site.updatePage,
    toInput: (req) => ({ ...req.body, slug: req.params.slug }),
  },
  { method: 'GET', url: '/api/admin/audit-log', procedure: (c) => c.admin.site.auditLog },
  { method: 'GET', url: '/api/admin/dashboard', procedure: (c) => c.admin.dashboard.summary },
  { method: 'GET', url: '/api/admin/customers', procedure: (c) => c.admin.customers.list, toInput: (req) => req.query },
  { method: 'GET', url: '/api/admin/customers/:id', procedure: (c) => c.admin.customers.get, toInput: param('id') },
  {
    method: 'PUT',
    url: '/api/admin/customers/:id/note',
    procedure: (c) => c.admin.customers.setNote,
    toInput: bodyWithId,
  },
  {
    method: 'GET',
    url: '/api/admin/exports/:kind.csv',
    procedure: (c) => c.admin.reports.exportCsv,
    toInput: (req) => ({ ...req.query, kind: req.params.kind }),
    file: true,
  },
  {
    method: 'GET',
    url: '/api/admin/reports/sales',
    procedure: (c) => c.admin.reports.sales,
    toInput: (req) => req.query,
  },
  {
    method: 'POST',
    url: '/api/admin/imports/products/preview',
    procedure: (c) => c.admin.reports.previewProductImport,
    toInput: body,
  },
  {
    method: 'POST',
    url: '/api/admin/imports/products',
    procedure: (c) => c.admin.reports.importProducts,
    toInput: body,
  },
  { method: 'GET', url: '/api/admin/media', procedure: (c) => c.admin.site.media },
  { method: 'DELETE', url: '/api/admin/media/:id', procedure: (c) => c.admin.site.deleteMedia, toInput: param('id') },
];

export const restRoutes: RestRoute[] = rows.map((row) => ({
  ...row,
  procedure: procedurePath(row.procedure),
  pick: row.procedure,
}));
