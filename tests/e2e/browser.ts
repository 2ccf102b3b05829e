import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The system Chromium: CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium, or set CHROMIUM_PATH');
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh page (own cookies and storage) at the given viewport width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}
