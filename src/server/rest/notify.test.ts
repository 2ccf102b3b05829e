import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { mailOpenedReleases } from '../domain/alerts/mail-waiting.js';
import { expireAbandonedCheckouts } from '../domain/checkout/expire.js';
import { createTestGateway } from '../payments/test-gateway.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser } from '../testing/helpers.js';
import { outbox, signInOwner, useMailShop } from '../testing/mail-shop.js';
import { buyOverApi, resetBuyers } from '../testing/shoppers.js';
import type { SmtpSink } from '../testing/smtp-sink.js';

let app: FastifyInstance;
let db: Db;
let sink: SmtpSink;
let owner: TestBrowser;
const clock = manualClock();

useMailShop(clock.now, (shop) => ({ app, db, sink } = shop));
beforeEach(async () => {
  owner = await signInOwner(app, db);
  resetBuyers();
});

interface Variant {
  id: number;
  size: string;
  color: string;
  stock: number;
}

/** The owner's tee, stock per size and colour: M / white is sold out, M / black has one left. */
async function createTee(): Promise<{ id: number; variants: Variant[] }> {
  const stock: Record<string, number> = { 'S/black': 2, 'M/black': 1, 'M/white': 0 };
  const res = await owner.post('/api/products', {
    name: 'Acid Wash Tee',
    price: 40,
    sizes: ['S', 'M'],
    colors: ['black', 'white'],
    variants: Object.entries(stock).map(([k, n]) => {
      const [size, color] = k.split('/');
      return { size, color, stock: n };
    }),
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** The stock row of a variant (its inventory item). */
async function stockItem(variantId: number): Promise<number> {
  const row = await db.selectFrom('inventory_item').select('id').where('variant_id', '=', variantId).executeTakeFirst();
  return row?.id as number;
}

let ip = 0;
/** A shopper of their own (own IP: the public forms' rate limit counts per address) asking to be told. */
const notify = (body: object) =>
  new TestBrowser(app, `10.0.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`).post('/api/notify', body);

const alerts = async () => (await outbox(db)).filter((m) => m.kind === 'back_in_stock' || m.kind === 'release_open');
const waiting = () => db.selectFrom('waitlist_request').selectAll().orderBy('id').execute();

async function receive(inventoryItemId: number, quantity: number) {
  const vendor = (await owner.post('/api/vendors', { name: `Blank Co ${Math.random()}` })).json();
  const po = (
    await owner.post('/api/purchase-orders', {
      vendor_id: vendor.id,
      lines: [{ inventory_item_id: inventoryItemId, quantity, unit_cost: 6 }],
    })
  ).json();
  expect((await owner.put(`/api/purchase-orders/${po.id}/status`, { status: 'ordered' })).statusCode).toBe(200);
  const res = await owner.post(`/api/purchase-orders/${po.id}/receive`, {
    lines: [{ line_id: po.lines[0].id, quantity }],
  });
  expect(res.statusCode).toBe(200);
}

const adjust = (inventoryItemId: number, change: number) =>
  owner.post(`/api/inventory/${inventoryItemId}/adjust`, { change, notes: 'Found in the back room' });

describe('Notify me: back in stock (issue 40)', () => {
  it('3 wait for M / white, 2 are received: the first 2 are mailed, the third on the next receipt', async () => {
    const tee = await createTee();
    const mWhite = tee.variants.find((v) => v.size === 'M' && v.color === 'white') as Variant;
    for (const who of ['first', 'second', 'third']) {
      const res = await notify({ email: `${who}@example.com`, productId: tee.id, size: 'm', color: 'WHITE' });
      expect(res.statusCode).toBe(201);
      clock.advance(1000);
    }
    expect((await owner.get('/api/admin/waitlist')).json()).toEqual([
      { itemType: 'product', itemId: tee.id, size: 'M', color: 'white', waiting: 3 },
    ]);
    // Inventory's "Waiting" per variant.
    const rows = (await owner.get('/api/admin/inventory?q=Acid')).json().items as { name: string; waiting: number }[];
    expect(rows.filter((r) => r.waiting > 0).map((r) => [r.name, r.waiting])).toEqual([
      ['Acid Wash Tee — M / white', 3],
    ]);
    expect(rows.length).toBeGreaterThan(1);

    await receive(await stockItem(mWhite.id), 2);
    expect((await alerts()).map((m) => m.recipient)).toEqual(['first@example.com', 'second@example.com']);
    expect((await owner.get('/api/admin/waitlist')).json()).toEqual([
      { itemType: 'product', itemId: tee.id, size: 'M', color: 'white', waiting: 1 },
    ]);
    await app.mailWorker.tick();
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(['first@example.com', 'second@example.com']);
    const mail = sink.messages[0]?.body ?? '';
    expect(mail).toContain('Acid Wash Tee is back in stock');
    expect(mail).toContain(`https://shop.example.com/product/${tee.id}?size=M&color=white`);

    await receive(await stockItem(mWhite.id), 5);
    expect((await alerts()).map((m) => m.recipient)).toEqual([
      'first@example.com',
      'second@example.com',
      'third@example.com',
    ]);
    await app.mailWorker.tick();
    expect(sink.messages).toHaveLength(3);
    // Nobody waits: more stock mails nobody again.
    await adjust(await stockItem(mWhite.id), 3);
    expect(await alerts()).toHaveLength(3);
    expect((await owner.get('/api/admin/waitlist')).json()).toEqual([]);
  });

  it('the same request twice answers 202 and mails once; a French shopper gets the French mail', async () => {
    const tee = await createTee();
    const mWhite = tee.variants.find((v) => v.size === 'M' && v.color === 'white') as Variant;
    const body = { email: 'Twice@Example.com', productId: tee.id, size: 'M', color: 'white' };
    expect((await notify(body)).statusCode).toBe(201);
    const again = await notify({ ...body, email: 'twice@example.com' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({ created: false });
    const fr = await new TestBrowser(app, '10.9.9.9').request(
      'POST',
      '/api/notify',
      { ...body, email: 'lea@example.fr' },
      {
        'x-shop-locale': 'fr',
      },
    );
    expect(fr.statusCode).toBe(201);
    expect(fr.json().message).toBe('Merci. Nous vous écrirons une seule fois quand l’article sera de retour.');
    expect(await waiting()).toHaveLength(2);

    expect((await adjust(await stockItem(mWhite.id), 4)).statusCode).toBe(200);
    const mails = await alerts();
    expect(mails.map((m) => m.recipient)).toEqual(['twice@example.com', 'lea@example.fr']);
    expect(mails[1]?.subject).toBe('Acid Wash Tee est de retour en stock');
    expect(mails[1]?.text).toContain(`/fr/product/${tee.id}?size=M&color=white`);
    // Mailed: it no longer waits, so asking again is a new request.
    expect((await notify(body)).statusCode).toBe(400); // in stock now: nothing to wait for
  });

  it('a refund’s restock mails the waiting shopper; a cancelled checkout hold ending mails nobody', async () => {
    const tee = await createTee();
    // The last M / black is held by an unpaid checkout: sold out to everyone else.
    const held = await buyOverApi(app, [{ productId: tee.id, size: 'M', color: 'black', quantity: 1 }], { pay: false });
    expect(
      (await notify({ email: 'patient@example.com', productId: tee.id, size: 'M', color: 'black' })).statusCode,
    ).toBe(201);
    clock.advance(60 * 60_000);
    expect(await expireAbandonedCheckouts({ db, clock: clock.now, gateway: createTestGateway(db, clock.now) })).toBe(1);
    expect(
      (await db.selectFrom('order').select('status').where('id', '=', held.orderId).executeTakeFirst())?.status,
    ).toBe('cancelled');
    expect(await alerts()).toEqual([]);

    // Bought and refunded with restock: the unit comes back through the ledger and mails the shopper.
    const sold = await buyOverApi(app, [{ productId: tee.id, size: 'M', color: 'black', quantity: 1 }]);
    const order = (await owner.get(`/api/admin/orders/${sold.orderId}`)).json();
    const refund = await owner.post(`/api/admin/orders/${sold.orderId}/refund`, {
      lines: [{ orderItemId: order.items[0].id, quantity: 1 }],
      restock: true,
    });
    expect(refund.statusCode).toBe(200);
    expect((await alerts()).map((m) => m.recipient)).toEqual(['patient@example.com']);
  });
});

describe('Notify me: a release', () => {
  it('a release with 50 waiting mails all 50 when it opens, each once', async () => {
    const id = await addProduct(db, { name: 'Drop Hoodie', sizes: [], colors: [], stock: 100 });
    const opens = new Date(clock.now().getTime() + 60 * 60_000).toISOString();
    await db.updateTable('product').set({ publish_at: opens, announce: 1 }).where('id', '=', id).execute();
    for (let i = 0; i < 50; i++) {
      expect((await notify({ email: `fan${i}@example.com`, productId: id })).statusCode).toBe(201);
    }
    // A release removed from the shop before it opens mails nobody.
    const gone = await addProduct(db, { name: 'Gone Hoodie', sizes: [], colors: [], stock: 5 });
    await db.updateTable('product').set({ publish_at: opens, announce: 1 }).where('id', '=', gone).execute();
    expect((await notify({ email: 'late@example.com', productId: gone })).statusCode).toBe(201);
    await db.updateTable('product').set({ deleted_at: clock.now().toISOString() }).where('id', '=', gone).execute();
    expect(await mailOpenedReleases({ db, clock: clock.now })).toBe(0);
    clock.advance(61 * 60_000);
    expect(await mailOpenedReleases({ db, clock: clock.now })).toBe(50);
    expect(await mailOpenedReleases({ db, clock: clock.now })).toBe(0);
    const mails = await alerts();
    expect(new Set(mails.map((m) => m.recipient)).size).toBe(50);
    expect(mails.every((m) => m.kind === 'release_open' && m.subject === 'Drop Hoodie is on sale now')).toBe(true);
    for (let i = 0; i < 5 && sink.messages.length < 50; i++) await app.mailWorker.tick();
    expect(sink.messages).toHaveLength(50);
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(50);
  });
});

describe('Notify me: refusals and the owner’s list', () => {
  it('refuses an item on sale in that size, a bad e-mail and a malformed body (400, nothing written)', async () => {
    const tee = await createTee();
    const cases: [object, RegExp][] = [
      [{ email: 'a@example.com', productId: tee.id, size: 'S', color: 'black' }, /in stock/],
      [{ email: 'not-an-email', productId: tee.id, size: 'M', color: 'white' }, /valid email/],
      [{ email: 'a@example.com', productId: tee.id, paintingId: 1 }, /either productId or paintingId/],
      [{ email: 'a@example.com' }, /either productId or paintingId/],
      [{ email: 'a@example.com', productId: String(tee.id), size: 'M', color: 'white' }, /productId/],
      [{ email: 'a@example.com', productId: tee.id, size: 'XXL', color: 'white' }, /sizes/],
      [{ email: 'a@example.com', productId: tee.id, size: 'M', color: 'white', newsletter: 'yes' }, /newsletter/],
    ];
    for (const [body, message] of cases) {
      const res = await notify(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatch(message);
    }
    expect((await notify({ email: 'a@example.com', productId: 999_999 })).statusCode).toBe(404);
    // A French page is answered in French.
    const french = await new TestBrowser(app, '10.9.9.8').request(
      'POST',
      '/api/notify',
      { email: 'a@example.com', productId: tee.id, size: 'S', color: 'black' },
      { 'x-shop-locale': 'fr' },
    );
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe('Cet article est en stock dans cette taille : ajoutez-le à votre panier.');
    expect(await waiting()).toEqual([]);
    expect(await db.selectFrom('newsletter_subscriber').select('id').execute()).toEqual([]);
  });

  it('the newsletter box subscribes the address; unticked, it does not', async () => {
    const tee = await createTee();
    const ask = { productId: tee.id, size: 'M', color: 'white' };
    await notify({ ...ask, email: 'alert-only@example.com' });
    await notify({ ...ask, email: 'fan@example.com', newsletter: true });
    const subscribers = await db.selectFrom('newsletter_subscriber').select('email').execute();
    expect(subscribers.map((s) => s.email)).toEqual(['fan@example.com']);
  });

  it('the waitlist and its export are the owner’s alone; the export lists who waits for what', async () => {
    const tee = await createTee();
    await notify({ email: 'w@example.com', productId: tee.id, size: 'M', color: 'white' });
    expect((await new TestBrowser(app).get('/api/admin/waitlist')).statusCode).toBe(401);
    expect((await new TestBrowser(app).get('/api/admin/exports/waitlist.csv')).statusCode).toBe(401);
    const csv = await owner.get('/api/admin/exports/waitlist.csv');
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('email,item_type,item_id,item,size,color,waits_for,newsletter,language,asked_at');
    expect(lines[1]).toMatch(new RegExp(`^w@example.com,product,${tee.id},Acid Wash Tee,M,white,restock,false,en,`));
  });

  it('is rate-limited as the other public forms', async () => {
    const tee = await createTee();
    const browser = new TestBrowser(app, '10.200.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await browser.post('/api/notify', {
            email: `r${i}@example.com`,
            productId: tee.id,
            size: 'M',
            color: 'white',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('Notify me: racers', () => {
  it('two restocks at once never mail the same request twice, and mail one per unit', async () => {
    const tee = await createTee();
    const mWhite = tee.variants.find((v) => v.size === 'M' && v.color === 'white') as Variant;
    const item = await stockItem(mWhite.id);
    for (let i = 0; i < 6; i++) {
      await notify({ email: `racer${i}@example.com`, productId: tee.id, size: 'M', color: 'white' });
      clock.advance(1000);
    }
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([adjust(item, 1), adjust(item, 1)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const mails = await alerts();
      expect(mails).toHaveLength(2 * (round + 1));
      expect(new Set(mails.map((m) => m.recipient)).size).toBe(mails.length);
    }
    expect((await alerts()).map((m) => m.recipient)).toEqual([0, 1, 2, 3, 4, 5].map((i) => `racer${i}@example.com`));
  });
});
