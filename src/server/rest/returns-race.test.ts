import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { tokenHash } from '../domain/tokens.js';
import { addProduct } from '../testing/fixtures.js';
import type { TestBrowser } from '../testing/helpers.js';
import { useTestApp } from '../testing/helpers.js';
import { shippedOrderOverApi } from '../testing/shipped-orders.js';

/**
 * Returns under concurrent requests (issue 41, item 1), on SQLite and PostgreSQL (`npm run test:pg`): each move is
 * one flow under the order's row lock, so two requests for the last unit make one return, and ten receives of one
 * return make one refund and one restock. A unit given back by a return (as store credit here) is no longer
 * refundable by the owner's refund, and the two racing for the last unit make one give-back and one 409.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

async function shippedTee() {
  const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 10 });
  return { ...(await shippedOrderOverApi({ app, admin }, tee)), tee };
}

describe('returns racers', () => {
  it('two requests for the last unit: one return, one 409', async () => {
    const { orderId, itemId, browser } = await shippedTee();
    const body = { lines: [{ orderItemId: itemId, quantity: 1 }], reason: 'too_big', resolution: 'refund' };
    const answers = await Promise.all([1, 2].map(() => browser.post(`/api/orders/${orderId}/returns`, body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await db.selectFrom('return_line').select('quantity').execute()).toEqual([{ quantity: 1 }]);
  });

  it('ten receives of one return: one refund, one restock, one mail', async () => {
    const { orderId, itemId, browser, tee } = await shippedTee();
    const body = { lines: [{ orderItemId: itemId, quantity: 1 }], reason: 'damaged', resolution: 'refund' };
    const id = (await browser.post(`/api/orders/${orderId}/returns`, body)).json().id as number;
    expect((await admin.post(`/api/admin/returns/${id}/approve`, { note: 'Ship it back' })).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => admin.post(`/api/admin/returns/${id}/receive`, {})),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const refunds = await db
      .selectFrom('refund')
      .select(['amount_cents', 'status'])
      .where('order_id', '=', orderId)
      .execute();
    // The whole order back (its one unit): everything left of the payment, shipping included (the refund rule).
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.status).toBe('succeeded');
    const restocks = await db
      .selectFrom('inventory_transaction as t')
      .innerJoin('inventory_item as i', 'i.id', 't.inventory_item_id')
      .select('t.quantity_change')
      .where('i.product_id', '=', tee)
      .where('t.transaction_type', '=', 'refund')
      .execute();
    expect(restocks).toEqual([{ quantity_change: 1 }]);
    const received = await db
      .selectFrom('mail_message')
      .select('id')
      .where('event_key', '=', `return:${id}:received`)
      .execute();
    expect(received).toHaveLength(1);
  });

  /** A store credit return of the order's one tee, approved: its unit is still the order's to refund, once. */
  async function approvedCredit() {
    const bought = await shippedTee();
    const body = { lines: [{ orderItemId: bought.itemId, quantity: 1 }], reason: 'too_big', resolution: 'credit' };
    const asked = await bought.browser.post(`/api/orders/${bought.orderId}/returns`, body);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect((await admin.post(`/api/admin/returns/${id}/approve`, {})).statusCode).toBe(200);
    return { ...bought, returnId: id };
  }
  const refundLine = (orderId: number, itemId: number) =>
    admin.post(`/api/admin/orders/${orderId}/refund`, { lines: [{ orderItemId: itemId, quantity: 1 }] });
  /** What the order gave back: refunds not failed, and store credit issued (ledger `issue` rows). */
  const givenBack = async (orderId: number) => {
    const [refunds, credits] = await Promise.all([
      db.selectFrom('refund').select('status as v').where('order_id', '=', orderId).execute(),
      db.selectFrom('balance_entry').select('kind as v').where('order_id', '=', orderId).execute(),
    ]);
    return {
      refunds: refunds.filter((r) => r.v !== 'failed').length,
      credits: credits.filter((c) => c.v === 'issue').length,
    };
  };

  it('a unit received for store credit is not refundable again: 409, and the refund dialog offers none', async () => {
    const { orderId, itemId, returnId } = await approvedCredit();
    expect((await admin.post(`/api/admin/returns/${returnId}/receive`, {})).statusCode).toBe(200);
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(order.items[0]).toMatchObject({ quantity: 1, refundedQuantity: 0, refundableQuantity: 0 });
    const again = await refundLine(orderId, itemId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /Only 0 of Acid Tee .*can still be refunded \(1 already given back by a return/,
    );
    expect(await givenBack(orderId)).toEqual({ refunds: 0, credits: 1 });
    // Nor is its money: a refund of everything left gives back the shipping only (the tee and its tax were credited).
    expect(order).toMatchObject({ refundable: 7.95 });
    const rest = await admin.post(`/api/admin/orders/${orderId}/refund`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    const refunds = await db.selectFrom('refund').select('amount_cents').where('order_id', '=', orderId).execute();
    expect(refunds).toEqual([{ amount_cents: 795 }]);
  });

  it("a unit refunded by the owner is not credited again by the return's receipt: 409", async () => {
    const { orderId, itemId, returnId } = await approvedCredit();
    expect((await refundLine(orderId, itemId)).statusCode).toBe(200);
    const received = await admin.post(`/api/admin/returns/${returnId}/receive`, {});
    expect(received.statusCode).toBe(409);
    expect(received.json().message).toMatch(/Only 0 of Acid Tee .*can still be refunded/);
    expect(await givenBack(orderId)).toEqual({ refunds: 1, credits: 0 });
  });

  it("the owner's refund and the return's receipt racing for the last unit: one gives it back, one 409", async () => {
    for (let round = 0; round < 3; round++) {
      const { orderId, itemId, returnId } = await approvedCredit();
      const answers = await Promise.all([
        refundLine(orderId, itemId),
        admin.post(`/api/admin/returns/${returnId}/receive`, {}),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const { refunds, credits } = await givenBack(orderId);
      expect(refunds + credits).toBe(1);
    }
  });

  /** A cheaper exchange (the S at $40 for the M at $45), approved: its difference is given back at receipt. */
  async function approvedCheaperExchange(guest: boolean) {
    const bought = await shippedTee();
    await db
      .updateTable('product_variant')
      .set({ price_cents: 4000 })
      .where('product_id', '=', bought.tee)
      .where('size', '=', 'S')
      .execute();
    if (guest) {
      await db
        .updateTable('order')
        .set({ user_id: null, guest_link_hash: tokenHash(`race-${bought.orderId}`) })
        .where('id', '=', bought.orderId)
        .execute();
    }
    const asked = await bought.browser.post(`/api/orders/${bought.orderId}/returns`, {
      lines: [{ orderItemId: bought.itemId, quantity: 1 }],
      reason: 'too_big',
      resolution: 'exchange',
      exchange: [{ orderItemId: bought.itemId, size: 'S', color: 'black' }],
      ...(guest ? { token: `race-${bought.orderId}` } : {}),
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().id as number;
    expect((await admin.post(`/api/admin/returns/${id}/approve`, {})).statusCode).toBe(200);
    return { ...bought, returnId: id, exchangeOrderId: asked.json().exchangeOrderId as number };
  }

  it('ten receives of a cheaper exchange: one credit (an account), one refund (a guest), one exchange sold', async () => {
    for (const guest of [false, true]) {
      const { orderId, returnId, exchangeOrderId } = await approvedCheaperExchange(guest);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => admin.post(`/api/admin/returns/${returnId}/receive`, {})),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
      // $45 + $1.80 tax (New York's 4%) − ($40 + $1.60): $5.20 back, once.
      expect(await givenBack(orderId)).toEqual(guest ? { refunds: 1, credits: 0 } : { refunds: 0, credits: 1 });
      const back = guest
        ? await db.selectFrom('refund').select('amount_cents as cents').where('order_id', '=', orderId).execute()
        : await db
            .selectFrom('balance_entry')
            .select('amount_cents as cents')
            .where('order_id', '=', orderId)
            .execute();
      expect(back).toEqual([{ cents: 520 }]);
      const sold = await db.selectFrom('stock_hold').select('status').where('order_id', '=', exchangeOrderId).execute();
      expect(sold).toEqual([{ status: 'converted' }]);
    }
  });
});
