import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createDb } from '../../src/server/db/index.js';
import { englishLeft, englishMessages, ownerContent } from '../../src/server/testing/english-left.js';
import type { SunkMail } from '../../src/server/testing/smtp-sink.js';
import { callFrom, readyOnGoto, shot } from './browser.js';
import type { TestServer } from './server.js';
import { expectVisible } from './wait.js';

/** A phone: the width the French screens are walked and photographed at. */
const PHONE = 390;

/** A fresh visitor whose browser speaks `locale` (its Accept-Language), at `width`. */
export async function visitor(browser: Browser, locale: string, width = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale });
  return readyOnGoto(await context.newPage());
}

/**
 * The English left on the French screens a spec walks: `check(page, screen)` reads what the page shows now (its
 * whole DOM: text, `aria-label`, `title`, `placeholder`, `alt`) with the server test's check
 * (`src/server/testing/english-left.ts`), the shop's own content (read from its database) removed first, and
 * keeps what it finds by screen; `left` is every finding so far.
 */
export async function frenchChecker(server: TestServer) {
  const db = createDb(server.databasePath);
  const settings = await (await fetch(`${server.url}/api/site-settings`)).json();
  const owner = await ownerContent(db, settings);
  await db.destroy();
  const english = await englishMessages();
  const left: string[] = [];
  return {
    left,
    async check(page: Page, screen: string): Promise<void> {
      expect(await page.getAttribute('html', 'lang'), screen).toBe('fr-CA');
      for (const found of englishLeft(await page.content(), owner, english)) left.push(`${screen}: ${found}`);
    },
  };
}

/** With SHOTS=<folder>: a full-page screenshot `fr-<name>.png` to look at. */
export const frenchShot = (page: Page, name: string) => shot(page, `fr-${name}`, true);

/** The owner's settings and tax registrations, through the documented admin calls from a signed-in page. */
export async function ownerCalls(owner: Page, calls: { method: string; url: string; body: unknown }[]): Promise<void> {
  for (const { method, url, body } of calls) {
    expect((await callFrom(owner, method, url, body)).status, `${method} ${url}`).toBe(200);
  }
}

/** The newest mail to `email` whose subject matches, once the worker sent it: its subject and body as text. */
export async function newestMail(
  messages: readonly SunkMail[],
  email: string,
  subject: RegExp,
): Promise<{ subject: string; text: string }> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      () => {
        found = messages.filter((m) => m.to.includes(email) && subject.test(m.subject)).at(-1);
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  const mail = found as SunkMail;
  return { subject: mail.subject, text: mail.body };
}

/** Opens the checkout summary folded away on a phone, so its figures show. */
export async function unfoldSummary(page: Page): Promise<void> {
  const toggle = page.locator('[aria-expanded]', { has: page.locator('#order-summary-title') });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expectVisible(page.getByTestId('summary-total'));
}
