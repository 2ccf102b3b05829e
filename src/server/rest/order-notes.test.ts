import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, ONTARIO_ADDRESS, resetBuyers, VISA } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

const GIFT = 'Gift — please leave out the receipt';
const SECRET = 'Internal: customer called twice, VIP';

async function tee() {
  return addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 5 });
}

/** A new customer who checks out with `note` over the documented API; answers the start's response. */
async function startWithNote(note: unknown) {
  const browser = new TestBrowser(app);
  const email = `noter${randomUUID().slice(0, 8)}@example.com`;
  await browser.post('/api/register', { username: email.split('@')[0], email, password: 'secret1' });
  const cartId = randomUUID();
  const line = { cartId, productId: await tee(), quantity: 1, size: 'M', color: 'black' };
  expect((await browser.post('/api/cart', line)).statusCode).toBe(201);
  const body = { cartId, shippingMethod: 'canada standard', shippingAddress: { ...ONTARIO_ADDRESS, email }, note };
  const start = await browser.post('/api/create-payment-intent', body);
  return { browser, email, cartId, start, body };
}

const orderCount = async () =>
  Number(
    (
      await db
        .selectFrom('order')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const noteCount = async () =>
  Number(
    (
      await db
        .selectFrom('order_note')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function pay(browser: TestBrowser, clientSecret: string) {
  const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
  expect(paid.json().status).toBe('succeeded');
}

describe("the shopper's note at checkout", () => {
  it("is kept with the order (trimmed) and shown on the order, the admin detail, the packing slip's data and the owner's mail", async () => {
    const { browser, start } = await startWithNote(`  ${GIFT}  `);
    expect(start.statusCode, start.body).toBe(200);
    const { orderId, clientSecret } = start.json();
    await pay(browser, clientSecret);
    expect((await browser.get(`/api/orders/${orderId}`)).json().note).toBe(GIFT);
    const detail = await admin.get(`/api/admin/orders/${orderId}`);
    // The admin detail is also what the packing slip prints (PackingSlip reads the same AdminOrder).
    expect(detail.json()).toMatchObject({ id: orderId, note: GIFT });
    const notice = await db
      .selectFrom('mail_message')
      .select(['html', 'text', 'recipient'])
      .where('kind', '=', 'order_notice')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(notice.text).toContain(`Note from the customer: ${GIFT}`);
    expect(notice.html).toContain(`Note from the customer: ${GIFT}`);
  });

  it('is part of what the checkout session stores: a changed note re-started updates the same order, resumable', async () => {
    const { browser, start, body } = await startWithNote('first');
    const { orderId } = start.json();
    const again = await browser.post('/api/create-payment-intent', { ...body, note: 'second' });
    expect(again.json().orderId).toBe(orderId);
    const row = await db.selectFrom('order').select('note').where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.note).toBe('second');
    const pending = await browser.get(
      `/trpc/checkout.pending?input=${encodeURIComponent(JSON.stringify({ cartId: body.cartId }))}`,
    );
    expect(pending.json().result.data.note).toBe('second');
  });

  it('is optional: none is null on the order', async () => {
    const { start } = await startWithNote(undefined);
    const { orderId } = start.json();
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().note).toBeNull();
  });

  it.each([
    ['too long', 'x'.repeat(501)],
    ['with a NUL', 'gift\u0000wrap'],
    ['not text', 42],
  ])('refuses a note %s with a 400 and writes no order', async (_, note) => {
    const before = await orderCount();
    const { start } = await startWithNote(note);
    expect(start.statusCode, start.body).toBe(400);
    expect(start.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('note') });
    expect(await orderCount()).toBe(before);
  });
});

describe("the owner's internal notes", () => {
  async function paidOrder() {
    return buyOverApi(app, [{ productId: await tee(), quantity: 1, size: 'M', color: 'black' }]);
  }

  it('are timeline entries with author and time, audited, over REST and tRPC', async () => {
    const { orderId } = await paidOrder();
    const res = await admin.post(`/api/admin/orders/${orderId}/notes`, { note: `  ${SECRET}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().internalNotes).toEqual([
      { id: expect.any(Number), note: SECRET, by: 'owner', at: expect.any(String) },
    ]);
    const viaTrpc = await admin.post('/trpc/admin.orders.addNote', { id: orderId, note: 'Second note' });
    expect(viaTrpc.statusCode, viaTrpc.body).toBe(200);
    const detail = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(detail.internalNotes.map((n: { note: string }) => n.note)).toEqual([SECRET, 'Second note']);
    expect(Number.isNaN(Date.parse(detail.internalNotes[0].at))).toBe(false);
    const audit = await db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'admin.orders.addNote')
      .execute();
    expect(audit).toEqual([
      { action: 'admin.orders.addNote', entity_id: String(orderId) },
      { action: 'admin.orders.addNote', entity_id: String(orderId) },
    ]);
  });

  it("are never in the customer's order answers or mails", async () => {
    const { browser, orderId, email } = await paidOrder();
    const added = await admin.post(`/api/admin/orders/${orderId}/notes`, { note: SECRET });
    expect(added.body).toContain(SECRET);
    await admin.put(`/api/admin/orders/${orderId}/status`, { status: 'processing' });
    await admin.put(`/api/admin/orders/${orderId}/status`, {
      status: 'shipped',
      trackingNumber: '1Z9',
      carrier: 'UPS',
    });
    const answers = [
      await browser.get(`/api/orders/${orderId}`),
      await browser.get('/api/orders'),
      await browser.post('/api/track-order', { orderNumber: orderId, email }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).not.toContain(SECRET);
      expect(answer.body).not.toContain('internalNotes');
    }
    const mails = await db
      .selectFrom('mail_message')
      .select(['html', 'text', 'kind'])
      .where('recipient', '=', email)
      .execute();
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(['order_confirmation', 'order_shipped']));
    for (const mail of mails) expect(`${mail.html}${mail.text}`).not.toContain(SECRET);
  });

  it('may be added by the admin only: anonymous 401, a customer 403 (even on their own order), nothing written', async () => {
    const { browser, orderId } = await paidOrder();
    const anonymous = await new TestBrowser(app).post(`/api/admin/orders/${orderId}/notes`, { note: SECRET });
    expect(anonymous.statusCode).toBe(401);
    const customer = await browser.post(`/api/admin/orders/${orderId}/notes`, { note: SECRET });
    expect(customer.statusCode).toBe(403);
    const viaTrpc = await browser.post('/trpc/admin.orders.addNote', { id: orderId, note: SECRET });
    expect(viaTrpc.statusCode).toBe(403);
    expect(await noteCount()).toBe(0);
  });

  it.each([
    ['too long', 'x'.repeat(501)],
    ['with a NUL', 'call\u0000back'],
    ['not text', 42],
    ['empty', '   '],
    ['missing', undefined],
  ])('refuses a note %s with a 400 and writes nothing', async (_, note) => {
    const { orderId } = await paidOrder();
    const res = await admin.post(`/api/admin/orders/${orderId}/notes`, { note });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) });
    expect(await noteCount()).toBe(0);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await admin.post('/api/admin/orders/999999/notes', { note: SECRET });
    expect(res.statusCode).toBe(404);
    expect(await noteCount()).toBe(0);
  });
});
