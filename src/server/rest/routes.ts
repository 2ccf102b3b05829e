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

export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Dotted path of the procedure in the app router, e.g. 'account.login'. */
  procedure: string;
  toInput?: (req: RestRequest) => unknown;
  status?: number;
  /** Public catalogue read: answered from the in-memory cache with a strong ETag (304 on If-None-Match). */
  cache?: boolean;
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

export const restRoutes: RestRoute[] = [
  { method: 'POST', url: '/api/register', procedure: 'account.register', toInput: body, status: 201 },
  { method: 'POST', url: '/api/login', procedure: 'account.login', toInput: body },
  { method: 'POST', url: '/api/logout', procedure: 'account.logout' },
  { method: 'GET', url: '/api/user', procedure: 'account.me' },
  { method: 'GET', url: '/api/session-check', procedure: 'account.sessionCheck' },
  { method: 'PUT', url: '/api/user/profile', procedure: 'account.updateProfile', toInput: body },
  { method: 'PUT', url: '/api/user/password', procedure: 'account.changePassword', toInput: body },
  { method: 'POST', url: '/api/password-reset', procedure: 'account.requestPasswordReset', toInput: body },
  { method: 'POST', url: '/api/password-reset/confirm', procedure: 'account.confirmPasswordReset', toInput: body },
  { method: 'GET', url: '/api/site-settings', procedure: 'settings.all', cache: true },

  {
    method: 'GET',
    url: '/api/products',
    procedure: 'catalogue.products',
    toInput: fixed({ filter: 'all' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/new-arrivals',
    procedure: 'catalogue.products',
    toInput: fixed({ filter: 'new-arrivals' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/featured',
    procedure: 'catalogue.products',
    toInput: fixed({ filter: 'featured' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/best-sellers',
    procedure: 'catalogue.products',
    toInput: fixed({ filter: 'best-sellers' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/category/:category',
    procedure: 'catalogue.productsByCategory',
    toInput: param('category'),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/collection/:collection',
    procedure: 'catalogue.productsByCollection',
    toInput: param('collection'),
    cache: true,
  },
  { method: 'GET', url: '/api/products/:id', procedure: 'catalogue.product', toInput: param('id'), cache: true },
  { method: 'GET', url: '/api/categories', procedure: 'catalogue.categories', cache: true },
  { method: 'GET', url: '/api/collections', procedure: 'catalogue.collections', cache: true },
  { method: 'GET', url: '/api/collections/featured', procedure: 'catalogue.featuredCollection', cache: true },
  {
    method: 'GET',
    url: '/api/collections/:name',
    procedure: 'catalogue.collection',
    toInput: param('name'),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings',
    procedure: 'catalogue.paintings',
    toInput: fixed({ list: 'all' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/featured',
    procedure: 'catalogue.paintings',
    toInput: fixed({ list: 'featured' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/original',
    procedure: 'catalogue.paintings',
    toInput: fixed({ list: 'originals' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/originals',
    procedure: 'catalogue.paintings',
    toInput: fixed({ list: 'originals' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/prints',
    procedure: 'catalogue.paintings',
    toInput: fixed({ list: 'prints' }),
    cache: true,
  },
  { method: 'GET', url: '/api/paintings/:id', procedure: 'catalogue.painting', toInput: param('id'), cache: true },

  { method: 'GET', url: '/api/cart/:cartId', procedure: 'cart.get', toInput: param('cartId') },
  { method: 'POST', url: '/api/cart', procedure: 'cart.add', toInput: body, status: 201 },
  { method: 'PUT', url: '/api/cart/:itemId', procedure: 'cart.update', toInput: cartLine },
  { method: 'DELETE', url: '/api/cart/clear/:cartId', procedure: 'cart.clear', toInput: param('cartId') },
  { method: 'DELETE', url: '/api/cart/:itemId', procedure: 'cart.remove', toInput: cartLine },

  { method: 'POST', url: '/api/calculate-shipping', procedure: 'checkout.shippingMethods', toInput: body },
  { method: 'POST', url: '/api/calculate-tax', procedure: 'checkout.tax', toInput: body },
  { method: 'GET', url: '/api/payment-config', procedure: 'checkout.paymentConfig' },
  { method: 'POST', url: '/api/create-payment-intent', procedure: 'checkout.start', toInput: body },
  { method: 'POST', url: '/api/test-gateway/confirm', procedure: 'checkout.testConfirm', toInput: body },
  { method: 'GET', url: '/api/orders', procedure: 'orders.mine' },
  { method: 'GET', url: '/api/orders/:id', procedure: 'orders.get', toInput: param('id') },
  { method: 'POST', url: '/api/orders', procedure: 'orders.attach', toInput: body, status: 201 },
  {
    method: 'PUT',
    url: '/api/orders/:id',
    procedure: 'orders.confirm',
    toInput: bodyWithId,
  },
  { method: 'POST', url: '/api/track-order', procedure: 'orders.track', toInput: body },

  { method: 'GET', url: '/api/pages/:slug', procedure: 'content.page', toInput: param('slug'), cache: true },
  { method: 'POST', url: '/api/contact', procedure: 'content.contact', toInput: body },
  { method: 'POST', url: '/api/newsletter/subscribe', procedure: 'content.subscribe', toInput: body },
  { method: 'GET', url: '/api/search', procedure: 'content.search', toInput: (req) => ({ q: req.query.q ?? '' }) },

  { method: 'POST', url: '/api/products', procedure: 'admin.products.create', toInput: body, status: 201 },
  { method: 'PUT', url: '/api/products/:id', procedure: 'admin.products.update', toInput: bodyWithId },
  { method: 'DELETE', url: '/api/products/:id', procedure: 'admin.products.delete', toInput: param('id') },
  { method: 'POST', url: '/api/paintings', procedure: 'admin.paintings.create', toInput: body, status: 201 },
  { method: 'PUT', url: '/api/paintings/:id', procedure: 'admin.paintings.update', toInput: bodyWithId },
  { method: 'DELETE', url: '/api/paintings/:id', procedure: 'admin.paintings.delete', toInput: param('id') },
  { method: 'POST', url: '/api/collections', procedure: 'admin.collections.create', toInput: body, status: 201 },
  { method: 'PUT', url: '/api/collections/:id', procedure: 'admin.collections.update', toInput: bodyWithId },
  { method: 'DELETE', url: '/api/collections/:id', procedure: 'admin.collections.delete', toInput: param('id') },
  { method: 'POST', url: '/api/categories', procedure: 'admin.categories.create', toInput: body, status: 201 },
  { method: 'PUT', url: '/api/categories/:id', procedure: 'admin.categories.update', toInput: bodyWithId },
  { method: 'POST', url: '/api/categories/:id/move', procedure: 'admin.categories.move', toInput: bodyWithId },
  { method: 'DELETE', url: '/api/categories/:id', procedure: 'admin.categories.delete', toInput: param('id') },

  { method: 'GET', url: '/api/inventory', procedure: 'admin.inventory.list' },
  { method: 'GET', url: '/api/inventory/low-stock', procedure: 'admin.inventory.lowStock' },
  { method: 'PUT', url: '/api/inventory/:id', procedure: 'admin.inventory.update', toInput: bodyWithId },
  { method: 'POST', url: '/api/inventory/:id/adjust', procedure: 'admin.inventory.adjust', toInput: bodyWithId },
  { method: 'DELETE', url: '/api/inventory/:id', procedure: 'admin.inventory.delete', toInput: param('id') },
  {
    method: 'GET',
    url: '/api/inventory-transactions',
    procedure: 'admin.inventory.transactions',
    toInput: (req) => ({ type: req.query.type, itemId: req.query.itemId }),
  },
  { method: 'GET', url: '/api/vendors', procedure: 'admin.vendors.list' },
  { method: 'POST', url: '/api/vendors', procedure: 'admin.vendors.create', toInput: body, status: 201 },
  { method: 'PUT', url: '/api/vendors/:id', procedure: 'admin.vendors.update', toInput: bodyWithId },
  { method: 'DELETE', url: '/api/vendors/:id', procedure: 'admin.vendors.delete', toInput: param('id') },
  { method: 'GET', url: '/api/purchase-orders', procedure: 'admin.purchaseOrders.list' },
  { method: 'GET', url: '/api/purchase-orders/:id', procedure: 'admin.purchaseOrders.get', toInput: param('id') },
  {
    method: 'POST',
    url: '/api/purchase-orders',
    procedure: 'admin.purchaseOrders.create',
    toInput: body,
    status: 201,
  },
  { method: 'PUT', url: '/api/purchase-orders/:id', procedure: 'admin.purchaseOrders.update', toInput: bodyWithId },
  {
    method: 'PUT',
    url: '/api/purchase-orders/:id/status',
    procedure: 'admin.purchaseOrders.setStatus',
    toInput: bodyWithId,
  },
  {
    method: 'POST',
    url: '/api/purchase-orders/:id/receive',
    procedure: 'admin.purchaseOrders.receive',
    toInput: bodyWithId,
  },
  {
    method: 'DELETE',
    url: '/api/purchase-orders/:id',
    procedure: 'admin.purchaseOrders.delete',
    toInput: param('id'),
  },

  { method: 'GET', url: '/api/admin/orders', procedure: 'admin.orders.list', toInput: (req) => req.query },
  { method: 'GET', url: '/api/admin/orders/:id', procedure: 'admin.orders.get', toInput: param('id') },
  { method: 'PUT', url: '/api/admin/orders/:id/status', procedure: 'admin.orders.setStatus', toInput: bodyWithId },
  { method: 'POST', url: '/api/admin/orders/:id/refund', procedure: 'admin.orders.refund', toInput: bodyWithId },
  {
    method: 'POST',
    url: '/api/admin/orders/:id/refunds/:refundId/retry',
    procedure: 'admin.orders.retryRefund',
    toInput: (req) => ({ id: req.params.id, refundId: req.params.refundId }),
  },
  { method: 'GET', url: '/api/admin/messages', procedure: 'admin.messages.list' },
  { method: 'GET', url: '/api/admin/messages/:id', procedure: 'admin.messages.get', toInput: param('id') },
  { method: 'POST', url: '/api/admin/messages/:id/retry', procedure: 'admin.messages.retry', toInput: param('id') },

  { method: 'GET', url: '/api/admin/users', procedure: 'admin.users.list' },
  { method: 'GET', url: '/api/admin/users/:id/with-password', procedure: 'admin.users.get', toInput: param('id') },
  { method: 'PUT', url: '/api/admin/users/:id/profile', procedure: 'admin.users.updateProfile', toInput: bodyWithId },
  { method: 'PUT', url: '/api/admin/users/:id/role', procedure: 'admin.users.setRole', toInput: bodyWithId },
  { method: 'PUT', url: '/api/admin/users/:id/password', procedure: 'admin.users.setPassword', toInput: bodyWithId },
  { method: 'PUT', url: '/api/admin/users/:id/active', procedure: 'admin.users.setActive', toInput: bodyWithId },
  { method: 'DELETE', url: '/api/admin/users/:id', procedure: 'admin.users.delete', toInput: param('id') },

  { method: 'POST', url: '/api/site-settings', procedure: 'admin.site.setSetting', toInput: body },
  { method: 'PUT', url: '/api/site-settings', procedure: 'admin.site.setSettings', toInput: body },
  { method: 'GET', url: '/api/admin/pages', procedure: 'admin.site.pages' },
  {
    method: 'PUT',
    url: '/api/admin/pages/:slug',
    procedure: 'admin.site.updatePage',
    toInput: (req) => ({ ...req.body, slug: req.params.slug }),
  },
  { method: 'GET', url: '/api/admin/audit-log', procedure: 'admin.site.auditLog' },
  { method: 'GET', url: '/api/admin/dashboard', procedure: 'admin.dashboard.summary' },
  { method: 'GET', url: '/api/admin/media', procedure: 'admin.site.media' },
  { method: 'DELETE', url: '/api/admin/media/:id', procedure: 'admin.site.deleteMedia', toInput: param('id') },
];
