import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(resetBuyers);

async function paidOrder() {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 5 });
  return buyOverApi(app, [{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
}

const ship = (id: number, body: object) =>
  admin
    .put(`/api/admin/orders/${id}/status`, { status: 'processing' })
    .then(() => admin.put(`/api/admin/orders/${id}/status`, { status: 'shipped', ...body }));

describe('tracking links', () => {
  it("turns a known carrier's tracking number into its page in the profile, /track-order, the mail and the admin", async () => {
    const { browser, orderId, email } = await paidOrder();
    const shipped = await ship(orderId, { trackingNumber: '1Z999AA1', carrier: 'UPS' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const url = 'https://www.ups.com/track?tracknum=1Z999AA1';
    expect(shipped.json().trackingUrl).toBe(url);
    expect((await browser.get(`/api/orders/${orderId}`)).json().trackingUrl).toBe(url);
    expect((await browser.post('/api/track-order', { orderNumber: orderId, email })).json().trackingUrl).toBe(url);
    const mail = await db
      .selectFrom('mail_message')
      .select(['html', 'text'])
      .where('kind', '=', 'order_shipped')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(mail.html).toContain(`<a href="${url.replace('&', '&amp;')}"`);
    expect(mail.text).toContain(`Track it: ${url}`);
  });

  it("uses the owner's tracking page for another carrier, and refuses one that is not https", async () => {
    const { orderId } = await paidOrder();
    await admin.put(`/api/admin/orders/${orderId}/status`, { status: 'processing' });
    const bad = await admin.put(`/api/admin/orders/${orderId}/status`, {
      status: 'shipped',
      trackingNumber: 'P-1',
      carrier: 'Purolator',
      trackingPage: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('trackingPage') });
    const shipped = await admin.put(`/api/admin/orders/${orderId}/status`, {
      status: 'shipped',
      trackingNumber: 'P 1',
      carrier: 'Purolator',
      trackingPage: 'https://www.purolator.com/en/shipping/tracker?pin={number}',
    });
    expect(shipped.json().trackingUrl).toBe('https://www.purolator.com/en/shipping/tracker?pin=P%201');
  });
});
