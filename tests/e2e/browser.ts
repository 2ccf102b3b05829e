import type { Browser, Page } from 'playwright-core';
import { WAIT_MS } from './wait.js';

export { chromiumPath, launchBrowser } from '../../scripts/chromium.js';

/** A fresh page (own cookies and storage) at the given viewport width, whose `goto` waits for the page to be ready. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return readyOnGoto(await context.newPage());
}

/** A fresh touch phone's page (390 × 844, own cookies and storage), whose `goto` waits for the page to be ready. */
export async function newPhonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  return readyOnGoto(await context.newPage());
}

/**
 * `page.goto` resolves once the page says it is ready (the body's `aria-disabled` gone), unless it asks for less
 * (`waitUntil: 'commit'`): a shopper acts on the page they see ready, and on a page drawn as islands (issue 45) each
 * island the window shows is drawn in place of the server's HTML of it before then, so an element found earlier would
 * be a copy taken out of the page.
 */
export function readyOnGoto(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') {
      await page.waitForFunction(() => !document.body?.hasAttribute('aria-disabled'), null, { timeout: WAIT_MS });
    }
    return response;
  };
  return page;
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
