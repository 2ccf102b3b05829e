import { describe, expect, it, vi } from 'vitest';
import { addPainting } from '../testing/fixtures.js';
import { renderingApp, testDb } from '../testing/helpers.js';

/**
 * A painting's story is in the server's HTML from the first page the server renders (SEO, readers without
 * JavaScript, no shift when the page hydrates): its text is a lazy part (its sanitiser is a chunk of its own in the
 * browser), which a server render met first used to leave out, the page cache then keeping that page.
 */
describe("a painting page's story", () => {
  it.each([
    ['English', '', 'Its story'],
    ['French', '/fr', 'Son histoire'],
  ])(
    'is in the %s page the server renders first after it starts',
    async (_language, prefix, heading) => {
      // A server just started: the render entry and everything it draws loaded afresh (the worker's other files share
      // one module graph, where a page rendered earlier would have loaded the story's part already).
      vi.resetModules();
      const db = await testDb();
      const app = await renderingApp(db);
      try {
        const id = await addPainting(db, { title: 'Harbour Gone Home', sold: true });
        await db
          .updateTable('painting')
          .set({
            story: '<p>Painted from the <em>pier</em> at dawn.</p>',
            exhibitions: JSON.stringify(['Galerie Rouge']),
          })
          .where('id', '=', id)
          .execute();

        const page = await app.inject({ url: `${prefix}/paintings/${id}` });
        expect(page.statusCode).toBe(200);
        // (Booleans: the whole page in a failure's message would hide the point.)
        expect(page.body.includes(heading), 'the heading').toBe(true);
        expect(page.body.includes('<p>Painted from the <em>pier</em> at dawn.</p>'), "the story's text").toBe(true);
        expect(page.body.includes('Galerie Rouge'), 'the exhibitions').toBe(true);
        expect(page.body.includes('Switched to client rendering'), 'a part left to the browser').toBe(false);
      } finally {
        await app.close();
        await db.destroy();
      }
    },
    60_000,
  );
});
