import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers, VISA } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

interface Line {
  productId: number;
  quantity: number;
  size?: string;
  color?: string;
  item_type?: 'product' | 'painting';
}

/** A new customer who buys the lines; answers their browser and the order's id (paid unless pay is false). */
const buy = (lines: Line[], pay = true) => buyOverApi(app, lines, { pay });

const stockOf = async (column: 'product_id' | 'painting_id', id: number) =>
  (await db.selectFrom('inventory_item').select('quantity').where(column, '=', id).executeTakeFirstOrThrow()).quantity;

describe('admin orders: list and detail', () => {
  it('lists paid orders newest first with status filter, search and server-side paging', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 50 });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await buy([{ productId: tee, quantity: 1, size: 'M', color: 'black' }])).orderId);
    const pending = (await buy([{ productId: tee, quantity: 1, size: 'M', color: 'black' }], false)).orderId;

    const all = (await admin.get('/api/admin/orders')).json();
    expect(all).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(all.items.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
    expect(all.items[0]).toMatchObject({
      status: 'paid',
      itemCount: 1,
      email: 'buyer3@example.com',
      refundedAmount: 0,
    });

    const paged = (await admin.get('/api/admin/orders?page=2&pageSize=2')).json();
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((o: { id: number }) => o.id)).toEqual([ids[0]]);

    expect((await admin.get('/api/admin/orders?status=pending')).json().items.map((o: { id: number }) => o.id)).toEqual(
      [pending],
    );
    expect((await admin.get('/api/admin/orders?q=buyer2@')).json().items.map((o: { id: number }) => o.id)).toEqual([
      ids[1],
    ]);
    expect((await admin.get(`/api/admin/orders?q=%23${ids[2]}`)).json().items.map((o: { id: number }) => o.id)).toEqual(
      [ids[2]],
    );
    expect((await admin.get('/api/admin/orders?q=robin%25')).json().total).toBe(0);
    expect((await admin.get('/api/admin/orders?status=lost')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/orders?pageSize=500')).statusCode).toBe(400);
  });

  it('answers one order with its lines, payment, timeline and the moves it may make', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    const { orderId } = await buy([{ productId: tee, quantity: 2, size: 'M', color: 'black' }]);
    const res = await admin.get(`/api/admin/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      username: 'buyer1',
      shippingMethod: 'Canada Standard',
      nextStatuses: ['processing', 'shipped', 'cancelled'],
      refundable: order.total,
    });
    expect(order.items[0]).toMatchObject({
      id: expect.any(Number),
      name: 'Acid Tee',
      quantity: 2,
      refundedQuantity: 0,
    });
    expect(order.taxLines.length).toBeGreaterThan(0);
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'test', status: 'succeeded', amount: order.total }),
    ]);
    expect(order.timeline).toEqual([expect.objectContaining({ fromStatus: 'pending', toStatus: 'paid', by: null })]);
    expect((await admin.get('/api/admin/orders/999')).statusCode).toBe(404);
  });

  it('refuses every admin order call to a visitor and to a customer, even for their own order', async () => {
    const tee = await addProduct(db);
    const { browser, orderId } = await buy([{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
    const stranger = new TestBrowser(app);
    const calls = [
      (b: TestBrowser) => b.get('/api/admin/orders'),
      (b: TestBrowser) => b.get(`/api/admin/orders/${orderId}`),
      (b: TestBrowser) => b.put(`/api/admin/orders/${orderId}/status`, { status: 'processing' }),
      (b: TestBrowser) => b.post(`/api/admin/orders/${orderId}/refund`, {}),
    ];
    for (const call of calls) {
      expect((await call(stranger)).statusCode).toBe(401);
      expect((await call(browser)).statusCode).toBe(403);
    }
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().status).toBe('paid');
  });
});

describe('admin orders: fulfilment', () => {
  it('moves paid → processing → shipped (tracking required) → delivered, and the customer sees each step', async () => {
    const tee = await addProduct(db);
    const { browser, orderId } = await buy([{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
    const move = (body: unknown) => admin.put(`/api/admin/orders/${orderId}/status`, body);

    const skip = await move({ status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({
      code: 'ILLEGAL_TRANSITION',
      message: 'An order that is paid cannot be marked delivered',
    });
    expect((await move({ status: 'processing' })).json()).toMatchObject({
      status: 'processing',
      nextStatuses: ['shipped', 'cancelled'],
    });
    const untracked = await move({ status: 'shipped' });
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json().message).toMatch(/trackingNumber/);
    const shipped = await move({ status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(shipped.json()).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect((await move({ status: 'cancelled' })).statusCode).toBe(409);
    expect((await move({ status: 'refunded' })).statusCode).toBe(409);
    expect((await move([])).statusCode).toBe(400);

    const mine = (await browser.get(`/api/orders/${orderId}`)).json();
    expect(mine).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(mine.history.map((h: { status: string }) => h.status)).toEqual(['paid', 'processing', 'shipped']);
    const tracked = await new TestBrowser(app).post('/api/track-order', {
      orderNumber: `#${orderId}`,
      email: 'buyer1@example.com',
    });
    expect(tracked.json()).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });

    const delivered = (await move({ status: 'delivered' })).json();
    expect(delivered).toMatchObject({ status: 'delivered', nextStatuses: [] });
    expect(delivered.timeline.map((t: { toStatus: string; by: string | null }) => [t.toStatus, t.by])).toEqual([
      ['paid', null],
      ['processing', 'owner'],
      ['shipped', 'owner'],
      ['delivered', 'owner'],
    ]);
    expect(
      await db.selectFrom('audit_log').select('action').where('action', '=', 'admin.orders.setStatus').execute(),
    ).toHaveLength(3);
  });

  it('ships a paid order in one step (issue 44.5): tracking required, the timeline says paid → shipped, the customer is mailed', async () => {
    const tee = await addProduct(db);
    const { browser, orderId } = await buy([{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
    const move = (body: unknown) => admin.put(`/api/admin/orders/${orderId}/status`, body);
    expect((await move({ status: 'shipped' })).statusCode).toBe(400);
    const shipped = await move({ status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      nextStatuses: ['delivered'],
    });
    expect(
      shipped
        .json()
        .timeline.map((t: { fromStatus: string; toStatus: string; note: string }) => [
          `${t.fromStatus}→${t.toStatus}`,
          t.note,
        ]),
    ).toEqual([
      ['pending→paid', expect.any(String)],
      ['paid→shipped', 'Tracking number 1Z999AA10123456784 (UPS)'],
    ]);
    const mine = (await browser.get(`/api/orders/${orderId}`)).json();
    expect(mine.history.map((h: { status: string }) => h.status)).toEqual(['paid', 'shipped']);
    const mails = await db.selectFrom('mail_message').select('kind').where('order_id', '=', orderId).execute();
    expect(mails.filter((m) => m.kind === 'order_shipped')).toHaveLength(1);
  });

  it('cancels a pending checkout: its holds are released and its payment can no longer be made', async () => {
    const original = await addPainting(db, { title: 'Tidal Drift' });
    const { browser, orderId, clientSecret } = await buy(
      [{ productId: original, quantity: 1, item_type: 'painting' }],
      false,
    );
    expect((await new TestBrowser(app).get(`/api/paintings/${original}`)).json().in_stock).toBe(false);
    const cancelled = await admin.put(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      note: 'Abandoned',
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(await db.selectFrom('stock_hold').select('status').where('order_id', '=', orderId).execute()).toEqual([
      { status: 'released' },
    ]);
    const payment = await db
      .selectFrom('payment')
      .select('status')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('cancelled');
    expect((await new TestBrowser(app).get(`/api/paintings/${original}`)).json().in_stock).toBe(true);
    const late = (await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA })).json();
    expect(late.status).not.toBe('succeeded');
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json()).toMatchObject({
      status: 'cancelled',
      refunds: [],
    });
    // It never took money: not an order in the shopper's history nor in the owner's list, only under Cancelled.
    expect((await browser.get('/api/orders')).json()).toEqual([]);
    expect((await admin.get('/api/admin/orders')).json().total).toBe(0);
    expect((await admin.get('/api/admin/orders?status=cancelled')).json().items).toEqual([
      expect.objectContaining({ id: orderId }),
    ]);
  });

  it('cancels a paid order: refunds it in full and puts the original back on sale', async () => {
    const original = await addPainting(db, { title: 'Tidal Drift', priceCents: 120_000 });
    const { orderId } = await buy([{ productId: original, quantity: 1, item_type: 'painting' }]);
    expect(await stockOf('painting_id', original)).toBe(0);
    const cancelled = (await admin.put(`/api/admin/orders/${orderId}/status`, { status: 'cancelled' })).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', refundable: 0, refundedAmount: cancelled.total });
    expect(cancelled.refunds).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: cancelled.total, restock: true }),
    ]);
    expect(await stockOf('painting_id', original)).toBe(1);
    const painting = (await new TestBrowser(app).get(`/api/paintings/${original}`)).json();
    expect(painting).toMatchObject({ is_sold: false, in_stock: true });
  });
});

describe('admin orders: refunds', () => {
  it('refunds one line with restock: stock and ledger follow, the order is partially refunded', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 5000, stock: 10 });
    const hoodie = await addProduct(db, { name: 'Dust Hoodie', priceCents: 9000, stock: 4 });
    const { browser, orderId } = await buy([
      { productId: tee, quantity: 2, size: 'M', color: 'black' },
      { productId: hoodie, quantity: 1, size: 'L', color: 'white' },
    ]);
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    const teeLine = order.items.find((i: { name: string }) => i.name === 'Acid Tee');
    expect(await stockOf('product_id', tee)).toBe(8);

    const tooMany = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: teeLine.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('REFUND_TOO_LARGE');
    // A key the refund does not know is refused, not dropped: without `lines` the body would mean "refund everything".
    const misnamed = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      items: [{ orderItemId: teeLine.id, quantity: 1 }],
    });
    expect(misnamed.statusCode).toBe(400);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json()).toMatchObject({
      status: 'paid',
      refundedAmount: 0,
    });

    const res = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: teeLine.id, quantity: 1 }],
      restock: true,
      reason: 'Wrong size',
    });
    expect(res.statusCode).toBe(200);
    const refunded = res.json();
    // $50 plus its 13 % HST share.
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ amount: 56.5, status: 'succeeded', restock: true, createdBy: 'owner' }),
    ]);
    expect(refunded).toMatchObject({ status: 'partially_refunded', refundedAmount: 56.5 });
    expect(refunded.items.find((i: { id: number }) => i.id === teeLine.id).refundedQuantity).toBe(1);
    expect(await stockOf('product_id', tee)).toBe(9);
    const ledger = await db
      .selectFrom('inventory_transaction')
      .select(['transaction_type', 'quantity_change', 'reference_type', 'reference_id', 'actor_user_id'])
      .where('transaction_type', '=', 'refund')
      .execute();
    expect(ledger).toEqual([
      {
        transaction_type: 'refund',
        quantity_change: 1,
        reference_type: 'order',
        reference_id: orderId,
        actor_user_id: expect.any(Number),
      },
    ]);
    const payment = await db
      .selectFrom('payment')
      .select(['refunded_cents', 'status'])
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ refunded_cents: 5650, status: 'succeeded' });
    const intent = await db
      .selectFrom('test_payment_intent')
      .select('refunded_cents')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(intent.refunded_cents).toBe(5650);
    expect((await browser.get(`/api/orders/${orderId}`)).json()).toMatchObject({
      status: 'partially_refunded',
      refundedAmount: 56.5,
    });

    const over = await admin.post(`/api/admin/orders/${orderId}/refund`, { amount: refunded.refundable + 0.01 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/more than what is left to refund/);

    const rest = (await admin.post(`/api/admin/orders/${orderId}/refund`, {})).json();
    expect(rest).toMatchObject({ status: 'refunded', refundable: 0, refundedAmount: order.total });
    expect(await stockOf('product_id', tee)).toBe(9);
    expect((await admin.post(`/api/admin/orders/${orderId}/refund`, {})).statusCode).toBe(409);
  });

  it('refuses bad refund bodies with 400 and changes nothing', async () => {
    const tee = await addProduct(db);
    const { orderId } = await buy([{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
    for (const body of [
      [],
      [{ amount: 1 }],
      { lines: 'x' },
      { amount: -5 },
      { amount: 'lots' },
      { lines: [{ orderItemId: 1, quantity: 0 }] },
      { restock: 'yes' },
    ]) {
      const res = await admin.post(`/api/admin/orders/${orderId}/refund`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const foreign = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: 9999, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(await db.selectFrom('refund').select('id').execute()).toEqual([]);
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().status).toBe('paid');
  });

  it('keeps one-of-a-kind pieces out of low stock, and best sellers net of refunds', async () => {
    const original = await addPainting(db, { title: 'Only One' });
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 5000, stock: 3 });
    const low = (await admin.get('/api/inventory/low-stock')).json().map((i: { name: string }) => i.name);
    expect(low).toEqual(['Acid Tee']);
    const { orderId } = await buy([
      { productId: original, quantity: 1, item_type: 'painting' },
      { productId: tee, quantity: 1, size: 'M', color: 'black' },
    ]);
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    const painting = order.items.find((i: { name: string }) => i.name === 'Only One');
    await admin.post(`/api/admin/orders/${orderId}/refund`, { lines: [{ orderItemId: painting.id, quantity: 1 }] });
    const dashboard = (await admin.get('/api/admin/dashboard')).json();
    expect(dashboard.bestSellers.byUnits.map((b: { name: string }) => b.name)).toEqual(['Acid Tee']);
    expect(dashboard.lowStock.map((i: { name: string }) => i.name)).toEqual(['Acid Tee']);
  });

  it('numbers each limited edition of a line and shows them all', async () => {
    const print = await addPainting(db, {
      title: 'Night Garden Print',
      original: false,
      limited: { count: 50, current: 12 },
      sizes: [{ width: 8, height: 10, priceCents: 6000 }],
    });
    const { browser, orderId } = await buy([{ productId: print, quantity: 2, size: '8x10in', item_type: 'painting' }]);
    const order = (await browser.get(`/api/orders/${orderId}`)).json();
    expect(order.items[0]).toMatchObject({ editionNumber: 13, editionNumbers: [13, 14] });
    // Without SMTP_URL the confirmation is only kept in the outbox: the order claims no e-mail is on its way.
    expect(await db.selectFrom('mail_message').select('kind').where('order_id', '=', orderId).execute()).toContainEqual(
      {
        kind: 'order_confirmation',
      },
    );
    expect(order.confirmationQueued).toBe(false);
    expect((await new TestBrowser(app).get(`/api/paintings/${print}`)).json().current_edition_number).toBe(14);
  });
});
