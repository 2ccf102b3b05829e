import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts/accounts.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let dir: string;
let admin: TestBrowser;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'wbs-media-'));
});
useTestApp({ admin: true, env: () => ({ UPLOADS_DIR: dir }) }, (shop) => ({ app, db, admin } = shop));

function multipartBody(filename: string, data: Buffer, type: string): { body: Buffer; contentType: string } {
  const boundary = '----wbs-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (browser: TestBrowser, filename: string, data: Buffer, type = 'image/png') => {
  const { body, contentType } = multipartBody(filename, data, type);
  return app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { 'content-type': contentType, cookie: browser.cookie },
    payload: body,
  });
};

describe('the media library', () => {
  it('stores an upload as web-sized WebP with smaller variants, served under /uploads', async () => {
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#BF8F52' } })
      .png()
      .toBuffer();
    const res = await upload(admin, 'studio-shot.png', png);
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      width: 1200,
      height: 900,
      alt: 'studio shot',
      url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    });
    expect(item.variants.map((v: { width: number }) => v.width)).toEqual([400, 800]);
    expect(readdirSync(dir)).toHaveLength(4); // the WebP, its two variants and its JPEG copy for mails
    const served = await app.inject({ method: 'GET', url: item.url });
    expect(served.statusCode).toBe(200);
    expect((await admin.get('/api/admin/media')).json()).toHaveLength(1);
    expect((await admin.delete(`/api/admin/media/${item.id}`)).statusCode).toBe(200);
    expect(readdirSync(dir)).toHaveLength(0);
  });

  it('refuses what is not an image, and anyone but an admin', async () => {
    const fake = await upload(admin, 'evil.png', Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      message: 'Only JPEG, PNG and WebP images can be uploaded',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(new TestBrowser(app), 'a.png', png)).statusCode).toBe(401);
    await createUser({ db }, { username: 'shopper', email: 's@example.com', password: 'secret1' });
    const shopper = new TestBrowser(app);
    await shopper.post('/api/login', { username: 'shopper', password: 'secret1' });
    expect((await upload(shopper, 'a.png', png)).statusCode).toBe(403);
  });
});
