import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../src/server/load/http-client.js';
import { newPage } from './browser.js';
import { withShop } from './shop.js';

/**
 * An XSS corpus through every admin text and HTML field (products, paintings, collections, categories, content
 * pages, site settings), then the storefront in Chromium: no payload's script runs (each would set
 * `window.__xss`), no `javascript:` link, no event-handler attribute anywhere in the rendered DOM, server-rendered
 * or hydrated.
 */
const shop = withShop();

const CORPUS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<a href="javascript:window.__xss=4">click</a>',
  '"><script>window.__xss=5</script>',
  '</script><script>window.__xss=6</script>',
  '<iframe src="javascript:window.__xss=7"></iframe>',
  '<details open ontoggle="window.__xss=8">x</details>',
  "'-alert(window.__xss=9)-'",
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=10">',
  '<a href="jav&#x09;ascript:window.__xss=11">tab</a>',
  '\u2028\u2029<!--<script>window.__xss=12</script>-->',
];

let client: HttpClient;
const api = (method: string, path: string, body?: unknown) => client.call(method, path, body);

/** The storefront pages that show what the admin wrote. */
const pages: string[] = ['/', '/paintings', '/about', '/contact', '/track-order'];
let written = 0;

beforeAll(async () => {
  client = new HttpClient(shop.server);
  expect((await api('POST', '/api/login', { username: 'admin', password: shop.server.adminPassword })).status).toBe(
    200,
  );
  for (const [i, x] of CORPUS.entries()) {
    const collection = await api('POST', '/api/collections', {
      name: `C${i} ${x}`.slice(0, 100),
      description: x,
      featured: i === 0,
    });
    const category = await api('POST', '/api/categories', { name: `K${i} ${x}`.slice(0, 100) });
    const product = await api('POST', '/api/products', {
      name: `P${i} ${x}`,
      description: x,
      price: 10,
      category: category.json?.name,
      collection: collection.json?.name,
      colors: [x.slice(0, 50)],
      sizes: [`M${x}`.slice(0, 50)],
      isNew: true,
      isFeatured: true,
    });
    const painting = await api('POST', '/api/paintings', {
      title: `A${i} ${x}`,
      description: x,
      price: 100,
      medium: x,
      artist_name: x.slice(0, 100),
      tags: [x.slice(0, 50)],
      is_original: i % 2 === 0,
      is_featured: true,
      in_stock: true,
      stock: 3,
    });
    for (const res of [collection, category, product, painting]) expect(res.status, JSON.stringify(res.json)).toBe(201);
    written += 12; // collection 2, category 1, product 4 and painting 5 text fields
    pages.push(`/product/${product.json.id}`, `/paintings/${painting.json.id}`);
    if (category.json.slug) pages.push(`/category/${category.json.slug}`);
    pages.push(`/collection/${collection.json.id}`);
  }
  const contentPages = (await api('GET', '/api/admin/pages')).json as { slug: string }[];
  for (const [i, { slug }] of contentPages.entries()) {
    const x = CORPUS[i % CORPUS.length] as string;
    const res = await api('PUT', `/api/admin/pages/${slug}`, {
      title: `T ${x}`.slice(0, 200),
      contentHtml: CORPUS.join('\n'),
    });
    expect(res.status).toBe(200);
    written += 2;
    pages.push(`/${slug}`);
  }
  const settings = (await api('GET', '/api/site-settings')).json as Record<string, unknown>;
  for (const [i, [key, value]] of Object.entries(settings).entries()) {
    if (typeof value !== 'string') continue;
    const x = CORPUS[i % CORPUS.length] as string;
    // Links take only http(s) and paths: a javascript: one must be refused; text takes anything.
    const res = await api('POST', '/api/site-settings', {
      key,
      value: /image|url/i.test(key) ? 'javascript:window.__xss=99' : x,
    });
    if (res.status === 200) written++;
    else expect(res.status, `${key} answered ${res.status}`).toBe(400);
  }
}, 120_000);

/** What the page shows that could run script: the sentinel, javascript: URLs, on* attributes, injected scripts. */
async function dangers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const w = window as unknown as { __xss?: unknown };
    if (w.__xss !== undefined) found.push(`a payload ran: window.__xss = ${String(w.__xss)}`);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
        if (
          /^(href|src|action|formaction|xlink:href|data)$/.test(name) &&
          /^\s*javascript:/i.test(attr.value.replace(/[\s\p{Cc}]/gu, ''))
        ) {
          found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 60)}">`);
        }
      }
    }
    for (const script of Array.from(document.scripts)) {
      if (/^\s*window\.__xss=\d+\s*$/.test(script.text)) {
        found.push(`an injected <script>: ${script.text.slice(0, 80)}`);
      }
    }
    return found;
  });
}

describe('admin text and HTML on the storefront', () => {
  it('never renders executable markup, server-rendered or hydrated', async () => {
    const page = await newPage(shop.browser);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    // The detector itself: markup that would run is found.
    await page.setContent('<a href=" javascript:void 0">x</a><img src="data:," onerror="window.__xss=1">');
    await page.waitForFunction(() => (window as unknown as { __xss?: number }).__xss === 1);
    expect(await dangers(page)).toHaveLength(3);

    const problems: string[] = [];
    for (const path of [...new Set(pages)]) {
      await page.goto(`${shop.server.url}${path}`, { waitUntil: 'networkidle' });
      for (const danger of await dangers(page)) problems.push(`${path}: ${danger}`);
    }
    // The payloads do reach the storefront, as text.
    await page.goto(`${shop.server.url}${pages.find((p) => p.startsWith('/product/'))}`, { waitUntil: 'networkidle' });
    await page.getByText('P0 <script>window.__xss=1</script>').first().waitFor();
    console.log(
      `xss: ${CORPUS.length} payloads through ${written} admin fields, ${new Set(pages).size} storefront pages checked`,
    );
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
  }, 240_000);
});
