import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting } from '../testing/fixtures.js';
import { renderingApp, signedInAdmin, type TestBrowser, testDb } from '../testing/helpers.js';
import { buyOverApi } from '../testing/shoppers.js';

/**
 * /verify/{code} as the server renders it (issue 43), in English and French: the work, the edition, the shop, the
 * status, never the buyer; a refund shows at once (the page is never served from the page cache); unknown: 404.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;

beforeAll(async () => {
  db = await testDb();
  app = await renderingApp(db);
  ({ admin } = await signedInAdmin(app, db));
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('the verification page', () => {
  it('confirms a sold original in English and French, then says void once the line is refunded', async () => {
    const painting = await addPainting(db, { title: 'Tidal Drift' });
    const { browser, orderId } = await buyOverApi(app, [{ productId: painting, quantity: 1, item_type: 'painting' }]);
    const order = (await browser.get(`/api/orders/${orderId}`)).json();
    const [line] = order.items as { id: number; verifyUrl: string }[];
    const page = await app.inject({ url: line?.verifyUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tidal Drift');
    expect(page.body).toContain('Valid certificate');
    expect(page.body).toContain('Sold by Wild Bleach Studio');
    expect(page.body).not.toContain(order.name);
    expect(page.body).not.toContain(order.email);
    const french = await app.inject({ url: `/fr${line?.verifyUrl}` });
    expect(french.body).toContain('Certificat valide');
    expect(french.body).toContain('Vendu par Wild Bleach Studio');

    const refund = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: line?.id, quantity: 1 }],
      restock: false,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = await app.inject({ url: line?.verifyUrl ?? '' });
    expect(after.body).toContain('Void');
    expect(after.body).not.toContain('Valid certificate');
  });

  it('answers 404 with "Unknown certificate" for a code no certificate has', async () => {
    const page = await app.inject({ url: '/verify/AAAAAAAAAAAAAAAAAAAA' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Unknown certificate');
  });
});
