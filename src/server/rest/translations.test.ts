import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting, addProduct } from '../testing/fixtures.js';
import { signedInAdmin, TestBrowser, useTestApp } from '../testing/helpers.js';

/** The owner's content in French (issue 37): written by the admin, read by shoppers in their language. */
let app: FastifyInstance;
let db: Db;
let shopper: TestBrowser;
useTestApp((shop) => ({ app, db } = shop));
beforeEach(() => {
  shopper = new TestBrowser(app);
});

const FR = { 'x-shop-locale': 'fr' };
const french = (url: string) => shopper.request('GET', url, undefined, FR);
const translationRows = () => db.selectFrom('translation').select(['scope', 'item_key', 'field', 'text']).execute();

describe('translations of the catalogue', () => {
  it('answers French where the owner wrote it, English per field where not, and English exactly as before', async () => {
    const categoryId = await addCategory(db, 'Jackets');
    const id = await addProduct(db, { name: 'Acid Wash Tee', categoryId });
    const englishBefore = (await shopper.get(`/api/products/${id}`)).body;
    const { admin } = await signedInAdmin(app, db);
    const saved = await admin.put(`/api/products/${id}`, { translations: { fr: { name: 'T-shirt délavé' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Acid Wash Tee', translations: { fr: { name: 'T-shirt délavé' } } });
    await admin.put(`/api/categories/${categoryId}`, { translations: { fr: { name: 'Vestes' } } });

    const fr = (await french(`/api/products/${id}`)).json();
    expect(fr).toMatchObject({ name: 'T-shirt délavé', description: 'Hand-bleached cotton tee.', category: 'Vestes' });
    expect(fr).not.toHaveProperty('translations');
    // English: the very bytes it answered before any translation existed.
    expect((await shopper.get(`/api/products/${id}`)).body).toBe(englishBefore);
    // The French category's URL finds its products too.
    expect((await french('/api/products/category/vestes')).json().map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await french('/api/categories')).json()[0]).toMatchObject({ name: 'Vestes', slug: 'jackets' });
  });

  it('keeps the cached answers apart per language: a French read after an English one answers French', async () => {
    const id = await addProduct(db, { name: 'Cloud Hoodie' });
    const { admin } = await signedInAdmin(app, db);
    await admin.put(`/api/products/${id}`, { translations: { fr: { name: 'Chandail nuage' } } });
    expect((await shopper.get('/api/products')).json()[0].name).toBe('Cloud Hoodie');
    const fr = await french('/api/products');
    expect(fr.json()[0].name).toBe('Chandail nuage');
    expect(fr.headers.vary).toContain('x-shop-locale');
    expect((await shopper.get('/api/products')).json()[0].name).toBe('Cloud Hoodie');
    // A translation edit moves the catalogue version: the next French read shows it.
    await admin.put(`/api/products/${id}`, { translations: { fr: { name: 'Chandail des nuages' } } });
    expect((await french('/api/products')).json()[0].name).toBe('Chandail des nuages');
    // '' removes the French: English again.
    await admin.put(`/api/products/${id}`, { translations: { fr: { name: '' } } });
    expect((await french('/api/products')).json()[0].name).toBe('Cloud Hoodie');
  });

  it('round-trips paintings, collections and pages for the admin, and shoppers read them in French', async () => {
    const { admin } = await signedInAdmin(app, db);
    const paintingId = await addPainting(db, { title: 'Tidal Drift' });
    const painting = await admin.put(`/api/paintings/${paintingId}`, {
      translations: { fr: { title: 'Dérive des marées', medium: 'Acrylique sur toile' } },
    });
    expect(painting.json().translations).toEqual({ fr: { medium: 'Acrylique sur toile', title: 'Dérive des marées' } });
    expect((await french(`/api/paintings/${paintingId}`)).json()).toMatchObject({
      title: 'Dérive des marées',
      medium: 'Acrylique sur toile',
    });
    const collection = await admin.post('/api/collections', {
      name: 'Summer',
      translations: { fr: { name: 'Été', description: 'Pièces d’été' } },
    });
    expect(collection.statusCode).toBe(201);
    expect(collection.json().translations).toEqual({ fr: { description: 'Pièces d’été', name: 'Été' } });
    expect((await french('/api/collections/ete')).json()).toMatchObject({ name: 'Été', description: 'Pièces d’été' });
    expect((await shopper.get('/api/collections/summer')).json()).toMatchObject({ name: 'Summer' });
    const page = await admin.put('/api/admin/pages/faqs', {
      title: 'FAQs',
      contentHtml: '<p>Questions</p>',
      translations: { fr: { title: 'FAQ', contentHtml: '<p>Questions</p><script>alert(1)</script>' } },
    });
    expect(page.statusCode).toBe(200);
    expect((await french('/api/pages/faqs')).json()).toMatchObject({ title: 'FAQ', contentHtml: '<p>Questions</p>' });
    expect((await shopper.get('/api/pages/faqs')).json()).toMatchObject({ title: 'FAQs' });
    const pages = (await admin.get('/api/admin/pages')).json() as { slug: string; translations: object }[];
    expect(pages.find((p) => p.slug === 'faqs')?.translations).toEqual({
      fr: { contentHtml: '<p>Questions</p>', title: 'FAQ' },
    });
  });

  it.each([
    [{ de: { name: 'Jacke' } }, 'Unknown language "de"'],
    [{ fr: { colour: 'bleu' } }, 'Unknown field "colour"'],
    [{ fr: { name: 'x'.repeat(201) } }, 'The translation of name is at most 200 characters'],
    [{ fr: { name: 7 } }, 'The translation of name must be text'],
  ])('refuses translations %j with a 400 naming it, writing nothing', async (translations, text) => {
    const id = await addProduct(db, { name: 'Bleached Tee' });
    const { admin } = await signedInAdmin(app, db);
    const res = await admin.put(`/api/products/${id}`, { name: 'Renamed', translations });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(text);
    expect(await translationRows()).toEqual([]);
    expect((await shopper.get(`/api/products/${id}`)).json().name).toBe('Bleached Tee');
  });

  it('lets no one but the admin write translations', async () => {
    const id = await addProduct(db, { name: 'Bleached Tee' });
    const anonymous = await shopper.put(`/api/products/${id}`, { translations: { fr: { name: 'Piraté' } } });
    expect(anonymous.statusCode).toBe(401);
    await shopper.post('/api/register', { username: 'eve', email: 'eve@example.com', password: 'secret12' });
    for (const [method, url, body] of [
      ['PUT', `/api/products/${id}`, { translations: { fr: { name: 'Piraté' } } }],
      ['PUT', '/api/admin/translations/site', { settings: { fr: { heroTitle: 'Piraté' } } }],
      ['GET', '/api/admin/translations/untranslated', undefined],
    ] as const) {
      expect((await shopper.request(method, url, body)).statusCode, url).toBe(403);
    }
    expect(await translationRows()).toEqual([]);
  });

  it('translates the settings and the menus; the admin reads and writes them over REST', async () => {
    const { admin } = await signedInAdmin(app, db);
    const res = await admin.put('/api/admin/translations/site', {
      settings: { fr: { heroSubtitle: 'Minimal. Intemporel. Unique.' } },
      menus: { fr: { 'New Arrivals': 'Nouveautés' } },
    });
    expect(res.statusCode).toBe(200);
    expect((await admin.get('/api/admin/translations/site')).json()).toEqual({
      settings: { fr: { heroSubtitle: 'Minimal. Intemporel. Unique.' } },
      menus: { fr: { 'New Arrivals': 'Nouveautés' } },
    });
    const fr = (await french('/api/site-settings')).json();
    expect(fr.heroSubtitle).toBe('Minimal. Intemporel. Unique.');
    expect(fr.heroTitle).toBe('WILD BLEACH STUDIO');
    expect(fr.headerMenu[1]).toEqual({ label: 'Nouveautés', href: '/category/new-arrivals' });
    expect(fr.footerMenu[0].links[0].label).toBe('Nouveautés');
    const en = (await shopper.get('/api/site-settings')).json();
    expect(en.heroSubtitle).toBe('Minimal. Timeless. Unique.');
    expect(en.headerMenu[1].label).toBe('New Arrivals');
    const bad = await admin.put('/api/admin/translations/site', { settings: { fr: { primaryColor: '#000' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Unknown field "primaryColor"');
  });

  it('speaks French in the shop’s own words until the owner changes them: default texts and menus', async () => {
    await addCollection(db, 'Summer'); // a shop with a collection and a painting: its header links both
    await addPainting(db);
    const fr = (await french('/api/site-settings')).json();
    expect(fr.heroSubtitle).toBe('Minimaliste. Intemporel. Unique.');
    expect(fr.newArrivalsTitle).toBe('Nouveautés');
    expect(fr.headerMenu.map((l: { label: string }) => l.label)).toEqual([
      'Accueil',
      'Nouveautés',
      'Boutique',
      'Collections',
      'Peintures',
      'À propos',
      'Contact',
    ]);
    expect(fr.footerMenu.map((g: { title: string }) => g.title)).toEqual(['Boutique', 'Aide', 'Informations']);
    expect(fr.heroTitle).toBe('WILD BLEACH STUDIO');
    const { admin } = await signedInAdmin(app, db);
    const untranslated = () => admin.get('/api/admin/translations/untranslated');
    expect((await untranslated()).json().find((u: { scope: string }) => u.scope === 'setting').fields).not.toContain(
      'heroSubtitle',
    );
    // The owner's own words have no built-in French: English on French pages, listed as untranslated.
    await admin.post('/api/site-settings', { key: 'heroSubtitle', value: 'Bleached by hand in Montreal.' });
    expect((await french('/api/site-settings')).json().heroSubtitle).toBe('Bleached by hand in Montreal.');
    expect((await untranslated()).json().find((u: { scope: string }) => u.scope === 'setting').fields).toContain(
      'heroSubtitle',
    );
    // The owner's French wins over the shop's.
    // Only the translation table is written: the read caches must see it at once (on PostgreSQL too).
    await admin.put('/api/admin/translations/site', { menus: { fr: { Shop: 'Magasiner' } } });
    expect((await french('/api/site-settings')).json().headerMenu[2].label).toBe('Magasiner');
    // English stays the spec's.
    const en = (await shopper.get('/api/site-settings')).json();
    expect(en.headerMenu[2].label).toBe('Shop');
    expect(en.newArrivalsTitle).toBe('New Arrivals');
  });

  it('lists what has no French yet, field by field, and drops an item once translated', async () => {
    const id = await addProduct(db, { name: 'Bleached Tee' });
    const collectionId = await addCollection(db, 'Summer');
    const { admin } = await signedInAdmin(app, db);
    const before = (await admin.get('/api/admin/translations/untranslated')).json() as {
      scope: string;
      key: string;
      fields: string[];
    }[];
    expect(before.find((u) => u.scope === 'product' && u.key === String(id))).toEqual({
      scope: 'product',
      key: String(id),
      label: 'Bleached Tee',
      fields: ['name', 'description'],
    });
    expect(before.find((u) => u.scope === 'setting')?.fields).toContain('heroTitle');
    // The default menus' labels have the shop's own French: only what the owner wrote is theirs to translate.
    expect(before.find((u) => u.scope === 'menu')).toBeUndefined();
    await admin.post('/api/site-settings', {
      key: 'headerMenu',
      value: [
        { label: 'Home', href: '/' },
        { label: 'Drop Day', href: '/category/new-arrivals' },
      ],
    });
    const menus = (await admin.get('/api/admin/translations/untranslated')).json() as typeof before;
    expect(menus.find((u) => u.scope === 'menu')?.fields).toEqual(['Drop Day']);
    await admin.put(`/api/products/${id}`, { translations: { fr: { name: 'T-shirt délavé' } } });
    await admin.put(`/api/collections/${collectionId}`, {
      translations: { fr: { name: 'Été', description: 'Pièces d’été' } },
    });
    const after = (await admin.get('/api/admin/translations/untranslated')).json() as typeof before;
    expect(after.find((u) => u.scope === 'product' && u.key === String(id))?.fields).toEqual(['description']);
    expect(after.find((u) => u.scope === 'collection' && u.key === String(collectionId))).toBeUndefined();
    expect((await admin.get('/api/admin/translations/collection')).json()).toEqual({
      [collectionId]: { fr: { description: 'Pièces d’été', name: 'Été' } },
    });
  });

  it('round-trips through tRPC too: the admin writes and reads translations, a French page reads French', async () => {
    const id = await addProduct(db, { name: 'Bleached Tee' });
    const { admin } = await signedInAdmin(app, db);
    const saved = await admin.post('/trpc/admin.products.update', { id, translations: { fr: { name: 'T-shirt' } } });
    expect(saved.json().result.data).toMatchObject({ name: 'Bleached Tee', translations: { fr: { name: 'T-shirt' } } });
    const input = encodeURIComponent(JSON.stringify({ page: 1, pageSize: 10, sort: 'name' }));
    // The admin reads English whatever language its request says, with the translations beside.
    const list = await admin.request('GET', `/trpc/admin.products.list?input=${input}`, undefined, FR);
    expect(list.json().result.data.items[0]).toMatchObject({
      name: 'Bleached Tee',
      translations: { fr: { name: 'T-shirt' } },
    });
    const one = encodeURIComponent(JSON.stringify({ id }));
    expect((await french(`/trpc/catalogue.product?input=${one}`)).json().result.data.name).toBe('T-shirt');
    expect((await shopper.get(`/trpc/catalogue.product?input=${one}`)).json().result.data.name).toBe('Bleached Tee');
  });

  it('finds a product by its French name in a French search, and names it in French', async () => {
    const id = await addProduct(db, { name: 'Acid Wash Tee' });
    const { admin } = await signedInAdmin(app, db);
    await admin.put(`/api/products/${id}`, { translations: { fr: { name: 'Chandail délavé' } } });
    const fr = await french('/api/search?q=chandail');
    expect(fr.json()).toMatchObject([{ id, title: 'Chandail délavé' }]);
    expect((await shopper.get('/api/search?q=chandail')).json()).toMatchObject([{ id, title: 'Acid Wash Tee' }]);
    expect((await shopper.get('/api/search?q=acid')).json()).toMatchObject([{ id, title: 'Acid Wash Tee' }]);
  });
});
