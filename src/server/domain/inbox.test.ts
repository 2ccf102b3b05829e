import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser } from '../testing/helpers.js';
import { outbox, signInOwner, useMailShop } from '../testing/mail-shop.js';
import { buyOverApi } from '../testing/shoppers.js';
import type { SmtpSink } from '../testing/smtp-sink.js';

/**
 * The owner's inbox (issue 44, item 3) over tRPC as the admin calls it, with the contact form's documented call and
 * a real SMTP sink: unread first, searched, the shopper's orders beside the message, a reply mailed once and kept in
 * the thread, done and open again; nobody else reads or writes it.
 */
let app: FastifyInstance;
let db: Db;
let sink: SmtpSink;
const clock = manualClock();
useMailShop(clock.now, (shop) => ({ app, db, sink } = shop));

const MESSAGE = { subject: 'order', message: 'Where is my order? It has been a week.' };
let ip = 0;
async function contact(name: string, email: string, message = MESSAGE.message) {
  const res = await new TestBrowser(app, `10.7.0.${++ip}`).post('/api/contact', { ...MESSAGE, name, email, message });
  expect(res.statusCode).toBe(200);
  clock.advance(60_000);
}

const query = (browser: TestBrowser, path: string, input: object) =>
  browser.get(`/trpc/admin.inbox.${path}?input=${encodeURIComponent(JSON.stringify(input))}`);
const mutate = (browser: TestBrowser, path: string, input: object) =>
  browser.request('POST', `/trpc/admin.inbox.${path}`, input, { 'content-type': 'application/json' });
const data = (res: { json: () => unknown }) => (res.json() as { result: { data: unknown } }).result.data;

describe('the owner’s inbox', () => {
  it('lists unread first and searches; the thread shows the shopper’s orders; a reply is mailed once and kept', async () => {
    const productId = await addProduct(db, { sizes: [], colors: [], name: 'Acid Wash Tee', stock: 5 });
    const buyer = await buyOverApi(app, [{ productId, quantity: 1 }], { prefix: 'inboxbuyer' });
    await contact('Robin Buyer', buyer.email.toUpperCase());
    await contact('Sam Other', 'sam@example.com', 'Do you make custom jackets in size XL?');
    await contact('Kim Third', 'kim@example.com', 'Is the Dusk print signed by the artist?');
    const owner = await signInOwner(app, db);

    const list = data(await query(owner, 'list', {})) as { items: { id: number; name: string }[]; unread: number };
    expect(list.unread).toBe(3);
    expect(list.items.map((m) => m.name)).toEqual(['Kim Third', 'Sam Other', 'Robin Buyer']);
    const robin = list.items[2]?.id as number;
    expect((await mutate(owner, 'markRead', { id: robin })).statusCode).toBe(200);
    const after = data(await query(owner, 'list', {})) as { items: { name: string; read: boolean }[]; unread: number };
    expect(after.unread).toBe(2);
    expect(after.items.map((m) => [m.name, m.read])).toEqual([
      ['Kim Third', false],
      ['Sam Other', false],
      ['Robin Buyer', true],
    ]);
    const found = data(await query(owner, 'list', { q: 'JACKETS' })) as { items: { name: string }[] };
    expect(found.items.map((m) => m.name)).toEqual(['Sam Other']);

    const thread = data(await query(owner, 'thread', { id: robin })) as { orders: { id: number; status: string }[] };
    expect(thread.orders.map((o) => [o.id, o.status])).toEqual([[buyer.orderId, 'paid']]);

    const replied = data(
      await mutate(owner, 'reply', { id: robin, body: 'It ships tomorrow.\n\nThank you for waiting!' }),
    ) as { replies: { body: string; author: string }[] };
    expect(replied.replies.map((r) => [r.body, r.author])).toEqual([
      ['It ships tomorrow.\n\nThank you for waiting!', 'owner'],
    ]);
    const mails = (await outbox(db)).filter((m) => m.kind === 'contact_reply');
    expect(mails.map((m) => [m.recipient, m.reply_to, m.subject])).toEqual([
      [buyer.email.toUpperCase(), 'owner@example.com', 'Re: Order inquiry'],
    ]);
    await app.mailWorker.tick();
    const sent = sink.messages.find((m) => m.subject === 'Re: Order inquiry');
    expect(sent?.replyTo).toBe('owner@example.com');
    expect(sent?.body).toContain('It ships tomorrow.');
    expect(sent?.body).toContain('Where is my order?');

    // Done: it leaves the open list and shows under done; open again brings it back.
    expect((await mutate(owner, 'setDone', { id: robin, done: true })).statusCode).toBe(200);
    const open = data(await query(owner, 'list', {})) as { items: { id: number }[] };
    expect(open.items.map((m) => m.id)).not.toContain(robin);
    const done = data(await query(owner, 'list', { show: 'done' })) as { items: { id: number; done: boolean }[] };
    expect(done.items.map((m) => [m.id, m.done])).toEqual([[robin, true]]);
    expect((await mutate(owner, 'setDone', { id: robin, done: false })).statusCode).toBe(200);
    expect((data(await query(owner, 'list', {})) as { items: unknown[] }).items).toHaveLength(3);
  });

  it('refuses a stranger and a customer, an unknown message and an empty reply, changing nothing', async () => {
    await contact('Robin', 'robin@example.com');
    const owner = await signInOwner(app, db);
    const [{ id }] = (data(await query(owner, 'list', {})) as { items: { id: number }[] }).items as [{ id: number }];
    const stranger = new TestBrowser(app, '10.7.9.1');
    expect((await query(stranger, 'list', {})).statusCode).toBe(401);
    expect((await query(stranger, 'thread', { id })).statusCode).toBe(401);
    expect((await mutate(stranger, 'reply', { id, body: 'hi' })).statusCode).toBe(401);
    const customer = new TestBrowser(app, '10.7.9.2');
    const registered = await customer.post('/api/register', {
      username: 'inboxcustomer',
      email: 'inboxcustomer@example.com',
      password: 'secret12',
    });
    expect(registered.statusCode).toBe(201);
    expect((await query(customer, 'list', {})).statusCode).toBe(403);
    expect((await mutate(customer, 'setDone', { id, done: true })).statusCode).toBe(403);

    expect((await query(owner, 'thread', { id: id + 99 })).statusCode).toBe(404);
    expect((await mutate(owner, 'reply', { id: id + 99, body: 'hi' })).statusCode).toBe(404);
    expect((await mutate(owner, 'reply', { id, body: '   ' })).statusCode).toBe(400);
    expect((await mutate(owner, 'reply', { id })).statusCode).toBe(400);
    expect((await query(owner, 'list', { show: 'archived' })).statusCode).toBe(400);
    expect(await db.selectFrom('contact_reply').select('id').execute()).toEqual([]);
    expect((await outbox(db)).filter((m) => m.kind === 'contact_reply')).toEqual([]);
    const row = await db.selectFrom('contact_message').select(['read_at', 'done_at']).executeTakeFirstOrThrow();
    expect(row).toEqual({ read_at: null, done_at: null });
  });
});
