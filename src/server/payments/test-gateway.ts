import { randomBytes } from 'node:crypto';
import type { TestCardInput } from '../../shared/schemas/checkout.js';
import { type Door, runFlow } from '../db/flow.js';
import { isoNow } from '../deps.js';
import {
  GatewayError,
  type Intent,
  type IntentStatus,
  type PaymentGateway,
  type TestCardCapability,
  WebhookSignatureError,
} from '../domain/payments/gateway.js';

/** Stripe's public test cards that do not succeed, with Stripe's own codes and messages. */
const DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why a card is refused, as Stripe would say it; null when the card pays. */
function cardProblem(card: TestCardInput['card'], now: Date): { code: string; message: string } | null {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  if (card.expMonth < 1 || card.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const expired =
    year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
  if (expired) return { code: 'invalid_expiry_year', message: "Your card's expiration year is in the past." };
  if (!/^\d{3,4}$/.test(card.cvc)) return { code: 'invalid_cvc', message: "Your card's security code is invalid." };
  return DECLINES[digits] ?? null;
}

const COLUMNS = ['id', 'client_secret', 'status', 'amount_cents', 'currency', 'order_id', 'last_error'] as const;

function toIntent(row: {
  id: string;
  client_secret: string;
  status: string;
  amount_cents: number;
  currency: string;
  order_id: number | null;
  last_error: string | null;
}): Intent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    status: row.status as IntentStatus,
    amountCents: row.amount_cents,
    currency: row.currency,
    orderId: row.order_id,
    lastError: row.last_error,
  };
}

export type TestGateway = PaymentGateway & { readonly testCard: TestCardCapability };

/** The built-in gateway used when no Stripe key is set: intents live in the shop's database. */
export function createTestGateway(db: Door, clock: () => Date = () => new Date()): TestGateway {
  async function find(where: 'id' | 'client_secret', value: string): Promise<Intent> {
    const row = await db.selectFrom('test_payment_intent').select(COLUMNS).where(where, '=', value).executeTakeFirst();
    if (!row) throw new GatewayError('No such payment intent');
    return toIntent(row);
  }

  async function setStatus(id: string, status: IntentStatus, lastError: string | null): Promise<void> {
    await runFlow({ db }, (tx) =>
      tx.db
        .updateTable('test_payment_intent')
        .set({ status, last_error: lastError, updated_at: isoNow(clock) })
        .where('id', '=', id)
        .execute(),
    );
  }

  /** Confirms an intent with a card: Stripe's test numbers behave as on Stripe. */
  const testCard: TestCardCapability = {
    async confirm(clientSecret, card) {
      const intent = await find('client_secret', clientSecret);
      if (intent.status === 'succeeded' || intent.status === 'cancelled') {
        return {
          intent,
          error:
            intent.status === 'cancelled'
              ? {
                  code: 'payment_intent_unexpected_state',
                  message: 'This payment was cancelled. Please start checkout again.',
                }
              : null,
        };
      }
      const problem = cardProblem(card, clock());
      await setStatus(intent.id, problem ? 'requires_payment_method' : 'succeeded', problem?.message ?? null);
      return { intent: await find('id', intent.id), error: problem };
    },
  };

  return {
    provider: 'test',
    async createIntent(input) {
      const existing = await db
        .selectFrom('test_payment_intent')
        .select(COLUMNS)
        .where('idempotency_key', '=', input.idempotencyKey)
        .executeTakeFirst();
      if (existing) return toIntent(existing);
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const row = await runFlow({ db }, (tx) =>
        tx.db
          .insertInto('test_payment_intent')
          .values({
            id,
            client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
            idempotency_key: input.idempotencyKey,
            order_id: input.orderId,
            amount_cents: input.amountCents,
            currency: input.currency,
          })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow(),
      );
      return toIntent(row);
    },
    retrieveIntent: (id) => find('id', id),
    async cancelIntent(id) {
      const intent = await find('id', id).catch(() => null);
      if (intent && intent.status !== 'succeeded') await setStatus(id, 'cancelled', null);
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      const intent = await find('id', intentId);
      if (intent.status !== 'succeeded') throw new GatewayError('Only a succeeded payment can be refunded');
      // One flow: the key is looked up, the refund made and the key kept together,
      // so a repeat, even after a restart, answers the same refund instead of refunding again. What is left of the
      // payment moves by compare-and-set, so two refunds at once (several processes) never give back more than it.
      return runFlow({ db }, async ({ db: trx }) => {
        const done = await trx
          .selectFrom('test_refund')
          .select(['id', 'amount_cents'])
          .where('idempotency_key', '=', idempotencyKey)
          .executeTakeFirst();
        if (done) return { id: done.id, amountCents: done.amount_cents };
        const { refunded_cents } = await trx
          .selectFrom('test_payment_intent')
          .select('refunded_cents')
          .where('id', '=', intentId)
          .executeTakeFirstOrThrow();
        const amount = amountCents ?? intent.amountCents - refunded_cents;
        if (amount <= 0 || refunded_cents + amount > intent.amountCents) {
          throw new GatewayError('The refund is more than what is left of the payment');
        }
        const now = isoNow(clock);
        const moved = await trx
          .updateTable('test_payment_intent')
          .set({ refunded_cents: refunded_cents + amount, updated_at: now })
          .where('id', '=', intentId)
          .where('refunded_cents', '=', refunded_cents)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) === 0) throw new GatewayError('Another refund of this payment came first');
        const id = `re_test_${randomBytes(8).toString('hex')}`;
        await trx
          .insertInto('test_refund')
          .values({ id, intent_id: intentId, idempotency_key: idempotencyKey, amount_cents: amount, created_at: now })
          .execute();
        return { id, amountCents: amount };
      });
    },
    async listRefunds(intentId) {
      const rows = await db
        .selectFrom('test_refund')
        .select(['id', 'amount_cents', 'idempotency_key'])
        .where('intent_id', '=', intentId)
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({ id: r.id, amountCents: r.amount_cents, key: r.idempotency_key }));
    },
    parseWebhook() {
      throw new WebhookSignatureError('The test gateway sends no webhooks');
    },
    publicConfig: () => ({ provider: 'test', publishableKey: null }),
    testCard,
  };
}
