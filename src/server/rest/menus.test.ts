import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOOTER_MENU, DEFAULT_HEADER_MENU } from '../../shared/schemas/menus.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ app, admin } = shop));

const visitorSettings = async () => (await new TestBrowser(app).get('/api/site-settings')).json();

describe('the header and footer menus as settings', () => {
  it("answer the spec's links by default", async () => {
    const settings = await visitorSettings();
    expect(settings.headerMenu).toEqual(DEFAULT_HEADER_MENU);
    expect(settings.footerMenu).toEqual(DEFAULT_FOOTER_MENU);
    expect(settings.footerMenu[0].links.map((l: { href: string }) => l.href)).toContain(
      '/category/hoodies-sweatshirts',
    );
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
    expect((await visitorSettings()).headerMenu).toEqual(DEFAULT_HEADER_MENU);
  });

  it('is for admins only', async () => {
    const res = await new TestBrowser(app).post('/api/site-settings', { key: 'headerMenu', value: [] });
    expect(res.statusCode).toBe(401);
  });
});
