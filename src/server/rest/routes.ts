import { paysOrderByLink } from '../../shared/schemas/draft-orders.js';
import { adminRows } from './admin-routes.js';
import { body, bodyWithId, type Caller, cartLine, fixed, type PickProcedure, param, type RestRow } from './rows.js';

export type { Caller, PickProcedure, RestRequest } from './rows.js';

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

/**
 * The documented /api paths as ONE table: each row maps a path and its payload
 * onto a tRPC procedure; the procedure's answer is the documented answer.
 * No logic lives here. The owner's rows are in `admin-routes.ts`.
 */
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
  /** One's own store credit (issue 41): `{balance, history}`. */
  { method: 'GET', url: '/api/user/store-credit', procedure: (c) => c.account.storeCredit },
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
    forAdmin: (c) => c.admin.products.catalogue,
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
    toInput: (req) => ({ category: req.params.category, price: req.query.price }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/collection/:collection',
    procedure: (c) => c.catalogue.productsByCollection,
    toInput: (req) => ({ collection: req.params.collection, price: req.query.price }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/products/:id',
    procedure: (c) => c.catalogue.product,
    toInput: param('id'),
    cache: true,
    forAdmin: (c) => c.admin.products.page,
  },
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
  /**
   * Issue 39: the catalogue narrowed by facets; repeatable parameters (`?size=M&size=L`) arrive as arrays. Its
   * answers are kept by the domain (`catalogueSearch`), for tRPC and the page renders too: no cache of its own here.
   */
  {
    method: 'GET',
    url: '/api/catalogue/search',
    procedure: (c) => c.catalogue.search,
    toInput: (req) => req.query,
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
    forAdmin: (c) => c.admin.paintings.catalogue,
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
    url: '/api/paintings/archive',
    procedure: (c) => c.catalogue.paintings,
    toInput: fixed({ list: 'archive' }),
    cache: true,
  },
  {
    method: 'GET',
    url: '/api/paintings/:id',
    procedure: (c) => c.catalogue.painting,
    toInput: param('id'),
    cache: true,
    forAdmin: (c) => c.admin.paintings.page,
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

  /** The customer's address book (issue 44, item 4): each answers the book as it stands. */
  { method: 'GET', url: '/api/account/addresses', procedure: (c) => c.addresses.list },
  { method: 'POST', url: '/api/account/addresses', procedure: (c) => c.addresses.add, toInput: body, status: 201 },
  { method: 'PUT', url: '/api/account/addresses/:id', procedure: (c) => c.addresses.update, toInput: bodyWithId },
  { method: 'DELETE', url: '/api/account/addresses/:id', procedure: (c) => c.addresses.remove, toInput: param('id') },
  {
    method: 'POST',
    url: '/api/account/addresses/:id/default',
    procedure: (c) => c.addresses.setDefault,
    toInput: param('id'),
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
  /** The abandoned-checkout mail's link `{token, cartId}`: the reminded cart's lines into `cartId` (issue 40). */
  { method: 'POST', url: '/api/cart/restore', procedure: (c) => c.cart.restore, toInput: body },
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
  /** A cart's gift card (issue 41): 200 `{last4, balance, applied}`, 400 not valid, 409 spent; DELETE forgets it. */
  {
    method: 'POST',
    url: '/api/cart/:cartId/gift-card',
    procedure: (c) => c.giftCards.applyCode,
    toInput: (req) => ({ ...req.body, cartId: req.params.cartId }),
  },
  {
    method: 'DELETE',
    url: '/api/cart/:cartId/gift-card',
    procedure: (c) => c.giftCards.removeCode,
    toInput: param('cartId'),
    status: 204,
  },
  /** A gift card sold as an item (issue 41): `{type: 'gift_card', amount, recipientName, …}` → 201 the line. */
  {
    method: 'POST',
    url: '/api/cart/:cartId/items',
    procedure: (c) => c.cart.addGiftCard,
    toInput: (req) => ({ ...req.body, cartId: req.params.cartId }),
    status: 201,
  },
  {
    method: 'GET',
    url: '/api/cart/:cartId/totals',
    procedure: (c) => c.discounts.cartTotals,
    toInput: (req) => ({ cartId: req.params.cartId, currency: req.query.currency }),
  },

  { method: 'POST', url: '/api/calculate-shipping', procedure: (c) => c.checkout.shippingMethods, toInput: body },
  { method: 'POST', url: '/api/calculate-tax', procedure: (c) => c.checkout.tax, toInput: body },
  { method: 'GET', url: '/api/payment-config', procedure: (c) => c.checkout.paymentConfig },
  /** A cart's checkout; `{orderId, token}` instead: an invoiced draft paid from its mail's link (issue 42). */
  {
    method: 'POST',
    url: '/api/create-payment-intent',
    procedure: (c) => c.checkout.start,
    toInput: body,
    byBody: { when: paysOrderByLink, procedure: (c) => c.checkout.payOrder },
  },
  { method: 'POST', url: '/api/test-gateway/confirm', procedure: (c) => c.checkout.testConfirm, toInput: body },
  { method: 'GET', url: '/api/orders', procedure: (c) => c.orders.mine },
  { method: 'GET', url: '/api/orders/:id', procedure: (c) => c.orders.get, toInput: param('id') },
  { method: 'POST', url: '/api/orders', procedure: (c) => c.orders.attach, toInput: body, status: 201 },
  {
    method: 'PUT',
    url: '/api/orders/:id',
    procedure: (c) => c.orders.confirm,
    toInput: bodyWithId,
    // With the order's link token (an invoice paid by a visitor with no account): confirmed for the link's holder.
    byBody: { when: (b) => 'token' in b, procedure: (c) => c.orders.linkConfirm },
  },
  /** Returns (issue 41): an order's returns and what may still be returned; a request (a guest: `token`). */
  {
    method: 'GET',
    url: '/api/orders/:id/returns',
    procedure: (c) => c.returns.forOrder,
    toInput: (req) => ({ id: req.params.id, ...(req.query.token !== undefined ? { token: req.query.token } : {}) }),
  },
  {
    method: 'POST',
    url: '/api/orders/:id/returns',
    procedure: (c) => c.returns.create,
    toInput: bodyWithId,
    status: 201,
  },
  /** `{show}`: whether the buyer's name shows on the order's certificates of authenticity (issue 43). */
  {
    method: 'PUT',
    url: '/api/orders/:id/certificate-name',
    procedure: (c) => c.orders.certificateName,
    toInput: bodyWithId,
  },
  { method: 'POST', url: '/api/track-order', procedure: (c) => c.orders.track, toInput: body },
  {
    method: 'GET',
    url: '/api/guest-orders/:id/:token',
    procedure: (c) => c.orders.byLink,
    toInput: (req) => ({ id: req.params.id, token: req.params.token }),
  },
  /** A certificate of authenticity's code (issue 43): the work, its edition and the certificate's status; 404 unknown. */
  {
    method: 'GET',
    url: '/api/verify/:code',
    procedure: (c) => c.certificates.verify,
    toInput: param('code'),
  },

  { method: 'GET', url: '/api/pages/:slug', procedure: (c) => c.content.page, toInput: param('slug'), cache: true },
  { method: 'POST', url: '/api/contact', procedure: (c) => c.content.contact, toInput: body },
  { method: 'POST', url: '/api/newsletter/subscribe', procedure: (c) => c.content.subscribe, toInput: body },
  { method: 'POST', url: '/api/newsletter/unsubscribe', procedure: (c) => c.content.unsubscribe, toInput: body },
  /** "Notify me": 201, or 202 when the same request already waits. */
  {
    method: 'POST',
    url: '/api/notify',
    procedure: (c) => c.notify.request,
    toInput: body,
    status: 201,
    statusOf: (output) => ((output as { created?: boolean }).created === false ? 202 : 201),
  },
  {
    method: 'GET',
    url: '/api/search',
    procedure: (c) => c.content.search,
    toInput: (req) => ({ q: req.query.q ?? '' }),
  },
  ...adminRows,
];

export const restRoutes: RestRoute[] = rows.map((row) => ({
  ...row,
  procedure: procedurePath(row.procedure),
  pick: row.procedure,
}));
