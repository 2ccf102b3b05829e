import type { Customer } from './two-customers.js';

/**
 * Who may call each procedure, and how another customer would aim it at a victim's objects: the access matrix
 * (src/server/rest/authorization.test.ts) walks every procedure and REST row against these rules, and fails on
 * any endpoint no rule names. A new endpoint is one line here, e.g.
 * `'reviews.delete': { who: 'customer', aimedAt: (v) => ({ id: v.reviewId }) }`.
 */
export type Who = 'public' | 'customer' | 'admin';

export interface AccessRule {
  who: Who;
  /**
   * The input naming the victim's object (an id, a line, an order): another customer calling with it is refused
   * (403/404), or answers nothing of the victim's and changes nothing of theirs.
   */
  aimedAt?: (victim: Customer) => Record<string, unknown>;
  /** Ends the caller's session (the matrix signs them back in). */
  endsSession?: boolean;
}

const MALLORY = { name: 'Mallory Evil', email: 'mallory@example.com', address: '666 Evil Street', city: 'Nowhere' };

/** Exact procedure names, or a prefix ending with '.' (the longest match wins). */
const ACCESS: Record<string, AccessRule> = {
  'admin.': { who: 'admin' },
  /** A category's form: its translations and default details (issue 38). */
  'admin.categories.get': { who: 'admin' },
  /** What a category or collection holds and in which order (issue 39, item 4: the picker): the owner's alone. */
  'admin.groups.': { who: 'admin' },
  /** The owner's customers, exports, product import and sales report (issue 23): the admin's alone. */
  'admin.customers.': { who: 'admin' },
  'admin.reports.': { who: 'admin' },
  /** Where the shop collects tax (issue 37): the owner's alone. */
  'admin.tax.': { who: 'admin' },
  /** The owner's French texts (issue 37): read and written by the admin alone. */
  'admin.translations.': { who: 'admin' },
  /** Newsletter campaigns (issue 40): written, tested and sent by the owner alone. */
  'admin.campaigns.': { who: 'admin' },
  /** The owner's internal notes on an order (issue 23): never the customer's, not even on their own order. */
  'admin.orders.addNote': { who: 'admin' },
  /** Draft orders (issue 42): written, held and settled by the owner alone. */
  'admin.draftOrders.': { who: 'admin' },
  'catalogue.': { who: 'public' },
  'settings.': { who: 'public' },
  'content.': { who: 'public' },
  /** "Notify me" (issue 40): anyone; who waits for what is the owner's (`admin.waitlist.`, under `admin.`). */
  'notify.': { who: 'public' },

  'account.register': { who: 'public' },
  'account.login': { who: 'public' },
  'account.logout': { who: 'public', endsSession: true },
  'account.sessionCheck': { who: 'public' },
  'account.requestPasswordReset': { who: 'public' },
  'account.checkPasswordReset': { who: 'public' },
  'account.confirmPasswordReset': { who: 'public' },
  'account.me': { who: 'customer' },
  /** One's own e-mail preferences: the signed-in customer's row alone (no id in the input). */
  'account.preferences': { who: 'customer' },
  'account.setPreferences': { who: 'customer' },
  /** One's own store credit (issue 41): the signed-in customer's account alone (no id in the input); the owner's
   * view and changes are `admin.customers.credit` / `changeCredit` (under 'admin.customers.'). */
  'account.storeCredit': { who: 'customer' },
  /** A mailed token names its account: anyone holding it may read that account's name, only the account confirms. */
  'account.checkEmailConfirmation': { who: 'public' },
  /** Confirmed signed in as the account the token names; the request mails the caller's own address only. */
  'account.confirmEmail': { who: 'customer' },
  'account.requestEmailConfirmation': { who: 'customer' },
  /** Acts on the caller only: an id naming the victim is ignored, and the victim's name and address stay theirs. */
  'account.updateProfile': {
    who: 'customer',
    aimedAt: (v) => ({ id: v.userId, user_id: v.userId, username: v.username, email: v.email }),
  },
  'account.changePassword': { who: 'customer' },

  /** A cart is reached by its random id (the browser's secret); a line by id only from the cart's own session. */
  'cart.get': { who: 'public' },
  'cart.add': { who: 'public' },
  /** A gift card line (issue 41): anyone may buy one, into a cart this browser holds (404 while none are on sale). */
  'cart.addGiftCard': { who: 'public' },
  'cart.clear': { who: 'public' },
  /** The abandoned-checkout mail's link: whoever holds the signed token (the cart it names is never the caller's input). */
  'cart.restore': { who: 'public' },
  'cart.update': { who: 'public', aimedAt: (v) => ({ itemId: v.cartLineId, quantity: 9 }) },
  'cart.remove': { who: 'public', aimedAt: (v) => ({ itemId: v.cartLineId }) },
  /** A cart's discount code, by the cart's random id like the cart itself (the owner's discounts are 'admin.'). */
  'discounts.': { who: 'public' },
  /** A cart's gift card: only a cart this browser holds (another's is 404); the owner's cards are 'admin.'. */
  'giftCards.': { who: 'public', aimedAt: (v) => ({ cartId: v.pendingCartId, code: 'AAAABBBBCCCCDDDD' }) },

  /** Reviews are read by anyone; written by the buyer as themself (the author is the session's account). */
  'reviews.list': { who: 'public' },
  'reviews.eligibility': { who: 'customer' },
  'reviews.write': { who: 'customer' },
  /** The wishlist is the session's account's own: no input names another customer's list. */
  'wishlist.': { who: 'customer' },
  /** The address book (issue 44, item 4): one's own addresses only; another's id is 404 and changes nothing. */
  'addresses.': {
    who: 'customer',
    aimedAt: (v) => ({ id: v.addressId, ...MALLORY, state: 'NY', country: 'US', postalCode: '10001', isDefault: true }),
  },

  'checkout.shippingMethods': { who: 'public' },
  'checkout.tax': { who: 'public' },
  'checkout.quote': { who: 'public' },
  'checkout.paymentConfig': { who: 'public' },
  /** The client secret is the payment's own capability (Stripe.js works the same way). */
  'checkout.testConfirm': { who: 'public' },
  'checkout.start': { who: 'customer' },
  /** An invoiced draft paid from its mail's link (issue 42): anyone with the link; a guessed token is 404. */
  'checkout.payOrder': { who: 'public', aimedAt: (v) => ({ orderId: v.orderId, token: 'x'.repeat(43) }) },
  /** A guest's too: answers only the caller's own checkout (an account's, or one this browser placed). */
  'checkout.pending': { who: 'public', aimedAt: (v) => ({ cartId: v.pendingCartId }) },

  'orders.mine': { who: 'customer' },
  'orders.get': { who: 'customer', aimedAt: (v) => ({ id: v.orderId }) },
  'orders.attach': {
    who: 'customer',
    aimedAt: (v) => ({ orderId: v.pendingOrderId, paymentIntentId: v.pendingIntentId, ...MALLORY }),
  },
  'orders.confirm': { who: 'customer', aimedAt: (v) => ({ id: v.pendingOrderId, paymentIntentId: v.pendingIntentId }) },
  /** Guest orders (issue 23): by this browser's session, or by the mail's link; never by a guessed id. */
  'orders.guest': { who: 'public', aimedAt: (v) => ({ id: v.orderId }) },
  'orders.guestConfirm': {
    who: 'public',
    aimedAt: (v) => ({ id: v.pendingOrderId, paymentIntentId: v.pendingIntentId }),
  },
  'orders.linkConfirm': {
    who: 'public',
    aimedAt: (v) => ({ id: v.pendingOrderId, paymentIntentId: v.pendingIntentId, token: 'x'.repeat(43) }),
  },
  'orders.byLink': { who: 'public', aimedAt: (v) => ({ id: v.orderId, token: 'x'.repeat(43) }) },
  /**
   * Returns (issue 41): of one's own order (signed in), or a guest order with its link's token (no cookie and no
   * token: 401); another's order is 404, as if it did not exist.
   */
  'returns.forOrder': { who: 'customer', aimedAt: (v) => ({ id: v.orderId }) },
  'returns.create': {
    who: 'customer',
    aimedAt: (v) => ({
      id: v.orderId,
      lines: [{ orderItemId: 1, quantity: 1 }],
      reason: 'other',
      resolution: 'refund',
    }),
  },
  /** The buyer's name on the order's certificates (issue 43): their own order, or this browser's guest order. */
  'orders.certificateName': { who: 'public', aimedAt: (v) => ({ id: v.orderId, show: true }) },
  /** What a certificate's code confirms (issue 43): anyone with the code; the buyer is never in it. */
  'certificates.verify': { who: 'public' },
  'orders.track': { who: 'public', aimedAt: (v) => ({ orderNumber: v.orderId, email: MALLORY.email }) },
};

/** The rule of a procedure: its exact name, else the longest prefix; undefined when none (an unclassified endpoint). */
export function accessRule(procedure: string): AccessRule | undefined {
  if (ACCESS[procedure]) return ACCESS[procedure];
  const prefix = Object.keys(ACCESS)
    .filter((key) => key.endsWith('.') && procedure.startsWith(key))
    .sort((x, y) => y.length - x.length)[0];
  return prefix ? ACCESS[prefix] : undefined;
}
