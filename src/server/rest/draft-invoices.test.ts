import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting, paintingSales } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { outbox } from '../testing/mail-shop.js';
import { VISA } from '../testing/shoppers.js';

/**
 * A draft settled by an invoice paid by card (issue 42), over the documented calls: `POST
 * /api/admin/draft-orders/{id}/invoice` → 202 and a mail (EN or FR) whose link opens the order's own page; the
 * customer, in another browser with no cookie, pays through `POST /api/create-payment-intent {orderId, token}`, the
 * card and `PUT /api/orders/{id}`; the result is a normal paid order. Attackers (no token, a wrong one, another
 * order's) get 404; a draft with no e-mail is 400. One shop for the file: each case makes its own drafts.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let ip = 0;
useTestApp(
  { admin: true, perFile: true, env: { PUBLIC_URL: 'https://shop.example.com' } },
  (shop) => ({ app, db, admin } = shop),
);

/** A fresh browser with no cookie, from its own address. */
const stranger = () => new TestBrowser(app, `10.42.0.${++ip}`);

async function draftOf(body: Record<string, unknown>) {
  const created = await admin.post('/api/admin/draft-orders', body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; total: number };
}

/** An original on a draft for the collector (picked up: taxed in BC), invoiced; the mail's link. */
async function invoicedOriginal(extra: Record<string, unknown> = {}) {
  const painting = await addPainting(db, { title: 'Harbour at Dusk', priceCents: 50_000 });
  const { id, total } = await draftOf({
    lines: [{ paintingId: painting, quantity: 1 }],
    customerEmail: 'collector@example.com',
    pickup: true,
    ...extra,
  });
  const sent = await admin.post(`/api/admin/draft-orders/${id}/invoice`);
  expect(sent.statusCode, sent.body).toBe(202);
  expect(sent.json()).toMatchObject({ id, status: 'invoiced', invoicedAt: expect.any(String) });
  const mails = await invoices(id);
  // The outbox keeps the shop's origin as a placeholder, filled in as it sends.
  const link = mails.at(-1)?.text.match(/\{\{shop-origin\}\}(?:\/fr)?\/orders\/(\d+)\?token=([\w-]{43})/);
  expect(link?.[1]).toBe(String(id));
  return { id, total, painting, token: link?.[2] as string, mail: mails.at(-1) };
}

const invoices = async (orderId: number) =>
  (await outbox(db)).filter((m) => m.kind === 'draft_invoice' && m.text.includes(`/orders/${orderId}?token=`));

describe('send invoice', () => {
  it('mails the customer the lines, the total and the link to the order’s page; again: the same link, no new order', async () => {
    const { id, total, token, mail } = await invoicedOriginal();
    expect(total).toBe(560);
    expect(mail).toMatchObject({ recipient: 'collector@example.com', subject: expect.stringContaining(`#${id}`) });
    expect(mail?.text).toContain('Harbour at Dusk');
    expect(mail?.text).toContain('$560.00');
    expect(mail?.text).toContain(`Pay $560.00: {{shop-origin}}/orders/${id}?token=${token}`);
    expect(mail?.html).toContain(`/orders/${id}?token=${token}`);
    const orders = (await db.selectFrom('order').select('id').execute()).length;
    expect((await admin.post(`/api/admin/draft-orders/${id}/invoice`)).statusCode).toBe(202);
    const both = await invoices(id);
    expect(both).toHaveLength(2);
    expect(both[1]?.text).toContain(`/orders/${id}?token=${token}`);
    expect((await db.selectFrom('order').select('id').execute()).length).toBe(orders);
    // The link opens the order (pending, awaiting payment) in any browser, as a guest's.
    const page = await stranger().get(`/api/guest-orders/${id}/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ id, status: 'pending', total: 560 });
  });

  it('is in French for a French customer', async () => {
    const { id, mail } = await invoicedOriginal({ locale: 'fr' });
    expect(mail?.subject).toBe(`Votre facture pour la commande no ${id} de Wild Bleach Studio`);
    expect(mail?.text).toMatch(/Payer 560,00\s\$\sUS\s?: /);
    expect(mail?.text).toContain(`{{shop-origin}}/fr/orders/${id}?token=`);
    expect(mail?.text).toContain('Les articles vous sont réservés jusqu’au');
  });

  it('answers 400 for a draft with no e-mail, 409 for a paid one, and only to the owner', async () => {
    const painting = await addPainting(db);
    const counter = await draftOf({ lines: [{ paintingId: painting, quantity: 1 }], pickup: true });
    const noMail = await admin.post(`/api/admin/draft-orders/${counter.id}/invoice`);
    expect(noMail.statusCode).toBe(400);
    expect(noMail.json().message).toBe('This draft has no customer e-mail: add a customer to send an invoice');
    expect(await invoices(counter.id)).toEqual([]);
    expect((await admin.get('/api/admin/draft-orders')).json()).toContainEqual(
      expect.objectContaining({ id: counter.id, status: 'draft', invoicedAt: null }),
    );
    expect((await stranger().post(`/api/admin/draft-orders/${counter.id}/invoice`)).statusCode).toBe(401);
    expect((await admin.post('/api/admin/draft-orders/abc/invoice')).statusCode).toBe(400);
    expect((await admin.post('/api/admin/draft-orders/424242/invoice')).statusCode).toBe(404);
    await admin.post(`/api/admin/draft-orders/${counter.id}/mark-paid`, { method: 'cash' });
    expect((await admin.post(`/api/admin/draft-orders/${counter.id}/invoice`)).statusCode).toBe(409);
  });
});

describe('paying an invoice from its link', () => {
  it('in another browser with no cookie: a declined card keeps the hold, the next card pays; a normal paid order', async () => {
    const { id, painting, token } = await invoicedOriginal();
    const customer = stranger();
    const started = await customer.post('/api/create-payment-intent', { orderId: id, token });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ orderId: id, provider: 'test', amount: 560, total: 560, tax: 60 });
    const { clientSecret, paymentIntentId } = started.json();
    // Asked again (a reload): the same payment.
    const again = await customer.post('/api/create-payment-intent', { orderId: id, token });
    expect(again.json()).toMatchObject({ clientSecret, paymentIntentId });

    const declined = await customer.post('/api/test-gateway/confirm', {
      clientSecret,
      card: { ...VISA, number: '4000 0000 0000 0002' },
    });
    expect(declined.json()).toMatchObject({ status: 'requires_payment_method' });
    // The draft's hold outlives the declined card: the original is still the collector's.
    const holds = await db.selectFrom('stock_hold').select('status').where('order_id', '=', id).execute();
    expect(holds).toEqual([{ status: 'active' }]);

    const paid = await customer.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
    expect(paid.json()).toMatchObject({ status: 'succeeded', orderId: id, order: { id, status: 'paid' } });
    // PUT /api/orders/{id} with the link's token: the documented confirmation, idempotent.
    const confirmed = await customer.put(`/api/orders/${id}`, { paymentIntentId, token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ id, status: 'paid', total: 560 });

    // A normal paid order: the ledger, the piece sold, the confirmation and notice, the reports.
    expect(await paintingSales(db, painting)).toEqual([{ quantity_change: -1 }]);
    const kinds = (await outbox(db)).filter((m) => m.text.includes(`#${id}`)).map((m) => m.kind);
    expect(kinds.filter((k) => k === 'order_confirmation')).toHaveLength(1);
    expect((await admin.get(`/api/admin/orders/${id}`)).json()).toMatchObject({ status: 'paid', paymentMethod: null });
    expect((await admin.get('/api/admin/draft-orders')).json()).toContainEqual(
      expect.objectContaining({ id, status: 'paid' }),
    );
    const report = (await admin.get('/api/admin/exports/orders.csv')).body;
    expect(report).toContain(`\n${id},`);
    // Paid: the link now answers the paid order; paying again is refused, and marking it paid sells nothing more.
    expect((await customer.post('/api/create-payment-intent', { orderId: id, token })).statusCode).toBe(409);
    expect((await admin.post(`/api/admin/draft-orders/${id}/mark-paid`, { method: 'cash' })).json()).toMatchObject({
      status: 'paid',
      paymentMethod: null,
    });
  });

  it('answers 404 to an attacker: no token, a wrong one, another order’s, a guessed id', async () => {
    const mine = await invoicedOriginal();
    const theirs = await invoicedOriginal();
    const mallory = stranger();
    const flipped = `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}`;
    for (const body of [
      { orderId: mine.id, token: flipped },
      { orderId: mine.id, token: theirs.token },
      { orderId: mine.id + 1000, token: mine.token },
    ]) {
      const res = await mallory.post('/api/create-payment-intent', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    // No token: a cart's checkout, which a visitor may not start (guest checkout is off).
    expect((await mallory.post('/api/create-payment-intent', { orderId: mine.id })).statusCode).toBe(401);
    expect((await mallory.post('/api/create-payment-intent', { orderId: mine.id, token: '' })).statusCode).toBe(400);
    // Confirming someone's payment with the wrong token: 404 too, and nothing moves.
    const started = await stranger().post('/api/create-payment-intent', { orderId: mine.id, token: mine.token });
    const { paymentIntentId } = started.json();
    const stolen = await mallory.put(`/api/orders/${mine.id}`, { paymentIntentId, token: theirs.token });
    expect(stolen.statusCode).toBe(404);
    expect((await mallory.put(`/api/orders/${mine.id}`, { paymentIntentId })).statusCode).toBe(401);
    const order = await db.selectFrom('order').select('status').where('id', '=', mine.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('pending');
    // A draft never invoiced is no link's, whatever the token.
    const painting = await addPainting(db);
    const quiet = await draftOf({
      lines: [{ paintingId: painting, quantity: 1 }],
      customerEmail: 'x@example.com',
      pickup: true,
    });
    expect(
      (await mallory.post('/api/create-payment-intent', { orderId: quiet.id, token: mine.token })).statusCode,
    ).toBe(404);
  });
});

describe('a draft’s discount code and address', () => {
  it('applies the shop’s code by the checkout’s rules and counts its use when the draft is paid', async () => {
    const code = await admin.post('/api/discounts', { code: 'FAIR20', type: 'percentage', value: 20, usageLimit: 1 });
    expect(code.statusCode, code.body).toBe(201);
    const first = await addPainting(db, { priceCents: 50_000 });
    const second = await addPainting(db, { priceCents: 50_000 });
    const line = (paintingId: number) => ({ lines: [{ paintingId, quantity: 1 }], pickup: true });
    // 500.00 less 20% = 400.00, taxed in BC at 12% (48.00).
    const draft = await draftOf({ ...line(first), discount: { code: 'fair20' } });
    expect(draft.total).toBe(448);
    const order = (await admin.get(`/api/admin/orders/${draft.id}`)).json();
    expect(order).toMatchObject({ discountCode: 'FAIR20', discountTotal: 100 });
    // Its one use is the draft's while it is held: another draft (or checkout) is refused as at the checkout.
    const refused = await admin.post('/api/admin/draft-orders', { ...line(second), discount: { code: 'FAIR20' } });
    expect(refused.statusCode).toBe(409);
    const unknown = await admin.post('/api/admin/draft-orders', { ...line(second), discount: { code: 'NOPE' } });
    expect(unknown.statusCode).toBe(400);
    expect((await admin.post('/api/admin/draft-orders', { ...line(second), discount: { code: '' } })).statusCode).toBe(
      400,
    );
    expect((await admin.post(`/api/admin/draft-orders/${draft.id}/mark-paid`, { method: 'cash' })).statusCode).toBe(
      200,
    );
    const uses = await db.selectFrom('discount_use').select('status').where('order_id', '=', draft.id).execute();
    expect(uses).toEqual([{ status: 'used' }]);
    const listed = (await admin.get('/api/discounts')).json();
    expect(listed).toContainEqual(expect.objectContaining({ code: 'FAIR20', timesUsed: 1 }));
  });

  it('keeps the second address line and the phone of a shipped draft', async () => {
    const painting = await addPainting(db);
    const draft = await draftOf({
      lines: [{ paintingId: painting, quantity: 1 }],
      shippingAddress: {
        name: 'Ada Collector',
        email: 'ada@example.com',
        address: '12 Harbour Road',
        address2: 'Suite 4',
        phone: '+1 604 555 0100',
        city: 'Vancouver',
        state: 'BC',
        country: 'CA',
        postalCode: 'V6B 1A1',
      },
      shippingMethodId: 3,
    });
    const row = await db
      .selectFrom('order')
      .select(['address', 'address2', 'phone', 'city', 'state', 'postal_code'])
      .where('id', '=', draft.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      address: '12 Harbour Road',
      address2: 'Suite 4',
      phone: '+1 604 555 0100',
      city: 'Vancouver',
      state: 'BC',
      postal_code: 'V6B 1A1',
    });
  });
});

describe('pay on a phone (the Sell screen)', () => {
  it('answers the invoice’s link and its QR code with no mail and no e-mail needed; the customer pays by it', async () => {
    const painting = await addPainting(db, { title: 'Market Morning', priceCents: 20_000 });
    const { id } = await draftOf({ lines: [{ paintingId: painting, quantity: 1 }], pickup: true });
    const linked = await admin.post(`/api/admin/draft-orders/${id}/pay-link`);
    expect(linked.statusCode, linked.body).toBe(200);
    const { url, qrSvg } = linked.json() as { url: string; qrSvg: string };
    const token = url.match(/^https:\/\/shop\.example\.com\/orders\/(\d+)\?token=([\w-]{43})$/);
    expect(token?.[1]).toBe(String(id));
    expect(qrSvg).toBe(await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }));
    expect(await invoices(id)).toEqual([]);
    // Asked again: the same link. The draft waits for the card, as an invoiced one.
    expect((await admin.post(`/api/admin/draft-orders/${id}/pay-link`)).json().url).toBe(url);
    expect((await admin.get(`/api/admin/draft-orders/${id}`)).json()).toMatchObject({ id, status: 'invoiced' });

    const phone = stranger();
    const started = await phone.post('/api/create-payment-intent', { orderId: id, token: token?.[2] });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await phone.post('/api/test-gateway/confirm', {
      clientSecret: started.json().clientSecret,
      card: VISA,
    });
    expect(paid.json()).toMatchObject({ status: 'succeeded', order: { id, status: 'paid' } });
    expect((await admin.get(`/api/admin/draft-orders/${id}`)).json()).toMatchObject({ id, status: 'paid' });
    const again = await admin.post(`/api/admin/draft-orders/${id}/pay-link`);
    expect(again.statusCode).toBe(409);
  });

  it('opens the French page for a French customer, and only for the owner', async () => {
    const painting = await addPainting(db);
    const { id } = await draftOf({ lines: [{ paintingId: painting, quantity: 1 }], pickup: true, locale: 'fr' });
    expect((await stranger().post(`/api/admin/draft-orders/${id}/pay-link`)).statusCode).toBe(401);
    expect((await stranger().get(`/api/admin/draft-orders/${id}`)).statusCode).toBe(401);
    expect((await admin.get(`/api/admin/draft-orders/${id}`)).json()).toMatchObject({ status: 'draft' });
    const linked = await admin.post(`/api/admin/draft-orders/${id}/pay-link`);
    expect(linked.json().url).toMatch(new RegExp(`^https://shop\\.example\\.com/fr/orders/${id}\\?token=`));
    expect((await admin.post('/api/admin/draft-orders/abc/pay-link')).statusCode).toBe(400);
    expect((await admin.post('/api/admin/draft-orders/424242/pay-link')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/draft-orders/424242')).statusCode).toBe(404);
  });
});
