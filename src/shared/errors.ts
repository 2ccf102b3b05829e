/**
 * The one error vocabulary of the shop. Domain code throws `new AppError('CODE')`;
 * both transports map the code to a status through this table, and the client
 * branches on the code and shows the message.
 */
export const ERRORS = {
  BAD_REQUEST: { status: 400, trpc: 'BAD_REQUEST', message: 'Invalid input' },
  UNAUTHORIZED: { status: 401, trpc: 'UNAUTHORIZED', message: 'Not logged in' },
  INVALID_CREDENTIALS: { status: 401, trpc: 'UNAUTHORIZED', message: 'Invalid username or password' },
  FORBIDDEN: { status: 403, trpc: 'FORBIDDEN', message: 'Not allowed' },
  CROSS_SITE: { status: 403, trpc: 'FORBIDDEN', message: 'Cross-site requests are not allowed' },
  NOT_FOUND: { status: 404, trpc: 'NOT_FOUND', message: 'Not found' },
  CONFLICT: { status: 409, trpc: 'CONFLICT', message: 'Conflict' },
  USERNAME_TAKEN: { status: 409, trpc: 'CONFLICT', message: 'Username already exists' },
  EMAIL_TAKEN: { status: 409, trpc: 'CONFLICT', message: 'Email already registered' },
  LAST_ADMIN: { status: 409, trpc: 'CONFLICT', message: 'The last admin cannot be removed' },
  PAINTING_SOLD: {
    status: 409,
    trpc: 'CONFLICT',
    message: 'This painting is sold out and cannot be added to the cart',
  },
  RESERVED: {
    status: 409,
    trpc: 'CONFLICT',
    message: 'This piece is reserved by another order. It may become available again if that order is not completed.',
  },
  HOLD_LIMIT: {
    status: 409,
    trpc: 'CONFLICT',
    message: 'You can reserve at most 10 items at a time. Please remove some from your cart.',
  },
  OUT_OF_STOCK: { status: 409, trpc: 'CONFLICT', message: 'Not enough stock available' },
  ILLEGAL_TRANSITION: { status: 409, trpc: 'CONFLICT', message: 'The order cannot move to that status' },
  REFUND_TOO_LARGE: { status: 409, trpc: 'CONFLICT', message: 'The refund is more than what is left to refund' },
  PRICE_CHANGED: { status: 409, trpc: 'CONFLICT', message: 'Prices have changed; please review your order' },
  /** The cart's code no longer applies at checkout (the message says why); the shopper may remove it and go on. */
  DISCOUNT_REFUSED: { status: 409, trpc: 'CONFLICT', message: 'This code can no longer be used.' },
  /** A gift card code that names no card, or a disabled one (issue 41). */
  GIFT_CARD_INVALID: { status: 400, trpc: 'BAD_REQUEST', message: 'This gift card is not valid.' },
  /** A gift card whose balance is spent. */
  GIFT_CARD_EMPTY: { status: 409, trpc: 'CONFLICT', message: 'This gift card has no balance left.' },
  /** A gift card sold as an item (issue 41): its send date is in the past or more than a year away. */
  GIFT_CARD_SEND_DATE: {
    status: 400,
    trpc: 'BAD_REQUEST',
    message: 'Please choose a send date from today to one year from now.',
  },
  /** A gift card line is one card: its quantity does not change. */
  GIFT_CARD_LINE_FIXED: {
    status: 400,
    trpc: 'BAD_REQUEST',
    message: 'A gift card is one card: remove it and add another to change it.',
  },
  /** Refunding a sold gift card that has been partly spent needs the owner's say-so (refund what is left). */
  GIFT_CARD_PARTLY_SPENT: {
    status: 409,
    trpc: 'CONFLICT',
    message: 'Part of this gift card has been spent: confirm to refund what is left of it.',
  },
  /** Removing more store credit than the customer has: the balance never goes below zero (issue 41). */
  STORE_CREDIT_SHORT: { status: 409, trpc: 'CONFLICT', message: 'That is more than the store credit balance.' },
  /** Returns (issue 41, item 1): what a return request may not ask. */
  RETURN_NOT_SHIPPED: { status: 409, trpc: 'CONFLICT', message: 'Only a shipped or delivered order can be returned.' },
  RETURN_WINDOW_CLOSED: { status: 409, trpc: 'CONFLICT', message: 'The return window for this order has closed.' },
  RETURN_EXCLUDED: {
    status: 409,
    trpc: 'CONFLICT',
    message: 'This item cannot be returned: originals and final-sale items are excluded.',
  },
  RETURN_TOO_MANY: { status: 409, trpc: 'CONFLICT', message: 'That is more than can still be returned of this item.' },
  EXCHANGE_UNAVAILABLE: {
    status: 409,
    trpc: 'CONFLICT',
    message: 'That size or colour is not available for an exchange.',
  },
  RETURN_CREDIT_ACCOUNT: {
    status: 400,
    trpc: 'BAD_REQUEST',
    message: 'Store credit is for signed-in customers: choose a refund or an exchange.',
  },
  /** The checkout being started again is paid, or its payment is being confirmed: it leads to the order. */
  CHECKOUT_PAID: { status: 409, trpc: 'CONFLICT', message: 'This checkout is already paid.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    trpc: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Requests must be sent as application/json',
  },
  PAYLOAD_TOO_LARGE: { status: 413, trpc: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
  RATE_LIMITED: {
    status: 429,
    trpc: 'TOO_MANY_REQUESTS',
    message: 'Too many attempts. Please wait a minute and try again.',
  },
  RESET_LINK_INVALID: { status: 400, trpc: 'BAD_REQUEST', message: 'This reset link is invalid or has expired.' },
  CART_EMPTY: { status: 400, trpc: 'BAD_REQUEST', message: 'Your cart is empty' },
  GATEWAY_UNAVAILABLE: {
    status: 502,
    trpc: 'INTERNAL_SERVER_ERROR',
    message: 'There was an error setting up checkout. Please try again.',
  },
  PAYMENT_FAILED: { status: 402, trpc: 'BAD_REQUEST', message: 'The payment could not be completed' },
  INTERNAL: { status: 500, trpc: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong. Please try again.' },
  METHOD_NOT_ALLOWED: {
    status: 405,
    trpc: 'METHOD_NOT_SUPPORTED',
    message: 'This call does not accept that HTTP method (queries use GET, changes use POST)',
  },
  PAYMENT_REQUIRED: { status: 402, trpc: 'PAYMENT_REQUIRED', message: 'Payment is required' },
  TIMEOUT: { status: 408, trpc: 'TIMEOUT', message: 'The request took too long. Please try again.' },
  PRECONDITION_FAILED: { status: 412, trpc: 'PRECONDITION_FAILED', message: 'A precondition of the request failed' },
  UNPROCESSABLE: { status: 422, trpc: 'UNPROCESSABLE_CONTENT', message: 'The request could not be processed' },
  PRECONDITION_REQUIRED: { status: 428, trpc: 'PRECONDITION_REQUIRED', message: 'The request must be conditional' },
  CLIENT_CLOSED: { status: 499, trpc: 'CLIENT_CLOSED_REQUEST', message: 'The request was cancelled' },
  NOT_IMPLEMENTED: { status: 501, trpc: 'NOT_IMPLEMENTED', message: 'Not implemented' },
  BAD_GATEWAY: { status: 502, trpc: 'BAD_GATEWAY', message: 'An upstream service failed. Please try again.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    trpc: 'SERVICE_UNAVAILABLE',
    message: 'The shop is unavailable right now. Please try again.',
  },
  GATEWAY_TIMEOUT: { status: 504, trpc: 'GATEWAY_TIMEOUT', message: 'An upstream service took too long' },
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** A 429's text naming the wait: "Too many attempts. Please wait 7 minutes and try again." */
export function rateLimitedMessage(minutes: number): string {
  return minutes <= 1
    ? ERRORS.RATE_LIMITED.message
    : `Too many attempts. Please wait ${minutes} minutes and try again.`;
}

/**
 * The messages with parameters a shopper may read, by key: an error thrown with one (`detail`) is answered in the
 * asking page's language (the server's French catalogue, `server/domain/error-messages.fr.ts`); its English text is
 * the message it was thrown with, unchanged.
 */
const ERROR_DETAIL_KEYS = [
  'sale.reserved',
  'sale.sold',
  'sale.outOfStock',
  'sale.itemOutOfStock',
  'sale.variantOutOfStock',
  'sale.onlyLeft',
  'sale.onlyLeftIn',
  'sale.onlyLeftNamed',
  'sale.gone',
  'sale.itemGone',
  'sale.notYet',
  'sale.itemNotYet',
  'sale.originalInCart',
  'rateLimited.minutes',
  'discount.invalid',
  'discount.expired',
  'discount.usedUp',
  'discount.alreadyUsed',
  'discount.notApplicable',
  'discount.heldElsewhere',
  'discount.minimum',
  'discount.betterApplied',
] as const;
export type ErrorDetailKey = (typeof ERROR_DETAIL_KEYS)[number];
export interface ErrorDetail {
  key: ErrorDetailKey;
  values?: Record<string, string | number>;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** The message's key and parameters, when other languages have it (the English is `message`). */
  readonly detail: ErrorDetail | undefined;

  constructor(code: ErrorCode, message?: string, detail?: ErrorDetail) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.detail = detail;
  }
}

/** The JSON body every REST error answers with. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
}
