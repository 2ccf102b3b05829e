import type { Browser, Page } from 'playwright-core';

export { chromiumPath, launchBrowser } from '../../scripts/chromium.js';

/** A fresh page (own cookies and storage) at the given viewport width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}
