import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));
beforeEach(() => resetBuyers());

interface Variant {
  id: number;
  size: string;
  color: string;
  sku: string;
  stock: number;
  price: number;
}

const STOCK: Record<string, number> = {
  'S/black': 2,
  'S/white': 1,
  'M/black': 3,
  'M/white': 0,
  'L/black': 1,
  'L/white': 4,
};

/** The owner's tee: S/M/L × black/white, its own stock per combination, XL-style override on L/white. */
async function createTee() {
  const variants = Object.entries(STOCK).map(([k, stock]) => {
    const [size, color] = k.split('/');
    return { size, color, stock, ...(k === 'L/white' ? { price: 44 } : {}) };
  });
  const res = await admin.post('/api/products', {
    name: 'Acid Wash Tee',
    price: 40,
    sizes: ['S', 'M', 'L'],
    colors: ['black', 'white'],
    variants,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const variantOf = (product: { variants: Variant[] }, size: string, color: string) =>
  product.variants.find((v) => v.size === size && v.color === color) as Variant;

async function stocks(id: number): Promise<Record<string, number>> {
  const product = (await new TestBrowser(app).get(`/api/products/${id}`)).json();
  return Object.fromEntries(product.variants.map((v: Variant) => [`${v.size}/${v.color}`, v.stock]));
}

async function ledgerSums(): Promise<{ quantity: number; ledger: number }[]> {
  return db
    .selectFrom('inventory_item as ii')
    .select((eb) => [
      'ii.quantity',
      eb
        .selectFrom('inventory_transaction as t')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('t.quantity_change'), e.val(0)).as('s'))
        .whereRef('t.inventory_item_id', '=', 'ii.id')
        .as('ledger'),
    ])
    .execute()
    .then((rows) => rows.map((r) => ({ quantity: r.quantity, ledger: Number(r.ledger) })));
}

describe('a tee with stock per variant, over the documented calls', () => {
  it('creates per-variant stock, sells one variant, refunds it back and receives a purchase order into another', async () => {
    const tee = await createTee();
    expect(tee).toMatchObject({
      stockPerVariant: true,
      stock: 11,
      sizes: ['S', 'M', 'L'],
      colors: ['black', 'white'],
    });
    expect(tee.variants).toHaveLength(6);
    expect(variantOf(tee, 'L', 'white')).toMatchObject({ price: 44, stock: 4 });
    expect(variantOf(tee, 'M', 'black')).toMatchObject({
      price: 40,
      stock: 3,
      sku: expect.stringMatching(/^WBS-P-/),
    });
    expect(await stocks(tee.id)).toEqual(STOCK);

    const shopper = new TestBrowser(app);
    const cartId = randomUUID();
    const line = { cartId, productId: tee.id, quantity: 1 };
    // Sold out, not offered, missing a colour the product has: refused with the messages.
    expect((await shopper.post('/api/cart', { ...line, size: 'M', color: 'white' })).json()).toEqual({
      message: 'M / white is out of stock.',
      code: 'OUT_OF_STOCK',
    });
    const notOffered = await shopper.post('/api/cart', {
      ...line,
      size: 'XL',
      color: 'black',
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toEqual({
      message: 'This size or colour is not available.',
      code: 'BAD_REQUEST',
    });
    expect((await shopper.post('/api/cart', { ...line, size: 'M', color: '' })).statusCode).toBe(400);
    const tooMany = await shopper.post('/api/cart', {
      ...line,
      size: 's',
      color: 'BLACK',
      quantity: 3,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: 'Only 2 left in S / black.',
      code: 'OUT_OF_STOCK',
    });

    // The override prices the line, the cart names the variant.
    const added = (await shopper.post('/api/cart', { ...line, size: 'L', color: 'white' })).json();
    expect(added).toMatchObject({
      price: 44,
      variantId: variantOf(tee, 'L', 'white').id,
      variantLabel: 'Acid Wash Tee — L / white',
    });

    // A buyer takes the last L/black: only L/black drops.
    const { orderId } = await buyOverApi(app, [{ productId: tee.id, size: 'L', color: 'black', quantity: 1 }]);
    expect(await stocks(tee.id)).toEqual({ ...STOCK, 'L/black': 0 });
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(order.items).toEqual([
      expect.objectContaining({
        name: 'Acid Wash Tee',
        size: 'L',
        color: 'black',
        price: 40,
        variantId: variantOf(tee, 'L', 'black').id,
        variantLabel: 'Acid Wash Tee — L / black',
      }),
    ]);
    const mail = await db.selectFrom('mail_message').select('text').where('order_id', '=', orderId).execute();
    expect(mail.some((m) => m.text.includes('Acid Wash Tee — L / black'))).toBe(true);

    // A refund with restock brings exactly that variant back.
    const refund = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: order.items[0].id, quantity: 1 }],
      restock: true,
    });
    expect(refund.statusCode).toBe(200);
    expect(await stocks(tee.id)).toEqual(STOCK);

    // The stock screens name the variants; a purchase order line is a variant and receives into it.
    const inventory = (await admin.get('/api/inventory')).json();
    const mBlack = inventory.find((i: { name: string }) => i.name === 'Acid Wash Tee — M / black');
    expect(mBlack).toMatchObject({
      variant_id: variantOf(tee, 'M', 'black').id,
      size: 'M',
      color: 'black',
      quantity: 3,
    });
    expect(inventory.filter((i: { product_id: number }) => i.product_id === tee.id)).toHaveLength(6);
    const vendor = (await admin.post('/api/vendors', { name: 'Blank Co' })).json();
    const po = (
      await admin.post('/api/purchase-orders', {
        vendor_id: vendor.id,
        lines: [{ inventory_item_id: mBlack.id, quantity: 10, unit_cost: 6 }],
      })
    ).json();
    expect(po.lines[0]).toMatchObject({
      item_name: 'Acid Wash Tee — M / black',
    });
    await admin.put(`/api/purchase-orders/${po.id}/status`, {
      status: 'ordered',
    });
    await admin.post(`/api/purchase-orders/${po.id}/receive`, {
      lines: [{ line_id: po.lines[0].id, quantity: 10 }],
    });
    expect(await stocks(tee.id)).toEqual({ ...STOCK, 'M/black': 13 });
    const ledger = (await admin.get(`/api/inventory-transactions?itemId=${mBlack.id}`)).json();
    expect(ledger.map((t: { item_name: string }) => t.item_name)).toContain('Acid Wash Tee — M / black');
    for (const item of await ledgerSums()) expect(item.ledger).toBe(item.quantity);

    // The dashboard's best seller expands by variant (the refunded sale nets to nothing; a new one counts).
    await buyOverApi(app, [{ productId: tee.id, size: 'S', color: 'white', quantity: 1 }]);
    const byVariant = await admin.get(
      `/trpc/admin.dashboard.bestSellerVariants?input=${encodeURIComponent(JSON.stringify({ productId: tee.id }))}`,
    );
    expect(byVariant.json().result.data).toEqual([
      {
        variantId: variantOf(tee, 'S', 'white').id,
        size: 'S',
        color: 'white',
        name: 'Acid Wash Tee — S / white',
        units: 1,
        revenue: 40,
      },
    ]);
  }, 60_000);

  it('changes no variant stock on a GET → PUT round trip of the documented fields', async () => {
    const tee = await createTee();
    const { id, variants, stockPerVariant, ...documented } = (await admin.get(`/api/products/${tee.id}`)).json();
    expect(variants).toHaveLength(6);
    expect(stockPerVariant).toBe(true);
    const before = await db.selectFrom('inventory_transaction').select('id').execute();
    const put = await admin.put(`/api/products/${id}`, {
      ...documented,
      stock: 999,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ stock: 11, stockPerVariant: true });
    expect(await stocks(id)).toEqual(STOCK);
    expect(await db.selectFrom('inventory_transaction').select('id').execute()).toEqual(before);
  });

  it('adds sizes at 0 and retires removed ones, keeping their ledger and the orders that bought them', async () => {
    const tee = await createTee();
    const { orderId } = await buyOverApi(app, [{ productId: tee.id, size: 'S', color: 'black', quantity: 1 }]);
    const sBlack = variantOf(tee, 'S', 'black');
    const put = await admin.put(`/api/products/${tee.id}`, {
      sizes: ['M', 'L', 'XL'],
    });
    expect(put.statusCode).toBe(200);
    const edited = put.json();
    expect(edited.variants.map((v: Variant) => `${v.size}/${v.color}`)).toEqual([
      'M/black',
      'M/white',
      'L/black',
      'L/white',
      'XL/black',
      'XL/white',
    ]);
    expect(variantOf(edited, 'XL', 'black').stock).toBe(0);
    expect(variantOf(edited, 'M', 'black').id).toBe(variantOf(tee, 'M', 'black').id);
    expect(edited.stock).toBe(3 + 0 + 1 + 4);
    // The retired S items are gone from the stock lists, their ledger kept.
    const names = (await admin.get('/api/inventory')).json().map((i: { name: string }) => i.name);
    expect(names).not.toContain('Acid Wash Tee — S / black');
    expect(names).toContain('Acid Wash Tee — XL / white');
    const sItem = await db
      .selectFrom('inventory_item')
      .select(['id', 'archived_at'])
      .where('variant_id', '=', sBlack.id)
      .executeTakeFirstOrThrow();
    expect(sItem.archived_at).not.toBeNull();
    expect(
      await db.selectFrom('inventory_transaction').select('id').where('inventory_item_id', '=', sItem.id).execute(),
    ).toHaveLength(2);
    // The paid order that bought S/black still reads it.
    const order = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    expect(order.items[0]).toMatchObject({
      variantId: sBlack.id,
      variantLabel: 'Acid Wash Tee — S / black',
    });
    // S is no longer sold; bringing it back revives the same variant with its stock.
    const cart = {
      cartId: randomUUID(),
      productId: tee.id,
      quantity: 1,
      size: 'S',
      color: 'black',
    };
    expect((await new TestBrowser(app).post('/api/cart', cart)).json().message).toBe(
      'This size or colour is not available.',
    );
    const back = (
      await admin.put(`/api/products/${tee.id}`, {
        sizes: ['S', 'M', 'L', 'XL'],
      })
    ).json();
    expect(variantOf(back, 'S', 'black')).toMatchObject({
      id: sBlack.id,
      stock: 1,
    });
  }, 30_000);

  it('a PUT of one documented field leaves the others (sizes, colours, stock, description) as they are', async () => {
    const created = (
      await admin.post('/api/products', {
        name: 'Dyed Tee',
        description: 'Soft.',
        price: 30,
        sizes: 'M',
        colors: 'red',
        stock: 3,
        shipping_price: 5,
      })
    ).json();
    const edited = (await admin.put(`/api/products/${created.id}`, { price: 31 })).json();
    expect(edited).toMatchObject({
      price: 31,
      description: 'Soft.',
      sizes: ['M'],
      colors: ['red'],
      stock: 3,
      shipping_price: 5,
    });
  });

  it('switches to stock per variant and back through the ledger', async () => {
    const created = await admin.post('/api/products', {
      name: 'Plain Tee',
      price: 30,
      sizes: 'M, L',
      colors: '',
      stock: 7,
    });
    const plain = created.json();
    expect(plain).toMatchObject({ stock: 7, stockPerVariant: false });
    expect(plain.variants.map((v: Variant) => [v.size, v.color, v.stock])).toEqual([
      ['M', '', 7],
      ['L', '', 7],
    ]);
    const on = (await admin.put(`/api/products/${plain.id}`, { stockPerVariant: true })).json();
    expect(on.variants.map((v: Variant) => v.stock)).toEqual([7, 0]);
    expect(on.stock).toBe(7);
    const moved = await db
      .selectFrom('inventory_transaction')
      .select(['quantity_change', 'notes'])
      .where('notes', 'like', '%stock per variant turned on%')
      .execute();
    expect(moved.map((m) => m.quantity_change).sort()).toEqual([-7, 7]);
    const set = (
      await admin.put(`/api/products/${plain.id}`, {
        variants: [{ size: 'L', color: '', stock: 2 }],
      })
    ).json();
    expect(set.variants.map((v: Variant) => v.stock)).toEqual([7, 2]);
    const off = (await admin.put(`/api/products/${plain.id}`, { stockPerVariant: false })).json();
    expect(off).toMatchObject({ stockPerVariant: false, stock: 9 });
    expect(off.variants.map((v: Variant) => v.stock)).toEqual([9, 9]);
    // Shared again: the documented stock field writes the one number.
    expect((await admin.put(`/api/products/${plain.id}`, { stock: 4 })).json().stock).toBe(4);
    for (const item of await ledgerSums()) expect(item.ledger).toBe(item.quantity);
    const born = await admin.post('/api/products', {
      name: 'Born Split',
      price: 30,
      sizes: 'M, L',
      stock: 5,
      stockPerVariant: true,
    });
    expect(born.json()).toMatchObject({ stockPerVariant: true, stock: 5 });
    expect(born.json().variants.map((v: Variant) => v.stock)).toEqual([5, 0]);
    const bad = await admin.put(`/api/products/${plain.id}`, {
      variants: [{ size: 'XXL', color: '', stock: 1 }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
