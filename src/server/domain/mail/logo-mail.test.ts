import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { TestBrowser, useTestApp } from '../../testing/helpers.js';
import { outbox } from '../../testing/mail-shop.js';

/**
 * Issue 44, item 1: an uploaded logo shows in mails. Uploads are kept as WebP, which many mail apps cannot show, so
 * each upload also gets a PNG (transparent) or JPEG copy, and the mails' logo is that copy.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wbs-logo-'));
});
useTestApp({ admin: true, env: () => ({ UPLOADS_DIR: dir }) }, (shop) => ({ app, db, admin } = shop));

async function uploadLogo(png: Buffer): Promise<string> {
  const boundary = '----wbs-logo-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin.cookie },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

let shoppers = 0;

/** The logo `<img>` source of the newest mail in the outbox, after a shopper asks for a password reset. */
async function mailLogo(): Promise<string | undefined> {
  const browser = new TestBrowser(app);
  const name = `dune${++shoppers}`;
  const email = `${name}@b.test`;
  expect((await browser.post('/api/register', { username: name, email, password: 'secret1' })).statusCode).toBe(201);
  await browser.post('/api/password-reset', { email });
  const mail = (await outbox(db)).at(-1);
  expect(mail?.kind).toBe('password_reset');
  return mail?.html.match(/<img src="(?:\{\{shop-origin\}\})?([^"]+)"/)?.[1];
}

describe("the shop's logo in mails", () => {
  it('is the PNG copy of an uploaded transparent logo, served as a PNG', async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#BF8F5280' } })
      .png()
      .toBuffer();
    const logo = await uploadLogo(png);
    expect(logo).toMatch(/\.webp$/);
    const saved = await admin.post('/api/site-settings', { key: 'logoType', value: 'image' });
    expect(saved.statusCode).toBe(200);
    expect((await admin.post('/api/site-settings', { key: 'logoImage', value: logo })).statusCode).toBe(200);

    const src = await mailLogo();
    expect(src).toMatch(/^\/uploads\/[\w-]+-mail\.png$/);
    const served = await app.inject({ url: src as string });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 480, 160, true]);
  });

  it('stays as it is when it is not an upload with a copy (another site, an upload from before)', async () => {
    await admin.post('/api/site-settings', { key: 'logoType', value: 'image' });
    await admin.post('/api/site-settings', { key: 'logoImage', value: 'https://cdn.example.org/logo.png' });
    expect(await mailLogo()).toBe('https://cdn.example.org/logo.png');
    await db
      .insertInto('media')
      .values({
        filename: 'old.webp',
        original_name: 'old.png',
        mime: 'image/webp',
        width: 1,
        height: 1,
        size_bytes: 1,
      })
      .execute();
    await admin.post('/api/site-settings', { key: 'logoImage', value: '/uploads/old.webp' });
    expect(await mailLogo()).toBe('/uploads/old.webp');
  });
});
