import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { createDb } from '../../src/server/db/index.js';
import { englishLeft, englishMessages, ownerContent } from '../../src/server/testing/english-left.js';
import type { TestServer } from './server.js';
import { expectVisible } from './wait.js';

/** A phone: the width the French screens are walked and photographed at. */
const PHONE = 390;

/** A fresh visitor whose browser speaks `locale` (its Accept-Language), at `width`. */
export async function visitor(browser: Browser, locale: string, width = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 844 }, locale });
  return context.newPage();
}

/** Until the server's HTML is hydrated the body says aria-disabled; then the page is the browser's. */
export const hydrated = (page: Page) => page.waitForSelector('body:not([aria-disabled])', { timeout: 15_000 });

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

/** With `/work/shots` (or SHOTS=<folder>) present: a phone-width screenshot `fr-<name>.png` to look at. */
export async function frenchShot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS ?? '/work/shots';
  try {
    await page.screenshot({ path: `${folder}/fr-${name}.png`, fullPage: true });
  } catch {
    // No such folder on this machine: nothing to keep.
  }
}

/** The owner's settings and tax registrations, through the documented admin calls from a signed-in page. */
export async function ownerCalls(owner: Page, calls: { method: string; url: string; body: unknown }[]): Promise<void> {
  for (const call of calls) {
    const status = await owner.evaluate(async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return res.status;
    }, call);
    expect(status, `${call.method} ${call.url}`).toBe(200);
  }
}

/** The newest mail to `email` in the sink, its raw body read as UTF-8 (the sink undoes quoted-printable byte-wise). */
export async function newestMail(
  messages: readonly { to: string[]; subject: string; body: string }[],
  email: string,
  subject: RegExp,
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        const mail = messages.filter((m) => m.to.includes(email) && subject.test(decodeSubject(m.subject))).at(-1);
        found = mail && {
          subject: decodeSubject(mail.subject),
          text: Buffer.from(mail.body, 'latin1').toString('utf8'),
        };
        return found;
      },
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return found as { subject: string; text: string };
}

/** A MIME encoded-word subject (`=?UTF-8?Q?…?=` or `?B?`) as text. */
function decodeSubject(subject: string): string {
  return subject.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Opens the checkout summary folded away on a phone, so its figures show. */
export async function unfoldSummary(page: Page): Promise<void> {
  const toggle = page.locator('[aria-expanded]', { has: page.locator('#order-summary-title') });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expectVisible(page.getByTestId('summary-total'));
}
