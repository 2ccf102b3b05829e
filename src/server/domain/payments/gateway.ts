import type { INTENT_STATUSES } from '../../../shared/order-statuses.js';
import type { TestCardInput } from '../../../shared/schemas/checkout.js';

/**
 * The one interface checkout and refunds talk to, whether Stripe or the built-in test gateway takes the card: the
 * domain's own statement of what it needs from a payment provider, so it lives beside the domain that calls it. The
 * adapters that implement it (`payments/stripe-gateway.ts`, `payments/test-gateway.ts`) import it from here; the
 * domain imports nothing from `payments/`. Amounts are integer cents of the intent's currency ('usd', 'cad': the
 * order's, see shared/currency.ts).
 */
export type IntentStatus = (typeof INTENT_STATUSES)[number];

export interface Intent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** The order this intent pays, from its metadata; null when the intent carries none. */
  orderId: number | null;
  lastError: string | null;
}

export interface CreateIntentInput {
  orderId: number;
  amountCents: number;
  /** Lower case, as Stripe spells it: 'usd' or 'cad'. */
  currency: string;
  idempotencyKey: string;
  receiptEmail?: string;
  description?: string;
}

export interface RefundInput {
  intentId: string;
  reason: string;
  amountCents?: number;
  /** Never refunds twice; the gateway also keeps it with the refund, so listRefunds can find the refund again. */
  idempotencyKey: string;
}

/** A refund the gateway made. */
export interface GatewayRefund {
  id: string;
  amountCents: number;
  /** The idempotency key it was made with (on Stripe, kept in its metadata); null when it carries none. */
  key: string | null;
}

export type WebhookEvent =
  | { id: string; type: 'payment_intent.succeeded' | 'payment_intent.payment_failed'; intent: Intent }
  | { id: string; type: 'other'; rawType: string };

export interface PublicPaymentConfig {
  provider: 'stripe' | 'test';
  publishableKey: string | null;
}

/** What the built-in test gateway alone can do: take a card itself, as Stripe.js would in the browser. */
export interface TestCardCapability {
  /** Confirms an intent with a card: Stripe's test numbers behave as on Stripe. */
  confirm(
    clientSecret: string,
    card: TestCardInput['card'],
  ): Promise<{ intent: Intent; error: { code: string; message: string } | null }>;
}

export interface PaymentGateway {
  readonly provider: 'stripe' | 'test';
  /** Present on the test gateway only (POST /api/test-gateway/confirm); Stripe takes cards in the browser. */
  readonly testCard?: TestCardCapability;
  createIntent(input: CreateIntentInput): Promise<Intent>;
  retrieveIntent(intentId: string): Promise<Intent>;
  /** Best effort: a superseded intent that can no longer be paid. */
  cancelIntent(intentId: string): Promise<void>;
  /**
   * Refunds part or all of a succeeded intent (`amountCents` omitted: whatever is left). The same
   * idempotency key never refunds twice. Refunding more than is left fails with GatewayError.
   */
  refund(input: RefundInput): Promise<{ id: string; amountCents: number }>;
  /**
   * The refunds made on an intent (not those that failed): how the shop learns whether a refund whose answer it
   * never heard (a crash, a timeout, an idempotency key the provider has forgotten) was made.
   */
  listRefunds(intentId: string): Promise<GatewayRefund[]>;
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
  publicConfig(): PublicPaymentConfig;
}

export class WebhookSignatureError extends Error {}

/**
 * Thrown when the provider cannot be reached or refuses the request. `refused`: the provider answered no, so
 * nothing was done; false when it could not be reached or failed on its side, so the request may have been
 * carried out.
 */
export class GatewayError extends Error {
  readonly refused: boolean;

  constructor(message: string, opts: { refused?: boolean } = {}) {
    super(message);
    this.refused = opts.refused ?? true;
  }
}

/** Whether an error from the gateway means it refused (nothing done), rather than an answer never heard. */
export const gatewayRefused = (error: unknown): boolean => error instanceof GatewayError && error.refused;
