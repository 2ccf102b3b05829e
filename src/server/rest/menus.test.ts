import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_MENU, DEFAULT_HEADER_MENU, headerMenuFor } from '../../shared/schemas/menus.js';
import type { Db } from '../db/index.js';
import { addCategory, addCollection, addPainting } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, db, admin } = shop));

const visitorSettings = async () => (await new TestBrowser(app).get('/api/site-settings')).json();

describe('the header and footer menus as settings', () => {
  it("answer the spec's links by default, the footer's Shop group linking the shop's categories", async () => {
    const settings = await visitorSettings();
    // A shop with no collection and no painting: its header links neither.
    expect(settings.headerMenu).toEqual(
      DEFAULT_HEADER_MENU.filter((l) => !['Collections', 'Paintings'].includes(l.label)),
    );
    expect(settings.footerMenu).toEqual(DEFAULT_FOOTER_MENU);
    expect(settings.footerMenu[0].links.map((l: { href: string }) => l.href)).toEqual([
      '/category/new-arrivals',
      '/category/best-sellers',
    ]);
    await addCategory(db, 'Hoodies & Sweatshirts', 2);
    await addCategory(db, 'T-Shirts', 1);
    const shop = (await visitorSettings()).footerMenu[0].links;
    expect(shop.slice(2)).toEqual([
      { label: 'T-Shirts', href: '/category/t-shirts' },
      { label: 'Hoodies & Sweatshirts', href: '/category/hoodies-sweatshirts' },
    ]);
    await addCollection(db, 'Summer');
    await addPainting(db);
    expect((await visitorSettings()).headerMenu).toEqual(DEFAULT_HEADER_MENU);
  });

  it('keep a footer menu the owner saved, whatever categories come later', async () => {
    const footerMenu = [{ title: 'Shop', links: [{ label: 'Tees', href: '/category/t-shirts' }] }];
    expect((await admin.post('/api/site-settings', { key: 'footerMenu', value: footerMenu })).statusCode).toBe(200);
    await addCategory(db, 'Jackets');
    expect((await visitorSettings()).footerMenu).toEqual(footerMenu);
  });

  it('take an edited, reordered menu of same-site links', async () => {
    const footerMenu = [
      {
        title: 'Shop',
        links: [
          { label: 'Tees', href: '/category/t-shirts' },
          { label: 'Sunset', href: '/collection/sunset-drop' },
        ],
      },
      { title: 'Help', links: [{ label: 'FAQs', href: '/faqs' }] },
    ];
    const headerMenu = [
      { label: 'Paintings', href: '/paintings' },
      { label: 'Home', href: '/' },
    ];
    expect((await admin.put('/api/site-settings', { settings: { footerMenu, headerMenu } })).statusCode).toBe(200);
    const settings = await visitorSettings();
    expect([settings.footerMenu, settings.headerMenu]).toEqual([footerMenu, headerMenu]);
  });

  it.each([
    ['an off-site link', { label: 'Evil', href: '//evil.example/x' }],
    ['a backslash host', { label: 'Evil', href: '/\\evil.example' }],
    ['a full URL', { label: 'Evil', href: 'https://evil.example' }],
    ['a javascript: link', { label: 'Evil', href: 'javascript:alert(1)' }],
    ['a label over 40 characters', { label: 'x'.repeat(41), href: '/about' }],
    ['an empty label', { label: ' ', href: '/about' }],
  ])('refuses %s with a 400 naming the setting', async (_, link) => {
    const res = await admin.post('/api/site-settings', { key: 'headerMenu', value: [link] });
    expect([res.statusCode, res.json().code]).toEqual([400, 'BAD_REQUEST']);
    expect(res.json().message).toMatch(/^headerMenu: /);
    const footer = await admin.post('/api/site-settings', {
      key: 'footerMenu',
      value: [{ title: 'Shop', links: [link] }],
    });
    expect(footer.statusCode).toBe(400);
    expect((await visitorSettings()).headerMenu).toEqual(headerMenuFor({ collections: false, paintings: false }));
  });

  it('is for admins only', async () => {
    const res = await new TestBrowser(app).post('/api/site-settings', { key: 'headerMenu', value: [] });
    expect(res.statusCode).toBe(401);
  });
});
