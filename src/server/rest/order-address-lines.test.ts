import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS2_TOO_LONG, PHONE_INVALID } from '../../shared/schemas/address-fields.js';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { ONTARIO_ADDRESS, resetBuyers, VISA } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

const SUITE = 'Apt 4B, buzzer 12';
const PHONE = '+1 (416) 555-0142';

/** A new customer with a tee in the cart; `start` begins the checkout over the documented call with `extra` fields. */
async function customer() {
  const browser = new TestBrowser(app);
  const email = `apt${randomUUID().slice(0, 8)}@example.com`;
  await browser.post('/api/register', { username: email.split('@')[0], email, password: 'secret1' });
  const cartId = randomUUID();
  const productId = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 5 });
  expect(
    (await browser.post('/api/cart', { cartId, productId, quantity: 1, size: 'M', color: 'black' })).statusCode,
  ).toBe(201);
  const start = (extra: Record<string, unknown>, flat = false) =>
    browser.post(
      '/api/create-payment-intent',
      flat
        ? { cartId, shippingMethod: 'canada standard', ...ONTARIO_ADDRESS, email, ...extra }
        : { cartId, shippingMethod: 'canada standard', shippingAddress: { ...ONTARIO_ADDRESS, email, ...extra } },
    );
  const pay = async (clientSecret: string) => {
    const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
    expect(paid.json().status).toBe('succeeded');
  };
  return { browser, cartId, start, pay };
}

const mail = (orderId: number, kind: string) =>
  db
    .selectFrom('mail_message')
    .select(['html', 'text'])
    .where('kind', '=', kind)
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

/** How many orders the shop holds (a refused start adds none). */
const orderCount = async () => (await db.selectFrom('order').select('id').execute()).length;

describe('address line 2 and phone on an order (issue 44, item 4)', () => {
  it('are kept with the order and shown on its page, the admin detail, both mails and the orders CSV', async () => {
    const shopper = await customer();
    const start = await shopper.start({ address2: `  ${SUITE} `, phone: PHONE });
    expect(start.statusCode, start.body).toBe(200);
    const { orderId, clientSecret } = start.json();
    await shopper.pay(clientSecret);

    expect((await shopper.browser.get(`/api/orders/${orderId}`)).json()).toMatchObject({
      address2: SUITE,
      phone: PHONE,
    });
    expect((await shopper.browser.get('/api/orders')).json()[0]).toMatchObject({ id: orderId, address2: SUITE });
    // The admin detail is what the packing slip prints (PackingSlip reads the same AdminOrder).
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json()).toMatchObject({ address2: SUITE, phone: PHONE });

    const confirmation = await mail(orderId, 'order_confirmation');
    expect(confirmation.text).toContain(`${ONTARIO_ADDRESS.address}\n${SUITE}\n`);
    expect(confirmation.text).toContain(`Phone: ${PHONE}`);
    expect(confirmation.html).toContain(SUITE);

    const ship = await admin.put(`/api/admin/orders/${orderId}/status`, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      carrier: 'UPS',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const shipped = await mail(orderId, 'order_shipped');
    expect(shipped.text).toContain(SUITE);
    expect(shipped.text).toContain(`Phone: ${PHONE}`);

    const csv = (await admin.get('/api/admin/exports/orders.csv')).body.replace(/^\uFEFF/, '').split(/\r?\n/);
    const header = csv[0]?.split(',') ?? [];
    expect(header).toEqual(expect.arrayContaining(['address2', 'phone']));
    const row = csv.find((line) => line.startsWith(`${orderId},`)) ?? '';
    expect(row).toContain(`"${SUITE}"`);
    expect(row).toContain(PHONE);
  });

  it('are optional: a client that sends neither (nested or flat) sees the order as before, with both empty', async () => {
    for (const flat of [false, true]) {
      const shopper = await customer();
      const start = await shopper.start({}, flat);
      expect(start.statusCode, start.body).toBe(200);
      const { orderId, clientSecret } = start.json();
      await shopper.pay(clientSecret);
      const order = (await shopper.browser.get(`/api/orders/${orderId}`)).json();
      expect(order).toMatchObject({ address: ONTARIO_ADDRESS.address, address2: '', phone: '' });
      const confirmation = await mail(orderId, 'order_confirmation');
      expect(confirmation.text).not.toContain('Phone:');
    }
    // The flat payload carries them too; null is none.
    const flat = await customer();
    const start = await flat.start({ address2: SUITE, phone: null }, true);
    expect(start.statusCode, start.body).toBe(200);
    const order = await db
      .selectFrom('order')
      .select(['address2', 'phone'])
      .where('id', '=', start.json().orderId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ address2: SUITE, phone: '' });
  });

  it('refuses a phone with letters or too few digits and a second line past 100 characters: a clear 400, no order', async () => {
    const shopper = await customer();
    const before = await orderCount();
    for (const [extra, message] of [
      [{ phone: 'call me maybe' }, PHONE_INVALID],
      [{ phone: '555-12' }, PHONE_INVALID],
      [{ phone: 4165550142 }, PHONE_INVALID],
      [{ address2: 'x'.repeat(101) }, ADDRESS2_TOO_LONG],
    ] as const) {
      const res = await shopper.start(extra);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await orderCount()).toBe(before);
  });

  it('come back with the checkout in progress after a reload, and POST /api/orders changes or keeps them', async () => {
    const shopper = await customer();
    const start = await shopper.start({ address2: SUITE, phone: PHONE });
    const { orderId } = start.json();
    const pending = await shopper.browser.get(
      `/trpc/checkout.pending?input=${encodeURIComponent(JSON.stringify({ cartId: shopper.cartId }))}`,
    );
    expect(pending.json().result.data).toMatchObject({ state: 'open', address: { address2: SUITE, phone: PHONE } });

    const kept = await shopper.browser.post('/api/orders', { order: { orderId, name: 'Sam Renamed' } });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json()).toMatchObject({ name: 'Sam Renamed', address2: SUITE, phone: PHONE });
    const changed = await shopper.browser.post('/api/orders', { order: { orderId, address2: 'Suite 300', phone: '' } });
    expect(changed.statusCode, changed.body).toBe(201);
    expect(changed.json()).toMatchObject({ address2: 'Suite 300', phone: '' });
    const bad = await shopper.browser.post('/api/orders', { order: { orderId, phone: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(PHONE_INVALID);
  });
});
