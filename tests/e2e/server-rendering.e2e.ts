import { describe, expect, it } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { setSettings } from './settings-helpers.js';
import { withShop } from './shop.js';

const shop = withShop();

/** The gallery's paintings on a page (`paintingPage`). */
const GALLERY_PAGE = 24;

/** The JSON-LD objects of a page's HTML. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? 'null'),
  );
}

describe('storefront pages rendered on the server', () => {
  it('sends a product page with its name, price, head tags and JSON-LD in the HTML', async () => {
    const res = await fetch(`${shop.server.url}/product/2`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Spiral Bloom Tee | Wild Bleach Studio</title>');
    expect(html).toMatch(/<h1[^>]*>Spiral Bloom Tee<\/h1>/);
    expect(html).toContain('$48.00');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\/2"\/>/);
    expect(html).toContain('<meta property="og:image" content="http');
    const [product, breadcrumbs] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Spiral Bloom Tee',
      offers: { price: '48.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    // The router's inline scripts are allowed by their hashes, not by 'unsafe-inline'.
    const scriptSrc = /script-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(scriptSrc).toMatch(/^'self' 'sha256-/);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('describes a painting as a VisualArtwork and a sold original as SoldOut', async () => {
    const paintings = (await (await fetch(`${shop.server.url}/api/paintings`)).json()) as Array<{
      id: number;
      title: string;
      is_sold: boolean;
    }>;
    const sold = paintings.find((painting) => painting.is_sold);
    expect(sold).toBeDefined();
    const html = await (await fetch(`${shop.server.url}/paintings/${sold?.id}`)).text();
    expect(html).toContain(`${sold?.title} | Wild Bleach Studio`);
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': ['VisualArtwork', 'Product'],
      offers: { availability: 'https://schema.org/SoldOut' },
    });
  });

  it('answers 404 with the rendered not-found page, and keeps private screens out of the HTML', async () => {
    const missing = await fetch(`${shop.server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 Page Not Found');
    const noProduct = await fetch(`${shop.server.url}/product/99999`, { redirect: 'manual' });
    expect([noProduct.status, noProduct.headers.get('location')]).toEqual([404, null]);
    expect(await noProduct.text()).toContain('Product not found');
    const admin = await (await fetch(`${shop.server.url}/admin`)).text();
    expect(admin).toContain('<meta name="robots" content="noindex"/>');
    expect(admin).not.toContain('>Dashboard<');
  });

  it('renders the search results kept out of search engines, and a product page not', async () => {
    const results = await fetch(`${shop.server.url}/search?q=tee`);
    expect(results.status).toBe(200);
    const html = await results.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<h1');
    expect(await (await fetch(`${shop.server.url}/product/2`)).text()).not.toContain('name="robots"');
  });

  it('serves one render for a page whatever junk its query carries, and moves /products/{id} permanently', async () => {
    const plain = await fetch(`${shop.server.url}/product/2`);
    const junk = await fetch(`${shop.server.url}/product/2?u=12345`);
    expect(junk.status).toBe(200);
    expect(junk.headers.get('etag')).toBe(plain.headers.get('etag'));
    const moved = await fetch(`${shop.server.url}/products/2`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/product/2']);
  });

  it('hydrates every storefront page without a React warning or error', async () => {
    const page = await newPage(shop.browser);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of [
      '/',
      '/category/all',
      '/product/2',
      '/paintings',
      '/paintings/1',
      '/collection/all',
      '/about',
      // A query the page does not read is served the page rendered without it (one cached render).
      '/product/2?utm_source=newsletter&u=7',
      '/category/all?sort=price-asc&junk=1',
    ]) {
      await page.goto(`${shop.server.url}${path}`);
      await page.locator('body:not([aria-disabled])').waitFor({ state: 'attached' });
    }
    // Client-side navigation after hydration still works.
    await page.getByRole('link', { name: 'Contact' }).first().click();
    await page.waitForURL(`${shop.server.url}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('keeps the ids the server drew: hydration renders nothing again to swap them (issue 45)', async () => {
    const page = await newPage(shop.browser);
    for (const path of ['/category/all', '/paintings/1']) {
      const html = await (await fetch(`${shop.server.url}${path}`)).text();
      await page.goto(`${shop.server.url}${path}`);
      await page.evaluate('new Promise((resolve) => setTimeout(resolve, 100))');
      // Mantine's generated ids (a field's, its label's): its own useId swapped each for a random one after mounting.
      // An island (a painting's sizes) is drawn anew in the browser, its ids its own: the server's outside them stay.
      const { ids, all } = await page.evaluate((page) => {
        const drawn = [...new DOMParser().parseFromString(page, 'text/html').querySelectorAll('[id^="mantine-"]')];
        const outside = drawn.filter((element) => !element.closest('[data-island]'));
        return { ids: outside.map((element) => element.id), all: drawn.length };
      }, html);
      expect(all, path).toBeGreaterThan(0);
      const missing = await page.evaluate((ids) => ids.filter((id) => !document.getElementById(id)), ids);
      expect(missing, path).toEqual([]);
      // Every reference to an id (a label's, a described or labelled part's) finds it, in the islands too.
      const dangling = await page.evaluate(() =>
        [...document.querySelectorAll('label[for], [aria-labelledby], [aria-describedby], [aria-controls]')]
          .flatMap((element) =>
            ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'].flatMap((name) =>
              (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
            ),
          )
          .filter((id) => !document.getElementById(id)),
      );
      expect(dangling, path).toEqual([]);
    }
  });

  it('leaves the footer, the hero and the category tiles as the server drew them, their links in the app on its pages (issue 45)', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/`);
    await page.locator('body:not([aria-disabled])').waitFor({ state: 'attached' });
    // What React hydrated carries its fiber; the static parts' elements carry none, the header's do.
    const hydratedIn = (selector: string) =>
      page.evaluate(
        `[...document.querySelectorAll(${JSON.stringify(`${selector}, ${selector} *`)})].filter((e) => Object.keys(e).some((k) => k.startsWith('__reactFiber'))).length`,
      );
    expect(await hydratedIn('footer')).toBe(0);
    expect(await hydratedIn('section[aria-labelledby="hero-title"]')).toBe(0);
    expect(await hydratedIn('[aria-labelledby="categories-title"]')).toBe(0);
    expect(await hydratedIn('header')).toBeGreaterThan(10);
    // Home is drawn as islands (its header is one): a category tile loads the page it names.
    await page.evaluate('window.stillHere = true');
    const tile = page.locator('[aria-labelledby="categories-title"] a').first();
    const href = await tile.getAttribute('href');
    await tile.click();
    await page.waitForURL(`${shop.server.url}${href}`);
    expect(await page.evaluate('window.stillHere')).toBeUndefined();
    // On a page the app draws, a footer link opens its page in the app (the same document), and the footer is drawn
    // again for it.
    await page.goto(`${shop.server.url}/contact`);
    await page.locator('body:not([aria-disabled])').waitFor({ state: 'attached' });
    expect(await hydratedIn('footer')).toBe(0);
    await page.evaluate('window.stillHere = true');
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL(`${shop.server.url}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate('window.stillHere')).toBe(true);
    expect(await page.locator('footer a[data-language-switch]').getAttribute('href')).toBe('/fr/about');
  });

  it('follows a link tapped while the page still hydrates (a slow phone) with no error reported', async () => {
    const page = await newPage(shop.browser);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of ['/category/all?sort=price-asc', '/']) {
      await page.goto(`${shop.server.url}${path}`, { waitUntil: 'commit' });
      await page.locator('body:not([aria-disabled])').waitFor({ state: 'attached' });
      await page.getByRole('link', { name: 'Contact' }).first().click();
      await page.waitForURL(`${shop.server.url}/contact`);
      await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    }
    await page.waitForTimeout(1_000); // what React reports once it has rendered the page again
    expect(problems).toEqual([]);
  });

  // It switches the wishlist and the star background on for the shop: the cases after it have hearts on the cards.
  it('with the wishlist and the star background on, sends each card its heart in the HTML and hydrates without an error', async () => {
    await setSettings(shop.browser, shop.server, { enableWishlist: true, enableStarGazing: true });
    const html = await (await fetch(`${shop.server.url}/category/all`)).text();
    const hearts = (html.match(/<button[^>]*data-saved="/g) ?? []).length; // not the page's CSS for them
    expect(hearts).toBeGreaterThan(0);
    const page = await newPage(shop.browser);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    await page.goto(`${shop.server.url}/category/all`);
    await page.locator('body:not([aria-disabled])').waitFor({ state: 'attached' });
    // Drawn disabled as the server drew it, then live once the browser is idle.
    await page.locator('[data-saved]:not([disabled])').first().waitFor();
    expect(await page.locator('[data-saved]').count()).toBe(hearts);
    // The stars are the browser's alone: drawn once it is idle, with nothing of theirs in the server's HTML.
    expect(html).not.toContain('<canvas');
    await page.locator('canvas').waitFor({ state: 'attached' });
    expect(problems).toEqual([]);
  });
  it('styles every class the server’s HTML uses from the page’s own stylesheets: the first paint is the page’s look', async () => {
    // No script: the page as it is painted before any runs (a part whose code comes later, a card's heart, has its
    // look from the start, not once its code has come: it would move under a thumb about to tap it).
    // Paintings enough for a second page: the gallery's pages are drawn too.
    const admin = await newPage(shop.browser);
    await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
    const shown = ((await callFrom(admin, 'GET', '/api/paintings')).body as unknown[]).length;
    for (let n = shown; n <= GALLERY_PAGE; n += 1)
      expect((await callFrom(admin, 'POST', '/api/paintings', { title: `Page Filler ${n}`, price: 50 })).status).toBe(
        201,
      );
    await admin.context().close();
    const context = await shop.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const path of ['/', '/fr/', '/category/all', '/product/2', '/paintings', '/paintings/1', '/collection/all']) {
      await page.goto(`${shop.server.url}${path}`);
      const unstyled = await page.evaluate(() => {
        const styled = new Set<string>();
        const collect = (rules: CSSRuleList) => {
          for (const rule of rules) {
            if (rule instanceof CSSStyleRule)
              for (const [, name] of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) styled.add(name ?? '');
            if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of document.styleSheets) collect(sheet.cssRules);
        // An element's CSS modules' classes (`_name_hash_line`), one at least styled (a class that only `composes`
        // another has no rules of its own: the other's are the look).
        const unstyled = [...document.querySelectorAll('[class]')].flatMap((element) => {
          const own = [...element.classList].filter((name) => /^_.+_[\w-]{5}_\d+$/.test(name));
          return own.length > 0 && !own.some((name) => styled.has(name)) ? [own.join(' ')] : [];
        });
        return [...new Set(unstyled)];
      });
      expect(unstyled, path).toEqual([]);
    }
    await page.goto(`${shop.server.url}/paintings`);
    expect(await page.getByRole('button', { name: /2/ }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
