import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../src/server/testing/smtp-sink.js';
import { launchBrowser } from './browser.js';
import { startServer, type TestServer } from './server.js';

/**
 * One real shop (server process with a seeded temporary database) and one
 * Chromium for the spec file that calls this; both stop after its tests.
 */
export function withShop(): {
  readonly server: TestServer;
  readonly browser: Browser;
} {
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

export interface ShopWithMail {
  readonly server: TestServer;
  readonly browser: Browser;
  readonly sink: SmtpSink;
  /** The first link matching `path` in the newest mail to `email`, on this test server, once the worker sent it. */
  mailedLink(email: string, path: RegExp): Promise<string>;
}

/** withShop(), its mail going to a real SMTP server on loopback that keeps every message; `env`: more variables for the shop. */
export function withShopAndMail(env: Record<string, string> = {}): ShopWithMail {
  const shop = {
    async mailedLink(email: string, path: RegExp): Promise<string> {
      let link: string | undefined;
      await expect
        .poll(
          () => {
            const mail = shop.sink.messages.filter((m) => m.to.includes(email)).at(-1);
            link = mail?.body.match(new RegExp(`https?://[^\\s"<>]+${path.source}`))?.[0];
            return link;
          },
          { timeout: 15_000 },
        )
        .toBeTruthy();
      const url = new URL(link as string);
      return `${shop.server.url}${url.pathname}${url.search}`;
    },
  } as ShopWithMail & { server: TestServer; browser: Browser; sink: SmtpSink };
  beforeAll(async () => {
    shop.sink = await startSmtpSink();
    shop.server = await startServer({ ...env, SMTP_URL: shop.sink.url });
    shop.browser = await launchBrowser();
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.server?.stop();
    await shop.sink?.close();
  });
  return shop;
}
