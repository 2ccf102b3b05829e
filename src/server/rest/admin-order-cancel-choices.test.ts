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

/** A paid order of two tees; answers its id and the tee's product id. */
async function paidOrder() {
  const tee = await addProduct(db, { name: 'Acid Tee', stock: 10 });
  const { orderId } = await buyOverApi(app, [{ productId: tee, quantity: 2, size: 'M', color: 'black' }]);
  return { orderId, tee };
}

/** The stock the shop holds of a product (all its variants) and its ledger rows caused by refunds. */
async function stockOf(productId: number) {
  const items = await db
    .selectFrom('inventory_item')
    .select(['id', 'quantity'])
    .where('product_id', '=', productId)
    .execute();
  const ids = items.map((i) => i.id);
  const refunds = await db
    .selectFrom('inventory_transaction')
    .select('id')
    .where('inventory_item_id', 'in', ids)
    .where('transaction_type', '=', 'refund')
    .execute();
  return { quantity: items.reduce((sum, i) => sum + i.quantity, 0), refundRows: refunds.length };
}

const cancelMails = async (orderId: number) =>
  (await db.selectFrom('mail_message').select('kind').where('order_id', '=', orderId).execute()).filter(
    (m) => m.kind === 'order_cancelled',
  ).length;

describe("the owner's cancel asks for a reason, restock and notify (issue 44.5)", () => {
  it('by default restocks through the ledger, mails the customer once and keeps the reason in the timeline', async () => {
    const { orderId, tee } = await paidOrder();
    const before = await stockOf(tee);
    const res = await admin.put(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      note: 'Customer changed their mind',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    const cancel = res.json().timeline.at(-1);
    expect(cancel).toMatchObject({ fromStatus: 'paid', toStatus: 'cancelled' });
    expect(cancel.note).toMatch(/Customer changed their mind/);
    expect(await stockOf(tee)).toEqual({ quantity: before.quantity + 2, refundRows: 1 });
    expect(await cancelMails(orderId)).toBe(1);
  });

  it('with restock and notify off: stock and ledger stay as they were and no cancellation mail is queued', async () => {
    const { orderId, tee } = await paidOrder();
    const before = await stockOf(tee);
    const res = await admin.put(`/api/admin/orders/${orderId}/status`, {
      status: 'cancelled',
      note: 'Damaged in the studio',
      restock: false,
      notify: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', refundable: 0 });
    expect(res.json().timeline.at(-1).note).toMatch(/Damaged in the studio/);
    expect(await stockOf(tee)).toEqual(before);
    expect(await cancelMails(orderId)).toBe(0);
  });

  it('refuses a restock or notify that is not true or false with a 400, changing nothing', async () => {
    const { orderId } = await paidOrder();
    for (const body of [
      { status: 'cancelled', restock: 'no' },
      { status: 'cancelled', notify: 0 },
    ]) {
      const res = await admin.put(`/api/admin/orders/${orderId}/status`, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await admin.get(`/api/admin/orders/${orderId}`)).json().status).toBe('paid');
    expect(await cancelMails(orderId)).toBe(0);
  });
});
