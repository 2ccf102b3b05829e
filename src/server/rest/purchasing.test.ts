import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { postJson, type TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let itemA: number;
let itemB: number;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(async () => {
  const a = await addProduct(db, { name: 'Tee', stock: 2 });
  const b = await addProduct(db, { name: 'Hoodie', stock: 0 });
  const items = (await admin.get('/api/inventory')).json() as { id: number; product_id: number }[];
  itemA = items.find((i) => i.product_id === a)?.id ?? 0;
  itemB = items.find((i) => i.product_id === b)?.id ?? 0;
});

const vendor = async (name = 'Dye Supply Co') =>
  (await admin.post('/api/vendors', { name, contact_name: 'Ada', contact_email: 'ada@dye.test' })).json();

async function draft(vendorId: number) {
  const res = await admin.post('/api/purchase-orders', {
    vendor_id: vendorId,
    lines: [
      { inventory_item_id: itemA, quantity: 10, unit_cost: 4.5 },
      { inventory_item_id: itemB, quantity: 4, unit_cost: 12 },
    ],
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const stock = async (itemId: number) =>
  ((await admin.get('/api/inventory')).json() as { id: number; quantity: number }[]).find((i) => i.id === itemId)
    ?.quantity;

describe('vendors', () => {
  it('creates (201 with id), lists, edits and deletes; refuses bad bodies', async () => {
    const created = await admin.post('/api/vendors', { name: 'Dye Co', contact_phone: '555-0100' });
    expect(created.statusCode).toBe(201);
    const v = created.json();
    expect(v).toEqual({
      id: v.id,
      name: 'Dye Co',
      contact_name: '',
      contact_email: '',
      contact_phone: '555-0100',
      purchase_order_count: 0,
    });
    expect((await admin.put(`/api/vendors/${v.id}`, { contact_email: 'x@y.test' })).json()).toMatchObject({
      name: 'Dye Co',
      contact_email: 'x@y.test',
    });
    expect((await admin.get('/api/vendors')).json()).toHaveLength(1);
    for (const bad of [[], 'x', null, {}, { name: '' }, { name: 'A', contact_email: 'nope' }, { name: 3 }]) {
      expect((await postJson(app, admin, '/api/vendors', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.put('/api/vendors/999', { name: 'X' })).statusCode).toBe(404);
    expect((await admin.delete(`/api/vendors/${v.id}`)).json()).toEqual({ success: true, id: v.id });
    expect((await admin.get('/api/vendors')).json()).toEqual([]);
  });

  it('refuses to delete a vendor that has purchase orders', async () => {
    const v = await vendor();
    await draft(v.id);
    expect((await admin.delete(`/api/vendors/${v.id}`)).json()).toEqual({
      message: '"Dye Supply Co" has 1 purchase order and cannot be deleted',
      code: 'CONFLICT',
    });
  });
});

describe('purchase orders', () => {
  it('creates a draft with lines and a server-computed total, answered by list and get', async () => {
    const v = await vendor();
    const po = await draft(v.id);
    expect(po).toMatchObject({
      vendor_id: v.id,
      vendor_name: 'Dye Supply Co',
      status: 'draft',
      total_amount: 93,
      lines: [
        { inventory_item_id: itemA, item_name: 'Tee', quantity: 10, quantity_received: 0, unit_cost: 4.5 },
        { inventory_item_id: itemB, item_name: 'Hoodie', quantity: 4, quantity_received: 0, unit_cost: 12 },
      ],
    });
    expect(po.lines[0].id).toBeGreaterThan(0);
    expect((await admin.get('/api/purchase-orders')).json()).toEqual([po]);
    expect((await admin.get(`/api/purchase-orders/${po.id}`)).json()).toEqual(po);
    expect((await admin.get('/api/purchase-orders/999')).statusCode).toBe(404);
  });

  it('refuses bad purchase-order bodies with 400', async () => {
    const v = await vendor();
    const line = { inventory_item_id: itemA, quantity: 1, unit_cost: 1 };
    for (const bad of [
      [],
      'x',
      null,
      { vendor_id: v.id },
      { vendor_id: v.id, lines: [] },
      { vendor_id: v.id, lines: 'x' },
      { vendor_id: v.id, lines: [{ ...line, quantity: 0 }] },
      { vendor_id: v.id, lines: [{ ...line, quantity: -3 }] },
      { vendor_id: v.id, lines: [{ ...line, quantity: 1.5 }] },
      { vendor_id: v.id, lines: [{ ...line, unit_cost: -1 }] },
      { vendor_id: v.id, lines: [{ ...line, unit_cost: null }] },
      { vendor_id: v.id, lines: [{ ...line, inventory_item_id: 999 }] },
      { vendor_id: 999, lines: [line] },
    ]) {
      expect((await postJson(app, admin, '/api/purchase-orders', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.get('/api/purchase-orders')).json()).toEqual([]);
  });

  it('moves draft → ordered → partially_received → received, stock and ledger following each receipt', async () => {
    const po = await draft((await vendor()).id);
    const [lineA, lineB] = po.lines;
    expect(
      (
        await postJson(app, admin, `/api/purchase-orders/${po.id}/receive`, {
          lines: [{ line_id: lineA.id, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(409);
    const ordered = await admin.put(`/api/purchase-orders/${po.id}/status`, { status: 'ordered' });
    expect(ordered.json().status).toBe('ordered');

    const half = await admin.post(`/api/purchase-orders/${po.id}/receive`, {
      lines: [
        { line_id: lineA.id, quantity: 5 },
        { line_id: lineB.id, quantity: 2 },
      ],
    });
    expect(half.json()).toMatchObject({
      status: 'partially_received',
      lines: [{ quantity_received: 5 }, { quantity_received: 2 }],
    });
    expect(await stock(itemA)).toBe(7);
    expect(await stock(itemB)).toBe(2);

    const tooMuch = await admin.post(`/api/purchase-orders/${po.id}/receive`, {
      lines: [{ line_id: lineA.id, quantity: 6 }],
    });
    expect(tooMuch.json()).toEqual({
      message: `Line ${lineA.id} (Tee) has 5 outstanding; cannot receive 6`,
      code: 'CONFLICT',
    });
    expect(await stock(itemA)).toBe(7);

    const rest = await admin.post(`/api/purchase-orders/${po.id}/receive`, {
      lines: [
        { line_id: lineA.id, quantity: 5 },
        { line_id: lineB.id, quantity: 2 },
      ],
    });
    expect(rest.json()).toMatchObject({
      status: 'received',
      lines: [{ quantity_received: 10 }, { quantity_received: 4 }],
    });
    expect(await stock(itemA)).toBe(12);

    const receipts = (await admin.get('/api/inventory-transactions?type=receive')).json();
    expect(receipts).toHaveLength(4);
    for (const r of receipts) {
      expect(r).toMatchObject({ reference_type: 'purchase_order', reference_id: po.id, actor_username: 'owner' });
    }
    expect(receipts.map((r: { quantity_change: number }) => r.quantity_change).sort()).toEqual([2, 2, 5, 5]);
    expect((await admin.put(`/api/purchase-orders/${po.id}/status`, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await admin.delete(`/api/purchase-orders/${po.id}`)).json()).toEqual({
      message: 'Only draft purchase orders can be deleted; this one is received',
      code: 'CONFLICT',
    });
  });

  it('marking an ordered purchase order received receives everything outstanding', async () => {
    const po = await draft((await vendor()).id);
    await admin.put(`/api/purchase-orders/${po.id}/status`, { status: 'ordered' });
    const done = await admin.put(`/api/purchase-orders/${po.id}/status`, { status: 'received' });
    expect(done.json()).toMatchObject({
      status: 'received',
      lines: [{ quantity_received: 10 }, { quantity_received: 4 }],
    });
    expect(await stock(itemB)).toBe(4);
  });

  it('refuses illegal status moves and bad receipts', async () => {
    const po = await draft((await vendor()).id);
    const move = (status: unknown) => admin.put(`/api/purchase-orders/${po.id}/status`, { status });
    expect((await move('received')).statusCode).toBe(409);
    expect((await move('partially_received')).json()).toEqual({
      message: 'A purchase order cannot move from draft to partially received',
      code: 'CONFLICT',
    });
    expect((await move('shipped')).statusCode).toBe(400);
    expect((await move(null)).statusCode).toBe(400);
    await move('ordered');
    expect((await move('draft')).statusCode).toBe(409);
    expect((await move('ordered')).statusCode).toBe(409);
    const receive = (body: unknown) => postJson(app, admin, `/api/purchase-orders/${po.id}/receive`, body);
    for (const bad of [
      [],
      'x',
      null,
      { lines: [] },
      { lines: [{ line_id: po.lines[0].id, quantity: 0 }] },
      { lines: [{ line_id: po.lines[0].id, quantity: -1 }] },
      { lines: [{ line_id: 99999, quantity: 1 }] },
    ]) {
      expect((await receive(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await move('cancelled')).json().status).toBe('cancelled');
    expect((await receive({ lines: [{ line_id: po.lines[0].id, quantity: 1 }] })).statusCode).toBe(409);
    expect(await stock(itemA)).toBe(2);
  });

  it('deletes a draft with its lines; an ordered one is refused', async () => {
    const v = await vendor();
    const po = await draft(v.id);
    expect((await admin.delete(`/api/purchase-orders/${po.id}`)).json()).toEqual({ success: true, id: po.id });
    expect(await db.selectFrom('purchase_order_line').select('id').execute()).toEqual([]);
    expect((await admin.delete(`/api/purchase-orders/${po.id}`)).statusCode).toBe(404);
    const other = await draft(v.id);
    await admin.put(`/api/purchase-orders/${other.id}/status`, { status: 'ordered' });
    expect((await admin.delete(`/api/purchase-orders/${other.id}`)).statusCode).toBe(409);
  });

  it('edits a draft (vendor, lines, total); an ordered one is a 409', async () => {
    const po = await draft((await vendor()).id);
    const other = await vendor('Blank Tees Ltd');
    const body = { vendor_id: other.id, lines: [{ inventory_item_id: itemB, quantity: 3, unit_cost: 10 }] };
    const edited = await admin.put(`/api/purchase-orders/${po.id}`, body);
    expect(edited.json()).toMatchObject({
      vendor_name: 'Blank Tees Ltd',
      total_amount: 30,
      lines: [{ inventory_item_id: itemB, quantity: 3 }],
    });
    expect(edited.json().lines).toHaveLength(1);
    expect(
      (await postJson(app, admin, `/api/purchase-orders/${po.id}`, { ...body, lines: [] }, 'PUT')).statusCode,
    ).toBe(400);
    await admin.put(`/api/purchase-orders/${po.id}/status`, { status: 'ordered' });
    expect((await admin.put(`/api/purchase-orders/${po.id}`, body)).json()).toEqual({
      message: 'Only draft purchase orders can be edited; this one is ordered',
      code: 'CONFLICT',
    });
  });
});
