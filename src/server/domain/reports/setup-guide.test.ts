import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { manualClock, TestBrowser } from '../../testing/helpers.js';
import { signInOwner, useMailShop } from '../../testing/mail-shop.js';

/**
 * "Get your shop ready" (issue 44, item 2) on a new, empty shop, as the owner does each step over the documented
 * calls: every step ticks itself from the data; payments stay to do on the test gateway; dismissing is the owner's.
 */
let app: FastifyInstance;
let db: Db;
const clock = manualClock();
useMailShop(clock.now, (shop) => ({ app, db } = shop));

const trpc = (browser: TestBrowser, path: string) => browser.get(`/trpc/${path}`);
async function guide(owner: TestBrowser) {
  const res = await trpc(owner, 'admin.dashboard.setupGuide');
  expect(res.statusCode).toBe(200);
  const data = (res.json() as { result: { data: { steps: { key: string; done: boolean }[]; dismissed: boolean } } })
    .result.data;
  return { done: data.steps.filter((s) => s.done).map((s) => s.key), dismissed: data.dismissed };
}

describe('the setup guide', () => {
  it('ticks each step as the owner does it, from the data', async () => {
    await db.deleteFrom('product').execute();
    await db.deleteFrom('painting').execute();
    const owner = await signInOwner(app, db);
    expect(await guide(owner)).toEqual({ done: [], dismissed: false });

    expect((await owner.post('/api/site-settings', { key: 'shopName', value: 'Dune Studio' })).statusCode).toBe(200);
    expect((await owner.post('/api/site-settings', { key: 'contactEmail', value: 'hi@dune.test' })).statusCode).toBe(
      200,
    );
    const methods = (await trpc(owner, 'admin.shippingMethods.list')).json().result.data as { id: number }[];
    const method = await owner.request(
      'POST',
      '/trpc/admin.shippingMethods.update',
      { id: methods[0]?.id, price: 9.5 },
      { 'content-type': 'application/json' },
    );
    expect(method.statusCode).toBe(200);
    const registrations = (await owner.get('/api/admin/tax/registrations')).json();
    expect((await owner.put('/api/admin/tax/registrations', registrations)).statusCode).toBe(200);
    expect((await guide(owner)).done).toEqual(['name', 'contact', 'shipping', 'tax']);

    const product = await owner.post('/api/products', {
      name: 'First Tee',
      description: 'Hand-bleached.',
      price: 40,
      category: 'T-Shirts',
      stock: 3,
    });
    expect(product.statusCode).toBe(201);
    for (const slug of ['terms-conditions', 'privacy-policy']) {
      const page = await owner.put(`/api/admin/pages/${slug}`, { title: slug, contentHtml: '<p>Ours.</p>' });
      expect(page.statusCode).toBe(200);
    }
    // Two of the three legal pages: not yet.
    expect((await guide(owner)).done).toEqual(['name', 'contact', 'shipping', 'tax', 'product']);
    await owner.put('/api/admin/pages/shipping-returns', { title: 'Shipping', contentHtml: '<p>Ours.</p>' });

    // Mail: SMTP is set; done once a message was delivered.
    expect((await guide(owner)).done).not.toContain('mail');
    await new TestBrowser(app, '10.4.4.4').post('/api/contact', {
      name: 'Robin',
      email: 'robin@example.com',
      subject: 'other',
      message: 'Hello there, are you open?',
    });
    while ((await app.mailWorker.tick()) > 0);
    const { done } = await guide(owner);
    // The test gateway: card payments stay to do.
    expect(done).toEqual(['name', 'contact', 'shipping', 'tax', 'mail', 'product', 'legal']);

    expect((await owner.post('/api/site-settings', { key: 'setupGuideDismissed', value: true })).statusCode).toBe(200);
    expect((await guide(owner)).dismissed).toBe(true);
  });

  it('is the owner’s alone', async () => {
    expect((await trpc(new TestBrowser(app, '10.4.4.5'), 'admin.dashboard.setupGuide')).statusCode).toBe(401);
  });
});
