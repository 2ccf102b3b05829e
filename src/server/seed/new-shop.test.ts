import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareShop } from '../bootstrap.js';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { renderingApp, testConfig, testDb } from '../testing/helpers.js';
import { buyAndPay } from '../testing/mail-shop.js';
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink.js';

/**
 * Issue 44, item 1: a shop started with SEED_DEMO=false (the real migrator, the real first-start step) shows its
 * customers nothing of the demo: no demo contact line in mails (real SMTP sink) or on the Contact page, footer links
 * to the categories it has, no demo hero artwork, no "Shop Paintings" without paintings. The demo shop keeps them.
 */
const DEMO_TEXTS = ['hello@example.com', '(555)', 'Vancouver', '9am - 5pm'];

let sink: SmtpSink;
let db: Db;
let app: FastifyInstance;

async function startShop(env: Record<string, string>): Promise<void> {
  const config = testConfig({
    PUBLIC_URL: 'https://shop.test',
    SMTP_URL: sink.url,
    ADMIN_EMAIL: 'owner@dune.test',
    ADMIN_PASSWORD: 'secret-owner-1',
    ...env,
  });
  await prepareShop(db, config);
  app = await renderingApp(db, config);
}

beforeEach(async () => {
  sink = await startSmtpSink();
  db = await testDb();
});
afterEach(async () => {
  await app?.close();
  await db?.destroy();
  await sink.close();
});

/** A customer buys one of `productId` and pays: the mails the sink received for them. */
async function customerMails(productId: number): Promise<string> {
  const { email } = await buyAndPay(app, [{ productId, quantity: 1, size: 'M', color: 'black' }]);
  for (let i = 0; i < 5 && !sink.messages.some((m) => m.to.includes(email)); i++) await app.mailWorker.tick();
  const mails = sink.messages.filter((m) => m.to.includes(email));
  expect(mails.map((m) => m.subject).join()).toMatch(/order/i);
  return mails.map((m) => m.body).join('\n');
}

const page = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('a new shop (SEED_DEMO=false)', () => {
  beforeEach(() => startShop({ SEED_DEMO: 'false' }));

  it("mails its first customer and shows its Contact page with none of the demo's contact details", async () => {
    const category = await addCategory(db, 'Ceramics');
    const mug = await addProduct(db, { name: 'Dune Mug', categoryId: category });
    const mail = await customerMails(mug);
    for (const text of DEMO_TEXTS) expect(mail).not.toContain(text);
    expect(mail).not.toContain('Questions?');

    const contact = await page('/contact');
    for (const text of DEMO_TEXTS) expect(contact).not.toContain(text);
  });

  it("links the footer's Shop group to the categories it has, and a new one at once", async () => {
    await addCategory(db, 'Ceramics', 1);
    const home = await page('/');
    expect(home).toContain('href="/category/ceramics"');
    for (const demo of ['jackets', 'jeans-pants', 'hoodies-sweatshirts', 't-shirts']) {
      expect(home).not.toContain(`href="/category/${demo}"`);
    }
    await addCategory(db, 'Prints', 2);
    expect(await page('/')).toContain('href="/category/prints"'); // the page rendered again, not the kept one
  });

  it('shows a text hero: no demo artwork, and no "Shop Paintings" in a shop without paintings', async () => {
    await addProduct(db, { name: 'Dune Mug' });
    const home = await page('/');
    expect(home).not.toContain('/images/seed/');
    expect(home).not.toContain('SHOP PAINTINGS');
    expect(home).toContain('SHOP CLOTHING');
  });

  it('links Collections and Paintings in its header only once it has them (until the owner saves a menu)', async () => {
    await addProduct(db, { name: 'Dune Mug' });
    const home = await page('/');
    expect(home).toContain('href="/category/new-arrivals"');
    expect(home).not.toContain('href="/collection/all"');
    expect(home).not.toContain('href="/paintings"');
    await addCollection(db, 'Summer');
    await addPainting(db, { title: 'Dune at Dusk' });
    const later = await page('/');
    expect(later).toContain('href="/collection/all"');
    expect(later).toContain('href="/paintings"');
  });

  it("names the owner's address in mails when no contact e-mail is set, and the contact e-mail once it is", async () => {
    const mug = await addProduct(db, { name: 'Dune Mug' });
    await db.insertInto('site_setting').values({ key: 'ownerEmail', value: '"wren@dune.test"' }).execute();
    expect(await customerMails(mug)).toContain('Questions? Write to wren@dune.test.');
    await db.insertInto('site_setting').values({ key: 'contactEmail', value: '"hi@dune.test"' }).execute();
    const mail = await customerMails(mug);
    expect(mail).toContain('Questions? Write to hi@dune.test.');
    expect(mail).not.toContain('wren@dune.test');
  });
});

describe('the demo shop (SEED_DEMO=true) looks as it always did', () => {
  beforeEach(() => startShop({ SEED_DEMO: 'true' }));

  it("keeps the demo's contact details, hero artwork, paintings button and footer links", async () => {
    const tee = await db.selectFrom('product').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect(await customerMails(tee.id)).toContain('Questions? Write to hello@example.com.');
    const contact = await page('/contact');
    for (const text of DEMO_TEXTS) expect(contact).toContain(text);
    const home = await page('/');
    expect(home).toContain('/images/seed/hero.webp');
    expect(home).toContain('SHOP PAINTINGS');
    for (const slug of ['t-shirts', 'jackets', 'jeans-pants', 'hoodies-sweatshirts']) {
      expect(home).toContain(`href="/category/${slug}"`);
    }
  });
});
