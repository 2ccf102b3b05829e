import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../chromium.js';

/** JS a first visit to each page downloads, summed as gzip (what the budget counts), from a real Chromium load. */
export async function firstLoadJs(baseUrl: string, paths: string[]): Promise<{ path: string; kib: number }[]> {
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const results: { path: string; kib: number }[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const bodies: Promise<Buffer>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() === 'script') bodies.push(res.body());
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      results.push({ path, kib: bytes / 1024 });
      await context.close();
    }
    return results;
  } finally {
    await browser?.close();
  }
}
