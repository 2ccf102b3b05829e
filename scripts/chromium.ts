import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/**
 * The system Chromium, headless, as the benchmarks (scripts/bench/first-load.ts) and the e2e specs
 * (tests/e2e/browser.ts) drive it.
 */

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; null when neither exists. */
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
