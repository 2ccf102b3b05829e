import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServer, type TestServer } from './server.js';

/**
 * One real shop (server process with a seeded temporary database) and one
 * Chromium for the spec file that calls this; both stop after its tests.
 */
export function withShop(): { readonly server: TestServer; readonly browser: Browser } {
  const shop = {} as { server: TestServer; browser: Browser };
  beforeAll(async () => {
    shop.server = await startServer();
    shop.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
  });
  return shop;
}
