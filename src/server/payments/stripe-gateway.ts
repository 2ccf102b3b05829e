import Stripe from 'stripe';
import { INTENT_STATUSES } from '../../shared/order-statuses.js';
import {
  GatewayError,
  type GatewayRefund,
  type Intent,
  type IntentStatus,
  type PaymentGateway,
  type WebhookEvent,
  WebhookSignatureError,
} from '../domain/payments/gateway.js';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Only for tests against a local fake of the Stripe API; production talks to api.stripe.com. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** How long one request to Stripe may take before it is given up (one retry follows); default 3 s. */
  timeoutMs?: number;
}

/**
 * A GatewayError from Stripe that keeps the HTTP status and Stripe's error code (null when Stripe could not
 * be reached), so callers can tell "no such intent" (404 resource_missing) from an outage.
 */
export class StripeGatewayError extends GatewayError {
  readonly statusCode: number | null;
  readonly code: string | null;

  constructor(message: string, statusCode: number | null = null, code: string | null = null) {
    // A 4xx is Stripe saying no; no answer, a 5xx, a rate limit or a request still in flight (409) may have been done.
    super(message, {
      refused: statusCode !== null && statusCode >= 400 && statusCode < 500 && statusCode !== 409 && statusCode !== 429,
    });
    this.name = 'StripeGatewayError';
    this.statusCode = statusCode;
    this.code = code;
  }
}

const STATUSES: ReadonlySet<string> = new Set<IntentStatus>(INTENT_STATUSES);

const isIntentStatus = (status: string): status is IntentStatus => STATUSES.has(status);

/**
 * Stripe's intent status in the shop's words: Stripe spells it `canceled`, the shop `cancelled` (as orders and
 * purchase orders are). A status this code does not know (Stripe may add some) reads as 'processing': neither paid
 * nor failed, so nothing is finalized or released on it.
 */
function intentStatus(stripe: Stripe.PaymentIntent.Status): IntentStatus {
  const status = stripe === 'canceled' ? 'cancelled' : stripe;
  return isIntentStatus(status) ? status : 'processing';
}

/** Stripe metadata values are strings: only a plain positive integer is an order id. */
function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d*$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Maps a Stripe PaymentIntent to the gateway's Intent (its status by `intentStatus`). */
export function toIntent(pi: Stripe.PaymentIntent): Intent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: intentStatus(pi.status),
    amountCents: pi.amount,
    currency: pi.currency,
    orderId: parseOrderId(pi.metadata?.orderId),
    lastError: pi.last_payment_error?.message ?? null,
  };
}

/**
 * The Stripe implementation of PaymentGateway, on the official SDK. A request that Stripe does not answer
 * within `timeoutMs` (3 s) is tried once more, so a shopper waits a few seconds at most, never minutes.
 * Every SDK failure except in parseWebhook becomes a StripeGatewayError (a GatewayError) whose message never
 * contains the secret key; cancelIntent ignores "cannot cancel in this state" (already succeeded or canceled);
 * parseWebhook throws WebhookSignatureError unless the raw body carries a valid signature from `webhookSecret`.
 */
export function createStripeGateway(opts: StripeGatewayOptions): PaymentGateway {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: opts.timeoutMs ?? 3_000 };
  if (opts.host !== undefined) config.host = opts.host;
  if (opts.port !== undefined) config.port = opts.port;
  if (opts.protocol !== undefined) config.protocol = opts.protocol;
  const stripe = new Stripe(opts.secretKey, config);

  const redact = (message: string): string =>
    (opts.secretKey ? message.split(opts.secretKey).join('[redacted]') : message)
      .replace(/\b(?:sk|rk)_(?:test|live)_[\w*]+/g, '[redacted]')
      .split('\n')[0]!
      .slice(0, 200);

  function wrap(err: unknown, action: string): unknown {
    if (err instanceof Stripe.errors.StripeConnectionError) {
      return new StripeGatewayError(`Stripe could not be reached to ${action}`);
    }
    if (err instanceof Stripe.errors.StripeAuthenticationError) {
      return new StripeGatewayError(`Stripe rejected the API key (${action})`, err.statusCode ?? 401, err.code ?? null);
    }
    if (err instanceof Stripe.errors.StripeError) {
      const detail = redact(err.message) || err.type;
      return new StripeGatewayError(`Stripe refused to ${action}: ${detail}`, err.statusCode ?? null, err.code ?? null);
    }
    return err;
  }

  async function call<T>(action: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw wrap(err, action);
    }
  }

  return {
    provider: 'stripe',

    createIntent: (input) =>
      call('create the payment intent', async () => {
        const params: Stripe.PaymentIntentCreateParams = {
          amount: input.amountCents,
          currency: input.currency,
          metadata: { orderId: String(input.orderId) },
          automatic_payment_methods: { enabled: true },
        };
        if (input.receiptEmail) params.receipt_email = input.receiptEmail;
        if (input.description) params.description = input.description;
        return toIntent(await stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }));
      }),

    retrieveIntent: (intentId) =>
      call('retrieve the payment intent', async () => toIntent(await stripe.paymentIntents.retrieve(intentId))),

    async cancelIntent(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.code === 'payment_intent_unexpected_state') return;
        throw wrap(err, 'cancel the payment intent');
      }
    },

    refund: ({ intentId, reason, amountCents, idempotencyKey }) =>
      call('refund the payment', async () => {
        // Stripe caps a metadata value at 500 characters.
        const refund = await stripe.refunds.create(
          {
            payment_intent: intentId,
            ...(amountCents === undefined ? {} : { amount: amountCents }),
            metadata: { reason: reason.slice(0, 500), refundKey: idempotencyKey },
          },
          { idempotencyKey },
        );
        return { id: refund.id, amountCents: refund.amount };
      }),

    listRefunds: (intentId) =>
      call('list the refunds of the payment', async () => {
        const made: GatewayRefund[] = [];
        for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
          if (refund.status === 'failed' || refund.status === 'canceled') continue;
          made.push({ id: refund.id, amountCents: refund.amount, key: refund.metadata?.refundKey ?? null });
        }
        return made;
      }),

    parseWebhook(rawBody, signature): WebhookEvent {
      if (!opts.webhookSecret) throw new WebhookSignatureError('Stripe webhook secret is not configured');
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new WebhookSignatureError(`Stripe webhook signature rejected: ${err.message.split('\n')[0]}`);
        }
        // Signed but not a snapshot event (not JSON, or a thin v2 event notification).
        throw new WebhookSignatureError('Stripe webhook payload is not a valid event');
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string') {
        throw new WebhookSignatureError('Stripe webhook payload is not a valid event');
      }
      if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
        return { id: event.id, type: event.type, intent: toIntent(event.data.object) };
      }
      return { id: event.id, type: 'other', rawType: event.type };
    },

    publicConfig: () => ({ provider: 'stripe', publishableKey: opts.publishableKey ?? null }),
  };
}
