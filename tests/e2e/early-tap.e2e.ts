import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { drawer, logIn } from './cart-helpers.js';
import { setSettings } from './settings-helpers.js';
import { withShop } from './shop.js';
import { WAIT_MS } from './wait.js';

/**
 * Issue 39: a tap made before the page is interactive is never lost. On a phone (390 px, touch) with the CPU slowed
 * 4×, each control is tapped as soon as it shows: either the tap does what it should, or the control was disabled
 * (and drawn so) when tapped, and a tap once it is enabled does. A control that looks ready and ignores the tap fails.
 */
const shop = withShop();
/** A tee with three photos (the demo's products have one): its gallery has thumbnails to tap. */
let galleryProduct = 0;

beforeAll(async () => {
  await setSettings(shop.browser, shop.server, { enableWishlist: true });
  const admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
  const created = await callFrom(admin, 'POST', '/api/products', {
    name: 'Early Tap Tee',
    price: 40,
    category: 'T-Shirts',
    sizes: ['S', 'M'],
    stock: 10,
    images: [
      { url: '/images/seed/tee-acid-wash.webp', alt: 'Early tee, front' },
      { url: '/images/seed/collection-midnight-acid.webp', alt: 'Early tee, back' },
      { url: '/images/seed/collection-vintage.webp', alt: 'Early tee, detail' },
    ],
  });
  expect(created.status).toBe(201);
  galleryProduct = (created.body as { id: number }).id;
  await admin.context().close();
});

/**
 * A phone: 390 px, touch (so hover-only controls show as they do on one), its CPU 4× slower. Tall enough for the
 * control to be on screen: a tap scrolling to it while the page is still laying out could land on another.
 */
async function slowPhone(): Promise<Page> {
  const context = await shop.browser.newContext({
    viewport: { width: 390, height: 1600 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Whether the control is disabled in the DOM (itself or by a disabled fieldset), and its cursor. */
const disabledNow = (control: Locator) =>
  control.evaluate((element) => ({
    disabled: element.matches(':disabled'),
    cursor: getComputedStyle(element).cursor,
  }));

declare global {
  interface Window {
    /** What the page's click events reached, from its first script on (`recordClicks`): each one's control. */
    clickedControls?: string[];
  }
}

/** A control's name for the record: its accessible label or its text. */
const controlName = (element: Element) =>
  `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}`;

/**
 * Records every click event's control: a tap on an enabled control dispatches one, on a disabled one none. By name,
 * not by node: React may replace the server's node of a control with its own.
 */
const recordClicks = () => {
  window.clickedControls = [];
  window.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest('button, a, input');
      if (control)
        window.clickedControls?.push(
          `${control.tagName} ${control.getAttribute('aria-label') ?? control.textContent?.trim() ?? ''}`,
        );
    },
    true,
  );
};

/** Scrolls the control to the middle of the window. */
const centre = (target: Locator) =>
  target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));

/**
 * Taps the control mid-screen. The page still settling (the web font swapping in, a part hydrating) can move it out
 * of the window between the scroll and the tap, or an island drawn then replace it with its own copy: Playwright then
 * throws before touching anything, and the thumb follows it (scrolled to the middle again, at most three times).
 */
async function tapCentred(target: Locator, options: { force?: boolean } = {}): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await centre(target);
    try {
      await target.tap(options);
      return;
    } catch (error) {
      if (attempt >= 3 || !/outside of the viewport|not visible|not attached/.test(String(error))) throw error;
    }
  }
}

/**
 * Whether a click event reached the control of this name (once the events already queued have run). Fails at once if
 * the tap loaded another page: it landed on what is under the control (a card's link), the control having moved.
 */
const clickReached = (page: Page, name: string) => {
  const { pathname } = new URL(page.url());
  return Promise.race([
    page.evaluate(
      (name) => new Promise<boolean>((resolve) => setTimeout(() => resolve(!!window.clickedControls?.includes(name)))),
      name,
    ),
    page
      .waitForEvent('framenavigated', {
        predicate: (frame) => frame === page.mainFrame() && new URL(frame.url()).pathname !== pathname,
        timeout: WAIT_MS,
      })
      .then((frame) => {
        throw new Error(`the tap on ${name} loaded ${frame.url()}: it landed on what is under it`);
      }),
  ]);
};

/**
 * Loads `path`, taps `control` the moment it is visible, and waits for `effect`. A tap that reached the control
 * (a click event: it was enabled) must have its effect; a tap a disabled control swallowed must have found it
 * looking disabled, and once it is enabled a second tap must have the effect. Answers which happened.
 */
async function tapAtOnce(
  path: string,
  control: (page: Page) => Locator,
  effect: (page: Page) => Promise<boolean>,
): Promise<'worked' | 'disabled first'> {
  const page = await slowPhone();
  try {
    await page.addInitScript(recordClicks);
    await page.goto(`${shop.server.url}${path}`, { waitUntil: 'commit' });
    const target = control(page);
    await target.waitFor({ state: 'visible', timeout: WAIT_MS });
    const before = await disabledNow(target);
    const name = await target.evaluate(controlName);
    // Mid-screen, as a shopper's thumb finds it: Playwright scrolls it just inside the window's edge, where the
    // page's own settling (the web font swapping in) can move it out again before the tap lands.
    await tapCentred(target, { force: true });
    if (await clickReached(page, name)) {
      await expect
        .poll(() => effect(page), {
          timeout: WAIT_MS,
          message: `${path}: a tap on ${target} that looked ready did nothing`,
        })
        .toBe(true);
      return 'worked';
    }
    expect(before, `${path}: ${target} swallowed a tap: it was disabled and looked it`).toEqual({
      disabled: true,
      cursor: 'not-allowed',
    });
    await expect.poll(async () => (await disabledNow(target)).disabled, { timeout: WAIT_MS }).toBe(false);
    await tapCentred(target);
    await expect.poll(() => effect(page), { timeout: WAIT_MS }).toBe(true);
    return 'disabled first';
  } finally {
    await page.context().close();
  }
}

const visible = (locator: Locator) => locator.isVisible();

/** The first card of the home page's New Arrivals with a Quick Add (not sold out). */
const firstCard = (page: Page) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'New Arrivals' }) })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Quick Add/ }) })
    .first();

/** The first size of the product page that is neither chosen nor sold out. */
const otherSize = (page: Page) =>
  page
    .getByRole('radiogroup', { name: /Size/ })
    .locator('button[role="radio"][aria-checked="false"]:not([data-sold-out])')
    .first();

describe('early taps on a slow phone (issue 39)', () => {
  const outcomes: Record<string, string> = {};

  it('the wishlist heart on a card saves the item, or is disabled until it can', async () => {
    const heart = (page: Page) => firstCard(page).getByRole('button', { name: /to wishlist$/ });
    outcomes.heart = await tapAtOnce(
      '/',
      heart,
      async (page) => (await heart(page).getAttribute('aria-pressed')) === 'true',
    );
  });

  it('Quick Add on a card adds or opens its choice, or is disabled until it can', async () => {
    const quickAdd = (page: Page) => firstCard(page).getByRole('button', { name: /^Quick Add/ });
    outcomes.quickAdd = await tapAtOnce(
      '/',
      quickAdd,
      async (page) => (await quickAdd(page).getAttribute('aria-expanded')) === 'true' || visible(drawer(page)),
    );
  });

  it('a size on the product page is chosen, or is disabled until it can be', async () => {
    const page = await slowPhone();
    await page.goto(`${shop.server.url}/product/2`);
    const size = (await otherSize(page).textContent()) ?? '';
    await page.context().close();
    expect(size).not.toBe('');
    const radio = (page: Page) =>
      page.getByRole('radiogroup', { name: /Size/ }).getByRole('radio', { name: size, exact: true });
    outcomes.size = await tapAtOnce(
      '/product/2',
      radio,
      async (page) => (await radio(page).getAttribute('aria-checked')) === 'true',
    );
  });

  it('Add to Cart on the product page opens the cart with the item, or is disabled until it can', async () => {
    outcomes.addToCart = await tapAtOnce(
      '/product/2',
      (page) => page.getByRole('button', { name: 'Add to Cart' }),
      (page) => visible(drawer(page)),
    );
  });

  it("the header's cart button opens the cart, or is disabled until it can", async () => {
    outcomes.cart = await tapAtOnce(
      '/',
      (page) => page.getByRole('button', { name: 'Cart', exact: true }),
      (page) => visible(drawer(page)),
    );
  });

  it("the header's search button opens the search, or is disabled until it can", async () => {
    outcomes.search = await tapAtOnce(
      '/',
      (page) => page.getByRole('button', { name: 'Search', exact: true }),
      (page) => visible(page.getByRole('dialog', { name: 'Search' })),
    );
  });

  it("the header's menu button opens the menu, or is disabled until it can", async () => {
    outcomes.menu = await tapAtOnce(
      '/',
      (page) => page.getByRole('button', { name: 'Open navigation' }),
      (page) => visible(page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Mobile' }) })),
    );
  });

  it('a thumbnail of the gallery shows its photo, or is disabled until it can (issue 45)', async () => {
    const thumb = (page: Page) => page.getByRole('list', { name: 'Choose a photo' }).getByRole('button').nth(1);
    outcomes.gallery = await tapAtOnce(
      `/product/${galleryProduct}`,
      thumb,
      async (page) => (await thumb(page).getAttribute('aria-current')) === 'true',
    );
  });

  it('"Filter (n)" shows the filters, and a filter narrows the list, from the first tap (issue 45)', async () => {
    // A link before the page runs (the facets shown by `:target`), the drawer after: either shows the size options.
    const sizeM = (page: Page) =>
      page
        .getByRole('link', { name: /^M \(\d+\)$/ })
        .filter({ visible: true })
        .first();
    outcomes.filter = await tapAtOnce(
      '/category/all',
      (page) => page.getByRole('link', { name: /^Filter/ }),
      (page) => visible(sizeM(page)),
    );
    const page = await slowPhone();
    try {
      await page.goto(`${shop.server.url}/category/all#filters`, { waitUntil: 'commit' });
      await sizeM(page).waitFor({ state: 'visible', timeout: WAIT_MS });
      // A link has no disabled state to tap through: Playwright waits until it is still and the one under the thumb
      // (the page settling can move the next colour's link there: a forced tap once landed on it).
      await tapCentred(sizeM(page));
      await page.waitForURL(/[?&]size=M/, { timeout: WAIT_MS });
      await expect
        .poll(() => visible(page.getByRole('link', { name: 'Remove filter: M' })), { timeout: WAIT_MS })
        .toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('a shopper who scrolls before the page runs stays where they scrolled when it does (issue 45)', async () => {
    const page = await slowPhone();
    try {
      await page.goto(`${shop.server.url}/category/all`, { waitUntil: 'commit' });
      await page.locator('footer').waitFor({ state: 'attached', timeout: WAIT_MS });
      const before = await page.evaluate(() => {
        window.scrollTo(0, 700);
        return { y: window.scrollY, hydrating: document.body.hasAttribute('aria-disabled') };
      });
      // The scroll was made while the page was still the server's HTML, and it moved the page.
      expect(before).toEqual({ y: 700, hydrating: true });
      await page.waitForSelector('body:not([aria-disabled])', { timeout: WAIT_MS });
      await page.waitForTimeout(300);
      // Not back at the top (hydration's render used to scroll there); the browser's scroll anchoring may move it by a
      // line or so as the font and images settle above.
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    } finally {
      await page.context().close();
    }
  });

  afterAll(() => console.info('early taps:', outcomes));
});
