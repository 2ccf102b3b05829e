import type { Locator, Page } from 'playwright-core';

/**
 * Web-first waits for the specs (playwright-core has no `expect(locator)`): each waits with
 * Playwright's own `locator.waitFor` until the page gets there, and fails naming the locator.
 * Toasts show one at a time (spec §9), so one may wait behind the previous one: hence 15 s.
 */
export const WAIT_MS = 15_000;

/** Until the server's HTML is hydrated the body says aria-disabled; then the page is the browser's. */
export const hydrated = (page: Page) => page.waitForSelector('body:not([aria-disabled])', { timeout: WAIT_MS });

/**
 * Focuses a control once its own part of the page is hydrated: a control in a HydrationGate is disabled until then
 * (a later part than the page's body on a busy machine), and focus() on a disabled control does not take. Checks
 * that the focus took.
 */
export async function focusWhenEnabled(locator: Locator, timeout = WAIT_MS): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    if (await locator.isEnabled()) {
      await locator.focus();
      if (await locator.evaluate((element) => element === document.activeElement)) return;
    }
    if (Date.now() > until) throw new Error(`${locator} never took the focus`);
    await locator.page().waitForTimeout(100);
  }
}

/**
 * Scrolls `locator` into view. An island far down the page is drawn as it comes near the window (issue 45), its
 * element then replacing the server's, which may happen while Playwright scrolls to it ("Element is not attached to
 * the DOM"): the scroll is asked again, of the element now there.
 */
export async function scrollNear(locator: Locator, timeout = WAIT_MS): Promise<void> {
  const until = Date.now() + timeout;
  for (;;) {
    try {
      await locator.scrollIntoViewIfNeeded({ timeout: Math.max(until - Date.now(), 1) });
      return;
    } catch (error) {
      if (Date.now() > until || !/not attached/.test(String(error))) throw error;
    }
  }
}

/** Waits until `locator` is visible. */
export async function expectVisible(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Waits until `locator` is hidden or gone. */
export async function expectHidden(locator: Locator, timeout = WAIT_MS): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until `locator`'s text is `text` exactly (a string) or matches it (a RegExp); `contains` for a part of it. */
export async function expectText(
  locator: Locator,
  text: string | RegExp | null | undefined,
  { contains = false, timeout = WAIT_MS }: { contains?: boolean; timeout?: number } = {},
): Promise<void> {
  if (text === null || text === undefined) throw new Error(`no text to wait for in ${locator}`);
  const pattern = typeof text === 'string' ? new RegExp(contains ? literal(text) : `^${literal(text)}$`) : text;
  await locator.filter({ hasText: pattern }).waitFor({ state: 'attached', timeout });
}
