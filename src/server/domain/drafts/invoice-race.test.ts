import { describe, expect, it } from 'vitest';
import { draftOrderInput, markPaidInput } from '../../../shared/schemas/draft-orders.js';
import type { Db } from '../../db/index.js';
import type { TestGateway } from '../../payments/test-gateway.js';
import { addPainting, paintingSales } from '../../testing/fixtures.js';
import { testConfig, useTestDb } from '../../testing/helpers.js';
import { addShopper, T0, VISA } from '../../testing/shoppers.js';
import { finalizePayment } from '../checkout/finalize.js';
import { confirmTestCard } from '../checkout/payments.js';
import type { Intent } from '../payments/gateway.js';
import { createDraft, markDraftPaid } from './admin-drafts.js';
import { invoiceToken, sendInvoice } from './draft-invoice.js';
import { payInvoice } from './invoice-payment.js';

/**
 * An invoiced draft paid by card while the owner marks it paid at the counter (issue 42), on the real database, both
 * engines: the two queue on the order's row, and whichever comes second finds it sold. One sale always: one ledger
 * row, one edition, one confirmation; the money kept is the total once (a card that lost the race is refunded or was
 * never charged).
 */
let db: Db;
let gateway: TestGateway;
useTestDb({ clock: () => T0 }, (deps) => ({ db, gateway } = deps));

const config = testConfig();
const deps = () => ({ db, gateway, clock: () => T0, config });

async function invoicedOriginal(owner: Awaited<ReturnType<typeof addShopper>>) {
  const painting = await addPainting(db, { title: 'Tidal Drift', priceCents: 80_000 });
  const input = draftOrderInput.parse({
    lines: [{ paintingId: painting, quantity: 1 }],
    customerEmail: 'collector@example.com',
    pickup: true,
  });
  const draft = await createDraft(deps(), input, owner);
  await sendInvoice(deps(), draft.id);
  const created = await db
    .selectFrom('draft_order')
    .select('created_at')
    .where('order_id', '=', draft.id)
    .executeTakeFirstOrThrow();
  const token = invoiceToken(config.sessionKey, { id: draft.id, created_at: created.created_at });
  const session = await payInvoice(deps(), { orderId: draft.id, token });
  return { id: draft.id, painting, total: session.total, clientSecret: session.clientSecret };
}

async function outcome(orderId: number, painting: number) {
  const order = await db
    .selectFrom('order')
    .select(['status', 'payment_method', 'total_cents'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const sales = await paintingSales(db, painting);
  const paidEvents = await db
    .selectFrom('order_event')
    .select('id')
    .where('order_id', '=', orderId)
    .where('to_status', '=', 'paid')
    .execute();
  const confirmations = await db
    .selectFrom('mail_message')
    .select('id')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'order_confirmation')
    .execute();
  const card = await db
    .selectFrom('test_payment_intent')
    .select(['status', 'amount_cents', 'refunded_cents'])
    .where('order_id', '=', orderId)
    .execute();
  const cardKept = card
    .filter((c) => c.status === 'succeeded')
    .reduce((sum, c) => sum + c.amount_cents - c.refunded_cents, 0);
  return { order, sales: sales.length, paidEvents: paidEvents.length, confirmations: confirmations.length, cardKept };
}

describe('an invoice paid by card while the owner marks it paid', () => {
  it('makes one sale whichever lands first, and keeps the total once', async () => {
    const owner = await addShopper(db, 'admin');
    const winners: string[] = [];
    for (let round = 0; round < 6; round++) {
      const { id, painting, clientSecret } = await invoicedOriginal(owner);
      const mark = () => markDraftPaid(deps(), markPaidInput.parse({ id, method: 'cash' }));
      let racers: Promise<unknown>[];
      if (round % 2 === 0) {
        // The customer's card form and the owner's tap at once.
        racers = [confirmTestCard(deps(), { clientSecret: clientSecret ?? '', card: VISA }), mark()];
      } else {
        // The card already charged at the gateway: its confirmation (webhook, PUT /api/orders/{id}) and the tap race.
        const charged = await gateway.testCard?.confirm(clientSecret ?? '', VISA);
        racers = [finalizePayment(deps(), charged?.intent as Intent), mark()];
        if (round % 4 === 1) racers.reverse();
      }
      const results = await Promise.allSettled(racers);
      for (const r of results)
        if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: expect.any(String) });
      const after = await outcome(id, painting);
      expect(after.order.status).toBe('paid');
      expect(after.sales).toBe(1);
      expect(after.paidEvents).toBe(1);
      expect(after.confirmations).toBe(1);
      // Marked paid (cash): the card kept nothing; sold by the card: it kept the total, and no method is recorded.
      if (after.order.payment_method === 'cash') expect(after.cardKept).toBe(0);
      else expect(after.cardKept).toBe(after.order.total_cents);
      winners.push(after.order.payment_method ?? 'card');
      // Marking it paid again answers the paid order and changes nothing.
      await expect(mark()).resolves.toMatchObject({ status: 'paid' });
      expect(await outcome(id, painting)).toEqual(after);
    }
    // Both ways won at least once: the race was run, not just one order of events.
    expect(new Set(winners)).toEqual(new Set(['cash', 'card']));
  });
});
