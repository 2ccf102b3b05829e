import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { setSettings } from './settings-helpers.js';
import { withShop } from './shop.js';

/** With SHOTS_DIR set, the home page is also saved there at 1280 px in each font, to be looked at. */
const SHOTS = process.env.SHOTS_DIR;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const shop = withShop();

interface FontState {
  /** The first family of the body's and the hero heading's computed font-family. */
  body: string;
  heading: string;
  /** The families of the @font-face rules the page has, and those of them loaded. */
  families: string[];
  loaded: string[];
  /** The font files and stylesheets the page fetched (paths), and any fetched from another host. */
  fontFiles: string[];
  foreign: string[];
}

/**
 * The page's texts (elements with text of their own, form controls) not drawn in the body's font (the chosen one).
 * The font goes on a part at a time and the parts' marks stay (`font-steps.ts`): every text ends in the font.
 */
function textsNotInFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const first = (el: Element) => (getComputedStyle(el).fontFamily.split(',')[0] ?? '').trim();
    const drawsText = (el: Element) =>
      el instanceof HTMLInputElement ||
      el instanceof HTMLButtonElement ||
      Array.from(el.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
    return Array.from(document.querySelectorAll('#root *'))
      .filter((el) => !el.closest('script, style, svg') && el.getClientRects().length > 0 && drawsText(el))
      .filter((el) => first(el) !== first(document.body))
      .map((el) => `${el.tagName}: ${first(el)}: ${el.textContent?.trim().slice(0, 30)}`);
  });
}

/** Opens the home page and waits until its font is on; what the page uses and loaded. */
async function homeFonts(page: Page): Promise<FontState> {
  await page.goto(`${shop.server.url}/`, { waitUntil: 'networkidle' });
  // The font goes on a part at a time after hydration (`font-steps.ts`); then `<html>` is marked. On a loaded
  // host that can come after the network is idle, when the body still shows the metric-matched fallback.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-font-ready'), undefined, {
    timeout: 15_000,
  });
  return page.evaluate(async () => {
    await document.fonts.ready;
    const first = (el: Element | null) =>
      el ? (getComputedStyle(el).fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '') : '';
    const unquote = (family: string) => family.replace(/^["']|["']$/g, '');
    const faces = [...document.fonts];
    const resources = performance.getEntriesByType('resource').map((entry) => new URL(entry.name));
    return {
      body: first(document.body),
      heading: first(document.querySelector('h1')),
      families: [...new Set(faces.map((face) => unquote(face.family)))],
      loaded: [...new Set(faces.filter((face) => face.status === 'loaded').map((face) => unquote(face.family)))],
      fontFiles: resources.filter((url) => /\.woff2?$/.test(url.pathname)).map((url) => url.pathname),
      foreign: resources.filter((url) => url.origin !== location.origin).map((url) => url.href),
    };
  });
}

describe('the fontFamily setting', () => {
  it('renders the storefront in the chosen font, self-hosted, loading only that font', async () => {
    const cases = [
      { setting: 'Playfair Display', face: 'Playfair Display Variable', file: /\/playfair-display-latin-wght-normal-/ },
      { setting: 'Inter', face: 'Inter Variable', file: /\/inter-latin-wght-normal-/ },
      { setting: 'Poppins', face: 'Poppins', file: /\/poppins-latin-400-normal-/ },
    ];
    for (const { setting, face, file } of cases) {
      await setSettings(shop.browser, shop.server, { fontFamily: setting });

      // The server's HTML carries the font's own @font-face rules (its built stylesheet's), and links no stylesheet
      // with faces: the page names its faces from the first byte and fetches no stylesheet for them.
      const html = await (await fetch(`${shop.server.url}/`)).text();
      const carried = [...html.matchAll(/<style data-precedence="font" data-href="([^"]+)">([^<]*)<\/style>/g)];
      expect(carried, `one font style in the HTML for ${setting}`).toHaveLength(1);
      const [, href = '', rules = ''] = carried[0] ?? [];
      expect(rules).toBe(await (await fetch(`${shop.server.url}${href}`)).text());
      expect(rules).toContain(`font-family:${face}`);
      expect(rules).toContain('font-display:swap');
      const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '');
      const sheets = await Promise.all(links.map(async (link) => (await fetch(`${shop.server.url}${link}`)).text()));
      expect(
        sheets.filter((css) => css.includes('@font-face')),
        `no linked font stylesheet for ${setting}`,
      ).toEqual([]);

      const page = await newPage(shop.browser, 1280);
      const state = await homeFonts(page);
      expect(state.body, setting).toBe(face);
      expect(state.heading, setting).toBe(face);
      expect(await textsNotInFont(page), setting).toEqual([]);
      // Only the chosen font's faces exist on the page, and they load (the latin subset at least); beside them, the
      // shop fonts' metric-matched fallbacks (`fallback-faces.css`: local fonts, no file), of which at most the
      // chosen font's is used.
      const fallback = (family: string) => family.endsWith(' Fallback');
      expect(
        state.families.filter((family) => !fallback(family)),
        setting,
      ).toEqual([face]);
      expect(state.families.filter(fallback), setting).toHaveLength(5);
      expect(
        state.loaded.filter((family) => !fallback(family)),
        setting,
      ).toEqual([face]);
      expect(state.loaded.filter(fallback), setting).toEqual(
        state.loaded.filter(fallback).length > 0 ? [`${setting} Fallback`] : [],
      );
      expect(await page.evaluate((f) => document.fonts.check(`16px "${f}"`, 'Shop'), face), setting).toBe(true);
      expect(
        state.fontFiles.some((path) => file.test(path)),
        `${setting}: ${state.fontFiles.join(', ')}`,
      ).toBe(true);
      expect(state.fontFiles.every((path) => path.startsWith('/assets/'))).toBe(true);
      expect(state.foreign, 'nothing from another host').toEqual([]);
      if (SHOTS) await page.screenshot({ path: join(SHOTS, `home-font-${setting.replace(/ /g, '-')}-1280.png`) });
      await page.context().close();
    }
  });

  it("puts the font on a page the router hydrates (the app's), from the page's own faces, with no stylesheet fetched for them", async () => {
    await setSettings(shop.browser, shop.server, { fontFamily: 'Montserrat' });
    const page = await newPage(shop.browser, 390);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${shop.server.url}/search?q=tee`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-font-ready'), undefined, {
      timeout: 15_000,
    });
    const state = await page.evaluate(async () => {
      await document.fonts.ready;
      const style = document.querySelector<HTMLStyleElement>('style[data-precedence="font"]');
      const faces = [...document.fonts].filter(
        (face) => face.family.replace(/^["']|["']$/g, '') === 'Montserrat Variable',
      );
      return {
        heading: getComputedStyle(document.querySelector('h1') ?? document.body).fontFamily,
        latinLoaded: faces.some((face) => face.status === 'loaded' && face.unicodeRange.startsWith('U+0-FF')),
        fontSheetFetched: performance
          .getEntriesByType('resource')
          .some((entry) => new URL(entry.name).pathname === style?.dataset.href),
        fontStyles: document.querySelectorAll('style[data-precedence="font"]').length,
        fontLinks: document.querySelectorAll('link[data-precedence="font"]').length,
      };
    });
    expect(state.heading).toMatch(/^"?Montserrat Variable"?,/);
    expect(state.latinLoaded).toBe(true);
    expect(state.fontStyles).toBe(1);
    expect(state.fontLinks).toBe(0);
    expect(state.fontSheetFetched).toBe(false);
    expect(await textsNotInFont(page)).toEqual([]);
    // A page the router draws later (a client navigation) is marked as it is inserted: in the font at once.
    const path = await page.locator('#root a[href^="/product/"]').first().getAttribute('href');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator('#root a[href^="/product/"]').first().click();
    await page.waitForURL(`${shop.server.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(await textsNotInFont(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
