import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentGateway } from '../domain/payments/gateway.js';
import { createStripeGateway, type StripeGatewayOptions } from '../payments/stripe-gateway.js';

/** A PaymentIntent as the fake keeps it: the subset of Stripe's JSON the gateway reads, plus a few neighbours. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  description: string | null;
  receipt_email: string | null;
  canceled_at: number | null;
  created: number;
  livemode: false;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

export interface FakeRequest {
  method: string;
  path: string;
  idempotencyKey?: string;
}

export interface FakeStripe {
  port: number;
  host: '127.0.0.1';
  intents: Map<string, FakeIntent>;
  /** Every request received, in order (including idempotent replays). */
  requests: FakeRequest[];
  /** The refunds made on an intent, oldest first. */
  refunds(intentId: string): FakeRefund[];
  /** Forgets every idempotency key, as Stripe does after 24 hours: a repeated request is then a new one. */
  forgetIdempotencyKeys(): void;
  /** Marks the intent paid, as a confirmed card would. */
  succeed(id: string): void;
  /** Marks the intent declined: back to requires_payment_method with last_payment_error.message = message. */
  fail(id: string, message: string): void;
  close(): Promise<void>;
}

/**
 * The real Stripe gateway (the SDK) talking plain HTTP to the fake at `server` (or any local server standing in for
 * Stripe), with the test secret key unless `options` say otherwise.
 */
export function fakeStripeGateway(
  server: { host: string; port: number },
  options: Partial<StripeGatewayOptions> = {},
): PaymentGateway {
  return createStripeGateway({
    secretKey: 'sk_test_fake',
    host: server.host,
    port: server.port,
    protocol: 'http',
    ...options,
  });
}

type Answer = { status: number; json: string };

const IDEMPOTENCY_MISMATCH =
  'Keys for idempotent requests can only be used with the same parameters they were first used with.';

const CANCELABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);

const token = (bytes: number): string => randomBytes(bytes).toString('hex');
const now = (): number => Math.floor(Date.now() / 1000);

function stripeError(status: number, message: string, code?: string, type = 'invalid_request_error'): Answer {
  return { status, json: JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }) };
}

const ok = (body: unknown): Answer => ({ status: 200, json: JSON.stringify(body) });

/** The SDK sends `metadata[orderId]=42`: URLSearchParams keeps the brackets in the key. */
function metadataOf(form: URLSearchParams): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of form) {
    const m = /^metadata\[(.+)\]$/.exec(key);
    if (m?.[1]) metadata[m[1]] = value;
  }
  return metadata;
}

function missing(kind: string, id: string): Answer {
  return stripeError(404, `No such ${kind}: '${id}'`, 'resource_missing');
}

/**
 * Starts a local stand-in for the Stripe HTTP API, for TESTS ONLY, on 127.0.0.1 and a random port.
 * It speaks what the stripe-gateway uses: create / retrieve / cancel payment intents, create refunds and list
 * a payment intent's refunds (`GET /v1/refunds?payment_intent=…`, one page),
 * with form-encoded bodies, Stripe-shaped JSON and errors, a required `Authorization: Bearer sk_…`, and
 * Idempotency-Key replay (the same key with the same request answers the same response; with a different
 * request it is an idempotency_error, as on Stripe).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const refunded = new Map<string, number>();
  const refundsOf = new Map<string, FakeRefund[]>();
  const requests: FakeRequest[] = [];
  const replays = new Map<string, { fingerprint: string; answer: Answer }>();

  function route(method: string, path: string, form: URLSearchParams): Answer {
    if (method === 'GET' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent');
      const data = intentId ? (refundsOf.get(intentId) ?? []) : [...refundsOf.values()].flat();
      return ok({ object: 'list', data: [...data].reverse(), has_more: false, url: '/v1/refunds' });
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      const currency = form.get('currency');
      if (!Number.isInteger(amount) || amount < 1) {
        return stripeError(400, 'Invalid positive integer', 'parameter_invalid_integer');
      }
      if (!currency) return stripeError(400, 'Missing required param: currency.', 'parameter_missing');
      const id = `pi_${token(12)}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount,
        currency: currency.toLowerCase(),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${token(12)}`,
        metadata: metadataOf(form),
        last_payment_error: null,
        description: form.get('description'),
        receipt_email: form.get('receipt_email'),
        canceled_at: null,
        created: now(),
        livemode: false,
      };
      intents.set(id, intent);
      return ok(intent);
    }
    const one = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (one?.[1] && ((method === 'GET' && !one[2]) || (method === 'POST' && one[2]))) {
      const intent = intents.get(one[1]);
      if (!intent) return missing('payment_intent', one[1]);
      if (!one[2]) return ok(intent);
      if (!CANCELABLE.has(intent.status)) {
        return stripeError(
          400,
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. ` +
            `Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELABLE].join(', ')}.`,
          'payment_intent_unexpected_state',
        );
      }
      Object.assign(intent, { status: 'canceled', canceled_at: now() });
      return ok(intent);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intentId = form.get('payment_intent') ?? '';
      const intent = intents.get(intentId);
      if (!intent) return missing('payment_intent', intentId);
      if (intent.status !== 'succeeded') {
        return stripeError(400, 'This PaymentIntent does not have a successful charge to refund.');
      }
      const already = refunded.get(intentId) ?? 0;
      const amount = form.has('amount') ? Number(form.get('amount')) : intent.amount - already;
      if (already >= intent.amount) {
        return stripeError(400, `Charge for ${intentId} has already been refunded.`, 'charge_already_refunded');
      }
      if (!Number.isInteger(amount) || amount < 1 || already + amount > intent.amount) {
        return stripeError(
          400,
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((intent.amount - already) / 100).toFixed(2)})`,
          'amount_too_large',
        );
      }
      refunded.set(intentId, already + amount);
      const refund: FakeRefund = {
        id: `re_${token(12)}`,
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intentId,
        status: 'succeeded',
        metadata: metadataOf(form),
        created: now(),
      };
      refundsOf.set(intentId, [...(refundsOf.get(intentId) ?? []), refund]);
      return ok(refund);
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const [path = '/', query = ''] = (req.url ?? '/').split('?');
    const key = req.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : undefined;
    requests.push(idempotencyKey ? { method, path, idempotencyKey } : { method, path });

    const fingerprint = `${path}\n${raw}`;
    const seen = method === 'POST' && idempotencyKey ? replays.get(idempotencyKey) : undefined;
    let answer: Answer;
    if (!/^Bearer sk_\w+$/.test(req.headers.authorization ?? '')) {
      answer = stripeError(401, 'Invalid API Key provided.');
    } else if (seen && seen.fingerprint !== fingerprint) {
      answer = stripeError(400, IDEMPOTENCY_MISMATCH, undefined, 'idempotency_error');
    } else if (seen) {
      answer = seen.answer;
      res.setHeader('Idempotent-Replayed', 'true');
    } else {
      answer = route(method, path, new URLSearchParams(method === 'GET' ? query : raw));
      // Saved as a JSON snapshot. Simplification: Stripe does not save answers to invalid parameters; this does.
      if (method === 'POST' && idempotencyKey) replays.set(idempotencyKey, { fingerprint, answer });
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${token(8)}` });
    res.end(answer.json);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const find = (id: string): FakeIntent => {
    const intent = intents.get(id);
    if (intent) return intent;
    throw new Error(`fake-stripe: no intent ${id}`);
  };
  return {
    port,
    host: '127.0.0.1',
    intents,
    requests,
    refunds: (intentId) => [...(refundsOf.get(intentId) ?? [])],
    forgetIdempotencyKeys: () => replays.clear(),
    succeed(id) {
      Object.assign(find(id), { status: 'succeeded', last_payment_error: null });
    },
    fail(id, message) {
      const last_payment_error = { type: 'card_error', code: 'card_declined', message };
      Object.assign(find(id), { status: 'requires_payment_method', last_payment_error });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
  };
}
