import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, testConfig, testDb } from '../testing/helpers.js';
import { buyAndPay, outbox, signInOwner } from '../testing/mail-shop.js';

let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
});

/** The shop without SMTP_URL, its info logs collected. */
async function shopWithoutSmtp() {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const db: Db = await testDb();
  const clock = manualClock();
  const config = testConfig({ PUBLIC_URL: 'https://shop.example.com', LOG_LEVEL: 'info' });
  const app = await buildApp({
    db,
    config,
    clock: clock.now,
    logger: { level: 'info', stream },
  });
  cleanup = async () => {
    await app.close();
    await db.destroy();
  };
  const admin = await signInOwner(app, db);
  return { app, db, admin, logs, clock };
}

describe('without SMTP_URL', () => {
  it('keeps every message for the admin to read and logs it; nothing leaves the machine', async () => {
    const { app, db, admin, logs } = await shopWithoutSmtp();
    const tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    const { orderId, email } = await buyAndPay(app, [{ productId: tee, quantity: 1, size: 'M', color: 'black' }]);
    expect(await app.mailWorker.tick()).toBe(2);
    expect((await outbox(db)).map((m) => m.status)).toEqual(['kept', 'kept']);
    const kept = logs.filter((l) => l.msg === 'mail kept (SMTP_URL is not set): read it in the admin, Messages');
    expect(kept.map((l) => (l.mail as { to: string }).to)).toEqual([email, 'owner@example.com']);

    const list = await admin.get('/api/admin/messages');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ delivery: 'outbox', ownerAddress: 'owner@example.com' });
    expect(list.json().items[1]).toMatchObject({
      kind: 'order_confirmation',
      recipient: email,
      subject: `Your order #${orderId} is confirmed`,
      status: 'kept',
      attempts: 0,
      orderId,
    });
    const one = await admin.get(`/api/admin/messages/${list.json().items[1].id}`);
    expect(one.json().html).toContain('https://shop.example.com/profile');
    expect(one.json().text).toContain(`order #${orderId}`);
    expect((await admin.get('/api/admin/messages/999')).statusCode).toBe(404);
  });

  it('sends a failed or kept message again on request, and refuses one already sent', async () => {
    const { app, db, admin } = await shopWithoutSmtp();
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Sam Sender', email: 'sam@example.com', subject: 'order', message: 'Where is my order?' },
    });
    await app.mailWorker.tick();
    const [message] = await outbox(db);
    const retry = await admin.post(`/api/admin/messages/${message?.id}/retry`, {});
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'pending', attempts: 0 });
    await db.updateTable('mail_message').set({ status: 'sent' }).execute();
    const again = await admin.post(`/api/admin/messages/${message?.id}/retry`, {});
    expect(again.statusCode).toBe(409);
  });
});

describe('the mail configuration', () => {
  it('stops the start with one line naming SMTP_URL or MAIL_FROM when they are wrong', () => {
    expect(() => testConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/^Invalid SMTP_URL: /);
    expect(() => testConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/^Invalid SMTP_URL: /);
    expect(() => testConfig({ MAIL_FROM: 'not an address' })).toThrow(/^Invalid MAIL_FROM: /);
    expect(testConfig({ SMTP_URL: 'smtps://u:p@smtp.example.com:465', MAIL_FROM: 'Shop <a@b.co>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'Shop <a@b.co>',
    });
  });
});
