import type { Browser, Page } from 'playwright-core';

export { chromiumPath, launchBrowser } from '../../scripts/chromium.js';

/** A fresh page (own cookies and storage) at the given viewport width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

/**
 * A documented API call made from `page` with its cookies (a signed-in page calls as its user, the owner's as the
 * owner): the status and the answer's JSON (null when it has none).
 */
export async function callFrom(
  page: Page,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    { method, url, body },
  );
}

/** With SHOTS_DIR=<folder>: a screenshot of `page` there as `<name>-<width>.png` (nothing without it). */
export async function shotAtWidth(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
}

/** With SHOTS=<folder>: a screenshot of `page` there as `<name>.png` to look at (nothing without it). */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage });
}
