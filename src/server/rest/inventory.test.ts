import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { postJson, type TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let adminId: number;
useTestApp({ admin: true }, (shop) => ({ app, db, admin, adminId } = shop));

async function itemOf(productId: number) {
  const items = (await admin.get('/api/inventory')).json();
  return items.find((i: { product_id: number | null }) => i.product_id === productId);
}

describe('inventory items', () => {
  it('lists items with the spec fields and names; low stock is quantity at or below the threshold', async () => {
    const tee = await addProduct(db, { name: 'Tee', stock: 5 });
    await addProduct(db, { name: 'Hoodie', stock: 6 });
    await addPainting(db, { title: 'Tidal Drift' });
    await addPainting(db, { title: 'Sold Sky', sold: true, stock: 0 });
    const items = (await admin.get('/api/inventory')).json();
    expect(items).toHaveLength(4);
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        'id',
        'item_type',
        'product_id',
        'painting_id',
        'sku',
        'location',
        'quantity',
        'low_stock_threshold',
        'last_updated',
        'name',
        'image_url',
        'discontinued',
        'variant_id',
        'size',
        'color',
      ].sort(),
    );
    const low = (await admin.get('/api/inventory/low-stock')).json();
    expect(low.map((i: { name: string }) => i.name)).toContain('Tee');
    expect(low.map((i: { name: string }) => i.name)).not.toContain('Hoodie');
    // A sold original cannot be restocked: it is not "low".
    expect(low.map((i: { name: string }) => i.name)).not.toContain('Sold Sky');
    const item = await itemOf(tee);
    expect(item).toMatchObject({ item_type: 'product', quantity: 5, low_stock_threshold: 5, discontinued: false });
  });

  it('edits SKU, location and threshold; a taken SKU is a 409; bad bodies are 400s', async () => {
    const a = await itemOf(await addProduct(db, { name: 'A' }));
    const b = await itemOf(await addProduct(db, { name: 'B' }));
    const res = await admin.put(`/api/inventory/${a.id}`, {
      sku: 'TEE-1',
      location: 'Shelf 2',
      low_stock_threshold: 12,
    });
    expect(res.json()).toMatchObject({ id: a.id, sku: 'TEE-1', location: 'Shelf 2', low_stock_threshold: 12 });
    expect((await admin.put(`/api/inventory/${b.id}`, { sku: 'TEE-1' })).statusCode).toBe(409);
    for (const bad of [{ low_stock_threshold: -1 }, { low_stock_threshold: 'x' }, { sku: '' }, { location: 5 }]) {
      expect((await admin.put(`/api/inventory/${a.id}`, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.put('/api/inventory/999', { location: 'x' })).statusCode).toBe(404);
  });

  it('adjusts stock through the ledger with the admin as actor; a note is required; below zero is a 409', async () => {
    const item = await itemOf(await addProduct(db, { stock: 3 }));
    const add = await admin.post(`/api/inventory/${item.id}/adjust`, { change: 4, notes: 'Found a box' });
    expect(add.json()).toMatchObject({ quantity: 7 });
    const remove = await admin.post(`/api/inventory/${item.id}/adjust`, { change: -2, notes: 'Damaged' });
    expect(remove.json()).toMatchObject({ quantity: 5 });
    const tooMany = await admin.post(`/api/inventory/${item.id}/adjust`, { change: -6, notes: 'Oops' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Only 5 in stock; cannot remove 6');
    for (const bad of [
      { change: 2 },
      { change: 2, notes: '  ' },
      { change: 0, notes: 'x' },
      { change: 1.5, notes: 'x' },
      { change: '0x2', notes: 'x' },
      { change: true, notes: 'x' },
      { change: null, notes: 'x' },
    ]) {
      const res = await admin.post(`/api/inventory/${item.id}/adjust`, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await admin.post(`/api/inventory/${item.id}/adjust`, { change: 2 })).json().message).toBe(
      'notes: A note is required',
    );
    for (const bad of [[], 'x', null]) {
      expect((await postJson(app, admin, `/api/inventory/${item.id}/adjust`, bad)).statusCode).toBe(400);
    }
    const ledger = (await admin.get(`/api/inventory-transactions?itemId=${item.id}`)).json();
    expect(
      ledger.map((t: { transaction_type: string; quantity_change: number; notes: string }) => [
        t.transaction_type,
        t.quantity_change,
        t.notes,
      ]),
    ).toEqual([
      ['adjust_remove', -2, 'Damaged'],
      ['adjust_add', 4, 'Found a box'],
      ['initial', 3, 'Opening stock'],
    ]);
    expect(ledger[0]).toMatchObject({ actor_username: 'owner', reference_type: 'adjustment', reference_id: null });
    const actors = await db.selectFrom('inventory_transaction').select('actor_user_id').execute();
    expect(actors.filter((a) => a.actor_user_id === adminId)).toHaveLength(2);
  });

  it('filters the ledger by type and item, newest first; an unknown type is a 400', async () => {
    const a = await itemOf(await addProduct(db, { stock: 3 }));
    const b = await itemOf(await addProduct(db, { stock: 4 }));
    await admin.post(`/api/inventory/${a.id}/adjust`, { change: 1, notes: 'x' });
    const all = (await admin.get('/api/inventory-transactions')).json();
    expect(all.map((t: { id: number }) => t.id)).toEqual(
      [...all.map((t: { id: number }) => t.id)].sort((x, y) => y - x),
    );
    expect(Object.keys(all[0])).toEqual(
      expect.arrayContaining([
        'id',
        'created_at',
        'transaction_type',
        'quantity_change',
        'reference_type',
        'reference_id',
        'notes',
        'item_name',
      ]),
    );
    const initial = (await admin.get('/api/inventory-transactions?type=initial')).json();
    expect(initial).toHaveLength(2);
    expect((await admin.get(`/api/inventory-transactions?type=initial&itemId=${b.id}`)).json()).toHaveLength(1);
    expect((await admin.get('/api/inventory-transactions?type=&itemId=')).json()).toHaveLength(3);
    expect((await admin.get('/api/inventory-transactions?type=steal')).statusCode).toBe(400);
    expect((await admin.get('/api/inventory-transactions?itemId=x')).statusCode).toBe(400);
  });

  it('refuses to delete the item of a live product (409) and archives the item of a deleted one', async () => {
    const productId = await addProduct(db, { name: 'Tee' });
    const item = await itemOf(productId);
    expect((await admin.delete(`/api/inventory/${item.id}`)).json()).toEqual({
      message: '"Tee" is still in use: its product is in the shop. Delete the product first.',
      code: 'CONFLICT',
    });
    await admin.delete(`/api/products/${productId}`);
    expect(await itemOf(productId)).toMatchObject({ discontinued: true });
    expect((await admin.get('/api/inventory/low-stock')).json()).toEqual([]);
    expect((await admin.delete(`/api/inventory/${item.id}`)).json()).toEqual({ success: true, id: item.id });
    expect(await itemOf(productId)).toBeUndefined();
    expect((await admin.delete(`/api/inventory/${item.id}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/inventory-transactions?itemId=${item.id}`)).json()).toHaveLength(1);
  });
});
