import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { createTestGateway } from '../payments/test-gateway.js';
import { addPainting } from '../testing/fixtures.js';
import { signedInAdmin, type TestBrowser, testConfig, testDb } from '../testing/helpers.js';
import { buyOverApi } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
/** Resolves when the gateway is asked to refund (the cancel has claimed the order by then). */
let refundAsked: Promise<void>;
/** Lets the refund the gateway was asked for go through, as Stripe answering. */
let answerRefund: () => void;
beforeEach(async () => {
  db = await testDb();
  const fast = createTestGateway(db);
  let asked = () => {};
  refundAsked = new Promise((resolve) => (asked = resolve));
  const answered = new Promise<void>((resolve) => (answerRefund = resolve));
  const slow = {
    ...fast,
    refund: async (input: Parameters<typeof fast.refund>[0]) => {
      asked();
      await answered;
      return fast.refund(input);
    },
  };
  app = await buildApp({ db, config: testConfig(), gateway: slow, logger: false });
  ({ admin } = await signedInAdmin(app, db));
});
afterEach(async () => {
  await app.close();
  await db.destroy();
});

describe('two owners at once: cancel and ship (issue 19.1), over the API', () => {
  it('answers one of them 409: a shipment made while the cancel refunds is refused, never undone', async () => {
    const original = await addPainting(db, { title: 'Tidal Drift' });
    const { orderId } = await buyOverApi(app, [{ productId: original, quantity: 1, item_type: 'painting' }]);
    const url = `/api/admin/orders/${orderId}/status`;
    expect((await admin.put(url, { status: 'processing' })).statusCode).toBe(200);

    const cancel = admin.put(url, { status: 'cancelled' });
    await refundAsked; // the cancel has claimed the order and waits for the gateway
    const ship = await admin.put(url, { status: 'shipped', trackingNumber: '1Z999' });
    answerRefund();
    const cancelled = await cancel;
    expect([cancelled.statusCode, ship.statusCode]).toEqual([200, 409]);
    expect(ship.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/being cancelled/) });

    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(order.status).toBe('cancelled');
    expect(
      order.timeline.map((e: { fromStatus: string; toStatus: string }) => `${e.fromStatus}→${e.toStatus}`),
    ).toEqual(['pending→paid', 'paid→processing', 'processing→cancelled']);
    const mails = await db.selectFrom('mail_message').select('kind').where('order_id', '=', orderId).execute();
    expect(mails.map((m) => m.kind).filter((k) => k === 'order_shipped' || k === 'order_cancelled')).toEqual([
      'order_cancelled',
    ]);
  });
});
