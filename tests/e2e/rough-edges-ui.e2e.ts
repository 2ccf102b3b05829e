import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shotAtWidth as shot } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShop } from './shop.js';
import { expectVisible } from './wait.js';

/** Issue 24's rough edges 2, 7 and 10, at a phone's and a desktop's width; screenshots go to SHOTS_DIR when set. */
const shop = withShop();
const WIDTHS = [390, 1280] as const;

async function pageAt(browser: Browser, width: number, height = 900): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

async function firstId(path: string, where: (row: Record<string, unknown>) => boolean = () => true): Promise<number> {
  const body = await (await fetch(`${shop.server.url}${path}`)).json();
  const rows = (Array.isArray(body) ? body : (Object.values(body).find(Array.isArray) ?? [])) as Record<
    string,
    unknown
  >[];
  const row = rows.find(where);
  if (!row) throw new Error(`no row at ${path}`);
  return Number(row.id);
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("issue 24's rough edges in the browser", () => {
  it("marks a print's chosen size with a border and as checked (item 2)", async () => {
    const printId = await firstId('/api/paintings', (p) => p.is_original === false);
    for (const width of WIDTHS) {
      const page = await pageAt(shop.browser, width);
      await page.goto(`${shop.server.url}/paintings/${printId}`);
      const sizes = page.getByRole('radiogroup', { name: 'Choose a Size' }).getByRole('radio');
      await expectVisible(sizes.first());
      await sizes.nth(1).click();
      await expect.poll(() => sizes.nth(1).getAttribute('aria-checked')).toBe('true');
      expect(await sizes.first().getAttribute('aria-checked')).toBe('false');
      const border = (i: number) =>
        sizes.nth(i).evaluate((el) => {
          const style = getComputedStyle(el);
          return { line: `${style.borderTopWidth} ${style.borderTopStyle}`, color: style.borderTopColor };
        });
      const [checked, unchecked] = [await border(1), await border(0)];
      expect(checked.line).not.toBe('0px none');
      expect(unchecked.line).not.toBe('0px none');
      expect(checked.color).not.toBe(unchecked.color);
      await sizes.nth(1).scrollIntoViewIfNeeded();
      await shot(page, 'print-size');
      await page.context().close();
    }
  });

  it("keeps the Added to cart toast off the open drawer's actions, title and close button, and their clicks (item 7a)", async () => {
    const productId = await firstId('/api/products');
    // A phone (the drawer full width), a small tablet (little room beside it) and a desktop.
    for (const width of [390, 800, 1280]) {
      const page = await pageAt(shop.browser, width);
      await page.goto(`${shop.server.url}/product/${productId}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'has been added to your cart' });
      await expectVisible(toast);
      const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
      await expectVisible(checkout);
      await page.waitForTimeout(500); // the drawer's and the toast's transitions
      const drawer = page.getByRole('dialog', { name: /Your Cart/ });
      const targets = [checkout, drawer.getByRole('heading', { name: /Your Cart/ }), drawer.getByLabel('Close cart')];
      const toastBox = await toast.boundingBox();
      await shot(page, 'drawer-toast');
      for (const target of targets) {
        const box = await target.boundingBox();
        expect({ width, covered: toastBox && box && overlaps(toastBox, box) }).toEqual({ width, covered: false });
        // Nothing else (an empty toast container either) takes the clicks meant for it.
        const hit = await target.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        });
        expect({ width, hit }).toEqual({ width, hit: true });
      }
      await page.context().close();
    }
  });

  it('keeps page content from showing through the sticky header on a phone (item 7b)', async () => {
    const page = await pageAt(shop.browser, 390);
    await page.goto(`${shop.server.url}/category/all`);
    await expectVisible(page.getByText(/products found/));
    const header = page.locator('header').first();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, 700));
        return header.getAttribute('data-scrolled');
      })
      .not.toBeNull();
    await page.waitForTimeout(300); // the background's transition
    const background = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/^rgb\(/); // opaque: no alpha part
    const onTop = await page.evaluate(() =>
      [20, 120, 200, 370].every((x) => document.elementFromPoint(x, 40)?.closest('header') !== null),
    );
    expect(onTop).toBe(true);
    await shot(page, 'header-scrolled');
    await page.context().close();
  });

  it('preloads only images the page uses at its width (item 7c)', async () => {
    const productId = await firstId('/api/products');
    const paintingId = await firstId('/api/paintings');
    // A landscape picture in the detail page's 4:5 frame is drawn wider than half the screen: its preload must be too.
    const wide = await firstId('/api/products', (p) => Number(p.id) !== productId);
    const admin = await pageAt(shop.browser, 1280);
    await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
    const status = await admin.evaluate(async (id) => {
      const body = JSON.stringify({ imageUrl: '/images/seed/hero.webp' });
      const init = { method: 'PUT', headers: { 'content-type': 'application/json' }, body };
      return (await fetch(`/api/products/${id}`, init)).status;
    }, wide);
    expect(status).toBe(200);
    await admin.context().close();

    const warnings: string[] = [];
    for (const width of WIDTHS) {
      for (const path of ['/', `/product/${productId}`, `/product/${wide}`, `/paintings/${paintingId}`]) {
        const page = await pageAt(shop.browser, width);
        page.on('console', (message) => {
          if (/preload/i.test(message.text())) warnings.push(`${width} ${path}: ${message.text()}`);
        });
        await page.goto(`${shop.server.url}${path}`, { waitUntil: 'load' });
        const preload = await page.evaluate(() => {
          const link = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
          const source = link && document.querySelector(`source[srcset="${link.getAttribute('imagesrcset')}"]`);
          return link && { preloaded: link.getAttribute('imagesizes'), drawn: source?.getAttribute('sizes') };
        });
        if (preload) expect(preload.preloaded, `${width} ${path}`).toBe(preload.drawn);
        await page.waitForTimeout(3_500); // Chromium warns about an unused preload a few seconds after load
        await page.context().close();
      }
    }
    expect(warnings).toEqual([]);
  });

  it("shows and opens the admin menu's last entry at 1280×800 (item 10)", async () => {
    const page = await pageAt(shop.browser, 1280, 800);
    await logIn(page, shop.server.url, 'admin', shop.server.adminPassword);
    await page.goto(`${shop.server.url}/admin`);
    const settings = page.getByRole('navigation', { name: 'Admin' }).getByRole('button', { name: 'Settings' });
    await expectVisible(settings);
    // It fits: visible without scrolling the menu or the page.
    const box = await settings.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 800).toBe(true);
    const reachable = await settings.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
    });
    expect(reachable).toBe(true);
    await shot(page, 'admin-menu');
    await settings.click();
    await page.waitForURL(/tab=settings/);
    await page.context().close();
  });
});
