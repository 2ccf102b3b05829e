import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting } from '../testing/fixtures.js';
import { renderingApp, testDb } from '../testing/helpers.js';

/**
 * /paintings/archive as the server renders it (issue 43, item 3), in English and French: the sold originals and
 * sold-out editions, each linking to its painting page, never a piece for sale; in the sitemap; linked from the
 * gallery; a painting page tells its story.
 */
let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  db = await testDb();
  app = await renderingApp(db);
}, 60_000);
afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('the archive page', () => {
  it('lists the sold work in English and French, each linking to its page, and leaves out what is for sale', async () => {
    const sold = await addPainting(db, { title: 'Harbour Gone Home', sold: true });
    const soldOut = await addPainting(db, {
      title: 'Last Print Standing',
      original: false,
      limited: { count: 3, current: 3 },
    });
    await addPainting(db, { title: 'Still On The Wall' });
    await db
      .updateTable('painting')
      .set({ story: '<p>Painted from the pier at dawn.</p>', exhibitions: JSON.stringify(['Galerie Rouge, 2024']) })
      .where('id', '=', sold)
      .execute();

    const page = await app.inject({ url: '/paintings/archive' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1');
    expect(page.body).toContain('The archive');
    expect(page.body).toContain('Harbour Gone Home');
    expect(page.body).toContain('Last Print Standing');
    expect(page.body).not.toContain('Still On The Wall');
    expect(page.body).toContain(`href="/paintings/${sold}"`);
    expect(page.body.indexOf('Last Print Standing')).toBeLessThan(page.body.indexOf('Harbour Gone Home'));

    const french = await app.inject({ url: '/fr/paintings/archive' });
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('Les archives');
    expect(french.body).toContain(`href="/fr/paintings/${soldOut}"`);

    const gallery = await app.inject({ url: '/paintings' });
    expect(gallery.body).toContain('href="/paintings/archive"');
    const told = await app.inject({ url: `/paintings/${sold}` });
    expect(told.body).toContain('Its story');
    expect(told.body).toContain('Painted from the pier at dawn.');
    expect(told.body).toContain('Galerie Rouge, 2024');
    expect((await app.inject({ url: `/fr/paintings/${sold}` })).body).toContain('Son histoire');

    const sitemap = await app.inject({ url: '/sitemap.xml' });
    expect(sitemap.body).toContain('/paintings/archive</loc>');
  });
});
