import type { TestCardInput } from '../../shared/schemas/checkout.js';

/**
 * The one interface checkout talks to, whether Stripe or the built-in test
 * gateway takes the card. Amounts are integer cents; currency is 'usd'.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

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
  currency: 'usd';
  idempotencyKey: string;
  receiptEmail?: string;
  description?: string;
}

export interface RefundInput {
  intentId: string;
  reason: string;
  amountCents?: number;
  idempotencyKey: string;
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
  /** Verifies the signature over the raw body; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): WebhookEvent;
  publicConfig(): PublicPaymentConfig;
}

export class WebhookSignatureError extends Error {}

/** Thrown when the provider cannot be reached or refuses the request. */
export class GatewayError extends Error {}
