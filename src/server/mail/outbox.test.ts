import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db, migrateToLatest } from '../db/index.js';
import { addPainting, addProduct } from '../testing/fixtures.js';
import { manualClock, type TestBrowser, testDb } from '../testing/helpers.js';
import { buyAndPay, mailShop, outbox, signInOwner, useMailShop } from '../testing/mail-shop.js';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.js';

let sink: SmtpSink;
let db: Db;
let app: FastifyInstance;
let admin: TestBrowser;
const clock = manualClock();

useMailShop(clock.now, (shop) => ({ app, db, sink } = shop));
beforeEach(async () => {
  admin = await signInOwner(app, db);
});

describe('the outbox and its worker, over a real SMTP server', () => {
  it('sends exactly one confirmation and one owner notice for a paid order, also when finalised twice', async () => {
    const print = await addPainting(db, {
      title: 'Night Garden Print',
      original: false,
      limited: { count: 50, current: 12 },
      sizes: [{ width: 8, height: 10, priceCents: 6000 }],
    });
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    const { browser, orderId, paymentIntentId, email } = await buyAndPay(app, [
      { productId: print, quantity: 2, size: '8x10in', item_type: 'painting' },
      { productId: tee, quantity: 1, size: 'M', color: 'black' },
    ]);
    const again = await browser.put(`/api/orders/${orderId}`, { paymentIntentId, status: 'paid' });
    expect(again.statusCode).toBe(200);
    expect((await browser.get(`/api/orders/${orderId}`)).json().confirmationQueued).toBe(true);

    const queued = await outbox(db);
    expect(queued.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      ['order_confirmation', email, 'pending'],
      ['order_notice', 'owner@example.com', 'pending'],
    ]);

    expect(await app.mailWorker.tick()).toBe(2);
    expect(await app.mailWorker.tick()).toBe(0);
    expect(sink.messages.map((m) => [m.to, m.subject])).toEqual([
      [[email], `Your order #${orderId} is confirmed`],
      [['owner@example.com'], expect.stringContaining(`New order #${orderId}`)],
    ]);
    const receipt = sink.messages[0]?.body ?? '';
    for (const part of [
      'Night Garden Print',
      'Edition 13/50, 14/50',
      'Acid Tee',
      'Shipping (Canada Standard)',
      'HST (13%)',
      'Total',
      '12 Harbour Street',
      'https://shop.example.com/profile',
      'https://shop.example.com/track-order',
    ]) {
      expect(receipt).toContain(part);
    }
    expect(sink.messages[0]?.from).toBe('shop@shop.example.com');
    expect((await outbox(db)).map((m) => m.status)).toEqual(['sent', 'sent']);
  });

  it('keeps messages while the SMTP server is down and sends them once after it comes back', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    const port = sink.port;
    await sink.close();
    await buyAndPay(app, [{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);

    expect(await app.mailWorker.tick()).toBe(2);
    let rows = await outbox(db);
    expect(rows.map((m) => [m.status, m.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(rows[0]?.next_attempt_at).toBe(new Date(clock.now().getTime() + 30_000).toISOString());
    expect(await app.mailWorker.tick()).toBe(0);

    sink = await startSmtpSink(port);
    clock.advance(31_000);
    expect(await app.mailWorker.tick()).toBe(2);
    expect(await app.mailWorker.tick()).toBe(0);
    expect(sink.messages).toHaveLength(2);
    rows = await outbox(db);
    expect(rows.map((m) => [m.status, m.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('mails the customer when the order ships, is refunded and is cancelled', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 20 });
    const shipped = await buyAndPay(app, [{ productId: tee, quantity: 2, size: 'M', color: 'black' }]);
    await admin.put(`/api/admin/orders/${shipped.orderId}/status`, { status: 'processing' });
    const ship = await admin.put(`/api/admin/orders/${shipped.orderId}/status`, {
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      carrier: 'UPS',
    });
    expect(ship.statusCode).toBe(200);
    const refunded = await buyAndPay(app, [{ productId: tee, quantity: 2, size: 'M', color: 'black' }]);
    const line = (await admin.get(`/api/admin/orders/${refunded.orderId}`)).json().items[0];
    const refund = await admin.post(`/api/admin/orders/${refunded.orderId}/refund`, {
      lines: [{ orderItemId: line.id, quantity: 1 }],
      reason: 'Arrived with a hole',
    });
    expect(refund.statusCode).toBe(200);
    const cancelled = await buyAndPay(app, [{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
    const cancel = await admin.put(`/api/admin/orders/${cancelled.orderId}/status`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(200);

    await app.mailWorker.tick();
    const to = (email: string) => sink.messages.filter((m) => m.to[0] === email).map((m) => m.subject);
    expect(to(shipped.email)).toEqual([
      `Your order #${shipped.orderId} is confirmed`,
      `Your order #${shipped.orderId} has shipped`,
    ]);
    const shippedMail = sink.messages.find((m) => m.subject.endsWith('has shipped'))?.body ?? '';
    expect(shippedMail).toContain('1Z999AA10123456784');
    expect(shippedMail).toContain('UPS');
    expect(to(refunded.email)[1]).toMatch(new RegExp(`^Refund of \\$\\d+\\.\\d\\d for order #${refunded.orderId}$`));
    const refundMail = sink.messages.find((m) => m.subject.startsWith('Refund of'))?.body ?? '';
    expect(refundMail).toContain('Arrived with a hole');
    expect(refundMail).toContain('Acid Tee');
    expect(to(cancelled.email)[1]).toBe(`Your order #${cancelled.orderId} has been cancelled`);
  });

  it('copies a contact-form message to the owner, replying to the sender', async () => {
    await db.insertInto('site_setting').values({ key: 'ownerEmail', value: '"studio@example.com"' }).execute();
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sam Sender', email: 'sam@example.com', subject: 'custom', message: 'A jacket in <b>red</b>?' },
    });
    expect(res.statusCode).toBe(200);
    await app.mailWorker.tick();
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0]).toMatchObject({
      to: ['studio@example.com'],
      replyTo: 'sam@example.com',
      subject: 'Contact form: Custom order (from Sam Sender)',
    });
    expect(sink.messages[0]?.body).toContain('A jacket in &lt;b&gt;red&lt;/b&gt;?');
    expect((await app.inject({ method: 'GET', url: '/api/site-settings' })).json()).not.toHaveProperty('ownerEmail');
  });
});

describe('a relay on this machine', () => {
  it('is trusted with a self-signed STARTTLS certificate, as smtp-server offers by default', async () => {
    const relay = await startSmtpSink(0, { starttls: true });
    const relayDb = await testDb();
    const shop = await mailShop(relayDb, { SMTP_URL: relay.url }, clock.now);
    try {
      await signInOwner(shop.app, relayDb);
      await shop.app.inject({ method: 'POST', url: '/api/password-reset', payload: { email: 'owner@example.com' } });
      await shop.app.mailWorker.tick();
      expect(relay.messages.map((m) => m.subject)).toEqual(['Reset your Wild Bleach Studio password']);
      expect((await outbox(relayDb)).map((m) => m.status)).toEqual(['sent']);
    } finally {
      await shop.app.close();
      await relayDb.destroy();
      await relay.close();
    }
  });
});

describe('a restart', () => {
  it('sends again a message whose sending was cut off by a crash, once its claim is stale', async () => {
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    await buyAndPay(app, [{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
    const claimedAt = clock.now().toISOString();
    await db.updateTable('mail_message').set({ status: 'sending', claimed_at: claimedAt }).execute();
    expect(await app.mailWorker.tick()).toBe(0);
    clock.advance(11 * 60_000);
    expect(await app.mailWorker.tick()).toBe(2);
    expect(sink.messages).toHaveLength(2);
  });

  it('sends what was left and nothing twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wbs-mail-'));
    const file = join(dir, 'shop.db');
    const restartSink = await startSmtpSink();
    try {
      const first = createDb(file);
      await migrateToLatest(first);
      const one = await mailShop(first, { SMTP_URL: restartSink.url }, clock.now);
      await signInOwner(one.app, first);
      const tee = await addProduct(first, { name: 'Acid Tee', priceCents: 4800 });
      await buyAndPay(one.app, [{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
      expect(await one.app.mailWorker.tick()).toBe(2);
      await buyAndPay(one.app, [{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
      await one.app.close();
      await first.destroy();

      const second = createDb(file);
      await migrateToLatest(second);
      const two = await mailShop(second, { SMTP_URL: restartSink.url }, clock.now);
      expect(await two.app.mailWorker.tick()).toBe(2);
      expect(await two.app.mailWorker.tick()).toBe(0);
      expect(restartSink.messages).toHaveLength(4);
      expect(new Set(restartSink.messages.map((m) => m.messageId)).size).toBe(4);
      await two.app.close();
      await second.destroy();
    } finally {
      await restartSink.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
