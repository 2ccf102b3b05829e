import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISCOUNT_IN_USE, DISCOUNT_REFUSALS } from '../../shared/schemas/discounts.js';
import { taxFor } from '../../shared/tax.js';
import type { Db } from '../db/index.js';
import { addCategory, addProduct } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { TEST_ADDRESS, VISA } from '../testing/shoppers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

let shoppers = 0;
let tee: number;
let cap: number;
beforeEach(async () => {
  tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4500, stock: 100 });
  cap = await addProduct(db, { name: 'Bleach Cap', priceCents: 3000, stock: 100 });
});

/** A registered shopper with a new cart holding these lines ([productId, quantity]). */
async function shopper(lines: [number, number][], ip = '127.0.0.1') {
  const name = `disc${++shoppers}`;
  const browser = new TestBrowser(app, ip);
  expect(
    (await browser.post('/api/register', { username: name, email: `${name}@example.com`, password: 'secret1' }))
      .statusCode,
  ).toBe(201);
  const cartId = randomUUID();
  for (const [productId, quantity] of lines) {
    const added = await browser.post('/api/cart', { cartId, productId, quantity, size: 'M', color: 'black' });
    expect(added.statusCode).toBe(201);
  }
  const apply = (code: unknown) => browser.post(`/api/cart/${cartId}/discount`, { code });
  const checkout = () =>
    browser.post('/api/create-payment-intent', {
      cartId,
      shippingMethod: 'us-standard',
      shippingAddress: TEST_ADDRESS,
    });
  return { browser, cartId, apply, checkout, email: `${name}@example.com` };
}

async function buy(s: Awaited<ReturnType<typeof shopper>>) {
  const started = await s.checkout();
  expect(started.statusCode).toBe(200);
  const paid = await s.browser.post('/api/test-gateway/confirm', {
    clientSecret: started.json().clientSecret,
    card: VISA,
  });
  expect(paid.json().status).toBe('succeeded');
  return { session: started.json(), order: paid.json().order };
}

const create = (body: object) => admin.post('/api/discounts', body);
const SPRING10 = { code: 'SPRING10', type: 'percentage', value: 10, minimumSubtotal: 50, usageLimit: 100 };

describe('the owner creates, lists, edits, disables and deletes discounts', () => {
  it('answers 201 with the discount, its status and uses; codes are case-insensitive and unique', async () => {
    const created = await create(SPRING10);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      id: expect.any(Number),
      code: 'SPRING10',
      automatic: false,
      type: 'percentage',
      value: 10,
      minimumSubtotal: 50,
      usageLimit: 100,
      oncePerCustomer: false,
      appliesTo: null,
      timesUsed: 0,
      revenue: 0,
      status: 'active',
    });
    const auto = await create({
      title: 'Free shipping over $150',
      automatic: true,
      type: 'free_shipping',
      minimumSubtotal: 150,
    });
    expect(auto.statusCode).toBe(201);
    expect(auto.json()).toMatchObject({
      code: null,
      automatic: true,
      title: 'Free shipping over $150',
      status: 'active',
    });

    expect((await create({ ...SPRING10, code: 'spring10' })).statusCode).toBe(409);
    const scheduled = await create({ code: 'LATER', type: 'fixed_amount', value: 5, startsAt: '2999-01-01T00:00:00Z' });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', value: 5 });
    const expired = await create({ code: 'OLD', type: 'fixed_amount', value: 5, endsAt: '2020-01-01T00:00:00Z' });
    expect(expired.json().status).toBe('expired');

    const list = await admin.get('/api/discounts');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { code: string | null }) => d.code)).toEqual(['OLD', 'LATER', null, 'SPRING10']);

    const edited = await admin.put(`/api/discounts/${created.json().id}`, { value: 15, usageLimit: null });
    expect(edited.json()).toMatchObject({ value: 15, usageLimit: null, code: 'SPRING10', minimumSubtotal: 50 });
    const disabled = await admin.put(`/api/discounts/${created.json().id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true, status: 'disabled' });

    const deleted = await admin.delete(`/api/discounts/${scheduled.json().id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await admin.delete(`/api/discounts/${scheduled.json().id}`)).statusCode).toBe(404);
    const audited = await db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'like', 'admin.discounts.%')
      .execute();
    expect(audited.map((a) => a.action)).toContain('admin.discounts.create');
  });

  it('refuses bad discounts with 400 and a message naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ code: 'SPRING 10', type: 'percentage', value: 10 }, /Code/],
      [{ code: 'X'.repeat(33), type: 'percentage', value: 10 }, /Code/],
      [{ code: 'BIG', type: 'percentage', value: 150 }, /percentage/i],
      [{ code: 'ZERO', type: 'fixed_amount', value: 0 }, /fixed amount/i],
      [{ type: 'percentage', value: 10 }, /title|code/i],
      [{ code: 'WHAT', type: 'bogus', value: 10 }, /type/],
      [
        {
          code: 'BACK',
          type: 'fixed_amount',
          value: 5,
          startsAt: '2030-01-02T00:00:00Z',
          endsAt: '2030-01-01T00:00:00Z',
        },
        /endsAt/,
      ],
      [{ title: 'Auto', automatic: true, type: 'percentage', value: 5, appliesTo: { paintings: true } }, /Only codes/],
      [{ code: 'LIM', type: 'percentage', value: 5, usageLimit: 0 }, /usageLimit/],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const res = await admin.put('/api/discounts/999', { value: 5 });
    expect(res.statusCode).toBe(404);
  });

  it('keeps the admin calls for the admin', async () => {
    const s = await shopper([[tee, 1]]);
    expect((await s.browser.get('/api/discounts')).statusCode).toBe(403);
    expect((await s.browser.post('/api/discounts', SPRING10)).statusCode).toBe(403);
    expect((await new TestBrowser(app).get('/api/discounts')).statusCode).toBe(401);
  });
});

describe('a shopper applies SPRING10 and pays the discounted total', () => {
  it('is refused below the minimum, applies after adding an item, and the totals, order, mail, dashboard and refund agree', async () => {
    const spring = (await create(SPRING10)).json();
    await create({ title: 'Free shipping over $150', automatic: true, type: 'free_shipping', minimumSubtotal: 150 });
    const s = await shopper([[tee, 1]]);
    const low = await s.apply('SPRING10');
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({ message: 'Spend $50.00 or more to use this code.', code: 'BAD_REQUEST' });

    await s.browser.post('/api/cart', { cartId: s.cartId, productId: cap, quantity: 1, size: 'M', color: 'black' });
    const applied = await s.apply('spring10');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({ code: 'SPRING10', type: 'percentage', amountOff: 7.5, freeShipping: false });
    const totals = (await s.browser.get(`/api/cart/${s.cartId}/totals`)).json();
    expect(totals).toMatchObject({
      subtotal: 75,
      discountTotal: 7.5,
      total: 67.5,
      enteredCode: 'SPRING10',
      notice: null,
    });
    expect(totals.discount).toMatchObject({ code: 'SPRING10', automatic: false, amountOff: 7.5 });

    const tax = taxFor('US', 'TX', 6750).amountCents;
    const { session, order } = await buy(s);
    const totalCents = 6750 + 795 + tax;
    expect(session).toMatchObject({
      subtotal: 75,
      discountTotal: 7.5,
      shipping: 7.95,
      tax: tax / 100,
      total: totalCents / 100,
    });
    expect(session.amount).toBe(totalCents / 100);
    expect(order).toMatchObject({
      discountCode: 'SPRING10',
      discountTotal: 7.5,
      subtotal: 75,
      total: totalCents / 100,
    });
    expect(order.items.map((i: { name: string; discount: number }) => [i.name, i.discount])).toEqual([
      ['Acid Tee', 4.5],
      ['Bleach Cap', 3],
    ]);
    const intent = await db
      .selectFrom('payment')
      .select('amount_cents')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(intent.amount_cents).toBe(totalCents);

    const mail = await db
      .selectFrom('mail_message')
      .select(['text', 'html'])
      .where('order_id', '=', order.id)
      .where('kind', '=', 'order_confirmation')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('Discount (SPRING10): -$7.50');
    expect(mail.text).toContain(`Total: $${(totalCents / 100).toFixed(2)}`);

    const dashboard = (await admin.get('/api/admin/dashboard')).json();
    expect(dashboard.totals.today).toMatchObject({ orders: 1, revenue: totalCents / 100, discounts: 7.5 });
    expect(dashboard.recentOrders[0]).toMatchObject({ id: order.id, discountCode: 'SPRING10' });
    const listed = (await admin.get('/api/discounts')).json().find((d: { id: number }) => d.id === spring.id);
    expect(listed).toMatchObject({ timesUsed: 1, revenue: totalCents / 100 });

    // Refunding the tee returns what was paid for it (45 − 4.50) and its share of the tax.
    const teeLine = order.items.find((i: { name: string }) => i.name === 'Acid Tee');
    const refund = await admin.post(`/api/admin/orders/${order.id}/refund`, {
      lines: [{ orderItemId: teeLine.id, quantity: 1 }],
    });
    expect(refund.statusCode).toBe(200);
    const refunded = await db
      .selectFrom('refund')
      .select('amount_cents')
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(refunded.amount_cents).toBe(4050 + Math.round((tax * 4050) / 6750));
    // The dashboard read before the refund is not served again: the refund is off today's net revenue.
    const after = (await admin.get('/api/admin/dashboard')).json();
    expect(after.totals.today.revenue).toBe((totalCents - refunded.amount_cents) / 100);
    // The rest of the order back gives exactly the amount charged in all.
    await admin.post(`/api/admin/orders/${order.id}/refund`, {});
    const all = await db
      .selectFrom('refund')
      .select((eb) => eb.fn.sum<number>('amount_cents').as('sum'))
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(Number(all.sum)).toBe(totalCents);

    const deleted = await admin.delete(`/api/discounts/${spring.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(DISCOUNT_IN_USE);
    expect(DISCOUNT_IN_USE).toMatch(/Disable it instead/);
  });

  it('lets the automatic free shipping apply over $150, and a code replace it only when it saves more', async () => {
    await create({ title: 'Free shipping over $150', automatic: true, type: 'free_shipping', minimumSubtotal: 150 });
    await create(SPRING10);
    await create({ code: 'DOLLAR', type: 'fixed_amount', value: 1 });
    const s = await shopper([[tee, 4]]);
    const totals = (await s.browser.get(`/api/cart/${s.cartId}/totals`)).json();
    expect(totals.discount).toMatchObject({
      code: null,
      automatic: true,
      title: 'Free shipping over $150',
      freeShipping: true,
    });

    const worse = await s.apply('DOLLAR');
    expect(worse.statusCode).toBe(409);
    expect(worse.json().message).toBe('Free shipping over $150 is already applied and saves you more.');
    const free = (await s.checkout()).json();
    expect(free).toMatchObject({ subtotal: 180, shipping: 0, discountTotal: 0 });
    expect(free.discount).toMatchObject({ title: 'Free shipping over $150', freeShipping: true });

    expect((await s.apply('SPRING10')).json()).toMatchObject({ amountOff: 18 });
    const coded = (await s.checkout()).json();
    expect(coded).toMatchObject({ subtotal: 180, discountTotal: 18, shipping: 7.95 });
    expect(coded.tax).toBe(taxFor('US', 'TX', 16200).amountCents / 100);

    const removed = await s.browser.delete(`/api/cart/${s.cartId}/discount`);
    expect(removed.statusCode).toBe(204);
    expect((await s.browser.get(`/api/cart/${s.cartId}/totals`)).json()).toMatchObject({
      enteredCode: null,
      discountTotal: 0,
    });
  });
});

describe('every refusal, word for word', () => {
  it('answers 400/409 with the message the storefront shows', async () => {
    await create({ code: 'OLD', type: 'fixed_amount', value: 5, endsAt: '2020-01-01T00:00:00Z' });
    await create({ code: 'ONCE', type: 'fixed_amount', value: 5, usageLimit: 1 });
    await create({ code: 'MINE', type: 'fixed_amount', value: 5, oncePerCustomer: true });
    const art = await addCategory(db, 'Art supplies');
    await create({
      code: 'ARTONLY',
      type: 'percentage',
      value: 20,
      appliesTo: { categoryIds: [art], paintings: true },
    });
    await create({ code: 'OFF', type: 'fixed_amount', value: 5 });
    await admin.put(`/api/discounts/${(await admin.get('/api/discounts')).json()[0].id}`, { disabled: true });

    const first = await shopper([[tee, 1]]);
    expect((await first.apply('ONCE')).statusCode).toBe(200);
    await buy(first);
    const buyer = await shopper([[tee, 1]]);
    expect((await buyer.apply('MINE')).statusCode).toBe(200);
    await buy(buyer);
    await buyer.browser.post('/api/cart', {
      cartId: buyer.cartId,
      productId: tee,
      quantity: 1,
      size: 'M',
      color: 'black',
    });

    const s = await shopper([[tee, 1]]);
    const expectRefusal = async (res: Awaited<ReturnType<typeof s.apply>>, status: number, message: string) => {
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toMatchObject({ message, code: status === 409 ? 'CONFLICT' : 'BAD_REQUEST' });
    };
    await expectRefusal(await s.apply('NOPE'), 400, DISCOUNT_REFUSALS.invalid);
    await expectRefusal(await s.apply(''), 400, DISCOUNT_REFUSALS.invalid);
    await expectRefusal(await s.apply(42), 400, DISCOUNT_REFUSALS.invalid);
    await expectRefusal(await s.apply('OFF'), 400, DISCOUNT_REFUSALS.invalid);
    await expectRefusal(await s.apply('old'), 400, DISCOUNT_REFUSALS.expired);
    await expectRefusal(await s.apply('ONCE'), 409, DISCOUNT_REFUSALS.usedUp);
    await expectRefusal(await buyer.apply('MINE'), 409, DISCOUNT_REFUSALS.alreadyUsed);
    await expectRefusal(await s.apply('ARTONLY'), 400, DISCOUNT_REFUSALS.notApplicable);
    expect((await s.browser.post(`/api/cart/not-a-uuid/discount`, { code: 'OFF' })).statusCode).toBe(400);
  });

  it('refuses a code that reached its limit at checkout too, with 409', async () => {
    await create({ code: 'ONCE', type: 'fixed_amount', value: 5, usageLimit: 1 });
    const a = await shopper([[tee, 1]]);
    const b = await shopper([[tee, 1]]);
    expect((await a.apply('ONCE')).statusCode).toBe(200);
    expect((await b.apply('ONCE')).statusCode).toBe(200);
    expect((await a.checkout()).statusCode).toBe(200);
    const refused = await b.checkout();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: DISCOUNT_REFUSALS.usedUp, code: 'DISCOUNT_REFUSED' });
    // The checkout summary (tRPC) leaves it out and says why.
    const input = encodeURIComponent(
      JSON.stringify({ cartId: b.cartId, shippingMethodId: 1, country: 'US', state: 'TX' }),
    );
    const quote = await b.browser.get(`/trpc/checkout.quote?input=${input}`);
    expect(quote.statusCode).toBe(200);
    expect(quote.json().result.data).toMatchObject({ discount: null, discountNotice: DISCOUNT_REFUSALS.usedUp });
  });

  it('rate-limits applying codes per cart and per address', async () => {
    const s = await shopper([[tee, 1]], '10.0.0.1');
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await s.apply(`GUESS${i}`)).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);

    const carts = await shopper([[tee, 1]], '10.0.0.2');
    const statuses = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await carts.browser.post(`/api/cart/${randomUUID()}/discount`, { code: `TRY${i}` })).statusCode);
    }
    expect(statuses.slice(0, 30).every((st) => st === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
