import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addPainting } from '../testing/fixtures.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';
import { buyOverApi } from '../testing/shoppers.js';

/**
 * The archive and a painting's story over REST (issue 43, item 3): `GET /api/paintings/archive` lists sold originals
 * and sold-out limited prints, newest first, less those the owner hides; paintings answer and take `story`
 * (sanitised), `exhibitions` and `hideFromArchive`; a bad story is a 400 that changes nothing.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, perFile: true }, (shop) => ({ app, db, admin } = shop));

const archiveIds = async (): Promise<number[]> => {
  const res = await admin.get('/api/paintings/archive');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().map((p: { id: number }) => p.id);
};

describe('the archive over REST', () => {
  it('lists sold originals and sold-out editions, newest first, and leaves out what is for sale or hidden', async () => {
    const markedSold = await addPainting(db, { title: 'Marked Sold', sold: true });
    const forSale = await addPainting(db, { title: 'For Sale' });
    const soldOut = await addPainting(db, { title: 'Sold Out', original: false, limited: { count: 5, current: 5 } });
    const printing = await addPainting(db, {
      title: 'Still Printing',
      original: false,
      limited: { count: 5, current: 2 },
    });
    const open = await addPainting(db, { title: 'Open Print', original: false });
    const hidden = await addPainting(db, { title: 'Hidden', sold: true });
    const boughtOnline = await addPainting(db, { title: 'Bought Online' });
    const unpaid = await addPainting(db, { title: 'Checkout Unpaid' });
    await buyOverApi(app, [{ productId: boughtOnline, quantity: 1, item_type: 'painting' }]);
    await buyOverApi(app, [{ productId: unpaid, quantity: 1, item_type: 'painting' }], { pay: false });
    const hide = await admin.put(`/api/paintings/${hidden}`, { hideFromArchive: true });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().hideFromArchive).toBe(true);

    const ids = await archiveIds();
    expect(ids.filter((id) => id >= markedSold)).toEqual([boughtOnline, soldOut, markedSold]);
    for (const id of [forSale, printing, open, hidden, unpaid]) expect(ids).not.toContain(id);
    // Shown again once the owner unticks the box; anyone may read the archive.
    expect((await admin.put(`/api/paintings/${hidden}`, { hideFromArchive: false })).statusCode).toBe(200);
    expect(await archiveIds()).toContain(hidden);
    expect((await app.inject({ method: 'GET', url: '/api/paintings/archive' })).statusCode).toBe(200);
  });

  it("answers and keeps a painting's story, its text sanitised, and refuses a bad one with 400, changing nothing", async () => {
    const id = await addPainting(db, { title: 'With A Story', sold: true });
    const story = {
      story: '<p>Painted at dawn <script>alert(1)</script><a href="javascript:alert(1)" onclick="x()">here</a></p>',
      exhibitions: ['Galerie Rouge, Montréal, 2024', '  ', 'Salon d’automne, 2025'],
    };
    const saved = await admin.put(`/api/paintings/${id}`, story);
    expect(saved.statusCode, saved.body).toBe(200);
    const page = (await admin.get(`/api/paintings/${id}`)).json();
    expect(page.story).toMatch(/^<p>Painted at dawn <a[^>]*>here<\/a><\/p>$/);
    expect(page.story).not.toMatch(/script|javascript|onclick|alert/);
    expect(page.exhibitions).toEqual(['Galerie Rouge, Montréal, 2024', 'Salon d’automne, 2025']);
    expect(page.hideFromArchive).toBe(false);
    const listed = (await admin.get('/api/paintings/archive')).json().find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ story: page.story, exhibitions: page.exhibitions });

    for (const bad of [
      { story: 'x'.repeat(10_001) },
      { exhibitions: ['y'.repeat(201)] },
      { exhibitions: Array.from({ length: 51 }, (_, i) => `Show ${i}`) },
      { exhibitions: [3] },
      { hideFromArchive: 'maybe' },
    ]) {
      const res = await admin.put(`/api/paintings/${id}`, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const after = (await admin.get(`/api/paintings/${id}`)).json();
    expect([after.story, after.exhibitions, after.hideFromArchive]).toEqual([page.story, page.exhibitions, false]);
    // Only the owner writes a story.
    const stranger = await app.inject({ method: 'PUT', url: `/api/paintings/${id}`, payload: { story: 'mine' } });
    expect(stranger.statusCode).toBe(401);
  });
});
