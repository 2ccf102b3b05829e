import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { withShop } from './shop.js';
import { expectHidden, expectVisible } from './wait.js';

/** Issue 25: a whole purchase without a mouse, from the home page to the success page, focus visible throughout. */
const shop = withShop();

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Whether the focused element shows it: an outline or a ring (box-shadow) drawn by :focus-visible. */
const focusShows = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const ring = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    // A card's stretched link draws its ring on ::after, over the whole card; a password field on its box.
    const box = element.parentElement?.closest('.mantine-Input-input');
    return (
      ring(getComputedStyle(element)) ||
      ring(getComputedStyle(element, '::after')) ||
      (box !== null && box !== undefined && ring(getComputedStyle(box)))
    );
  });

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking each stop shows it. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target.first())) {
      expect(await focusShows(page), `focus visible on ${target}`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Waits until `locator` (the opener) has the focus back. */
const focusReturnsTo = (locator: Locator) => expect.poll(() => isFocused(locator)).toBe(true);

/** Whether the focus is inside `dialog`. */
const focusIn = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));

describe('keyboard only', () => {
  it('at 390 px, focus goes back to the opener when the cart drawer, quick view, search and mobile menu close', async () => {
    const page = await newPage(shop.browser, 390);
    const { url } = shop.server;
    await page.goto(`${url}/`);
    await expectVisible(page.getByRole('heading', { name: 'New Arrivals' }));

    // The mobile menu: focus moves in and stays there; Escape closes it and focus is on the burger again.
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await tabTo(page, burger);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog').filter({ has: page.getByRole('navigation', { name: 'Mobile' }) });
    await expectVisible(menu);
    await expect.poll(() => focusIn(menu)).toBe(true);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIn(menu), 'Tab stays inside the mobile menu').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expectHidden(menu);
    await focusReturnsTo(burger);

    // The cart drawer (its code loads on this first open) and the search dialog, each back to its button.
    for (const [opener, dialog] of [
      [page.getByRole('button', { name: 'Cart', exact: true }), page.getByRole('dialog', { name: /Your Cart/ })],
      [page.getByRole('button', { name: 'Search', exact: true }), page.getByRole('dialog', { name: 'Search' })],
    ] as const) {
      await tabTo(page, opener, { back: true });
      await page.keyboard.press('Enter');
      await expectVisible(dialog);
      await expect.poll(() => focusIn(dialog)).toBe(true);
      await page.keyboard.press('Escape');
      await expectHidden(dialog);
      await focusReturnsTo(opener);
    }

    // A card's quick view: closed with Escape, back to its button.
    const quickView = page.getByRole('button', { name: /^Quick view: / }).first();
    const name = ((await quickView.getAttribute('aria-label')) ?? '').replace('Quick view: ', '');
    await tabTo(page, quickView);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expectVisible(dialog.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await focusReturnsTo(quickView);

    // Added from the quick view, the cart drawer replaces it: closing the drawer goes back to the card's button.
    await page.keyboard.press('Enter');
    await expectVisible(dialog.getByRole('button', { name: 'Add to Cart' }));
    const sizes = dialog.getByRole('radiogroup', { name: /Size/ });
    if ((await sizes.count()) > 0) {
      await tabTo(page, sizes.getByRole('radio'));
      await page.keyboard.press('Space');
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    await expectVisible(drawer);
    await expectHidden(dialog);
    await expect.poll(() => focusIn(drawer)).toBe(true);
    await page.keyboard.press('Escape');
    await expectHidden(drawer);
    await focusReturnsTo(quickView);
  });

  it('buys from the home page through quick view, cart drawer, checkout and test card to the success page', async () => {
    const page = await newPage(shop.browser, 1280);
    const { url } = shop.server;

    // Sign up with the keyboard.
    await page.goto(`${url}/auth`);
    // Tabs are one stop (the selected tab); the arrow keys move between them.
    await tabTo(page, page.getByRole('tab', { name: 'Login' }));
    await page.keyboard.press('ArrowRight');
    const register = page.getByRole('tab', { name: 'Register' });
    await expect.poll(() => register.getAttribute('aria-selected')).toBe('true');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Register' }) });
    await tabTo(page, form.getByLabel('Username'));
    await page.keyboard.type('keyboard1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard1@example.com');
    await tabTo(page, form.getByLabel('Password', { exact: true }));
    await page.keyboard.type('secret-pass');
    await tabTo(page, form.getByLabel('Confirm Password'));
    await page.keyboard.type('secret-pass');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/`);

    // Home, freshly loaded: the skip link first, then a card's quick view.
    await page.goto(`${url}/`);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);
    const quickView = page.getByRole('button', { name: /^Quick view: / }).first();
    await expectVisible(page.getByRole('heading', { name: 'New Arrivals' }));
    const name = ((await quickView.getAttribute('aria-label')) ?? '').replace('Quick view: ', '');
    await tabTo(page, quickView);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name });
    await expectVisible(dialog.getByRole('button', { name: 'Add to Cart' }));
    // Focus moved into the dialog and stays there.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const sizes = dialog.getByRole('radiogroup', { name: /Size/ });
    if ((await sizes.count()) > 0) {
      await tabTo(page, sizes.getByRole('radio'));
      await page.keyboard.press('Space');
    }
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Add to Cart' }));
    await page.keyboard.press('Enter');

    // The cart drawer opens with the focus in it.
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    await expectVisible(drawer);
    await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    const proceed = drawer.getByRole('button', { name: 'Proceed to Checkout' });
    await expect.poll(() => proceed.isEnabled()).toBe(true);
    await tabTo(page, proceed);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${url}/checkout`);

    // Checkout, every field by keyboard.
    const field = async (target: Locator, text: string) => {
      await tabTo(page, target);
      await page.keyboard.type(text);
    };
    await field(page.getByRole('textbox', { name: 'Full Name' }), 'Kay Board');
    await field(page.getByRole('textbox', { name: 'Address' }), '12 Main Street');
    await field(page.getByRole('textbox', { name: 'City' }), 'Toronto');
    // A select: the arrow keys open it and step through the options, Enter picks one.
    const choose = async (select: Locator, label: string) => {
      await tabTo(page, select);
      await page.keyboard.press('ArrowDown');
      const active = page.locator('[data-combobox-selected]');
      for (let i = 0; i < 300; i++) {
        if ((await active.count()) > 0 && (await active.first().textContent())?.trim() === label) {
          await page.keyboard.press('Enter');
          await expect.poll(() => select.inputValue()).toBe(label);
          return;
        }
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`${label} not reached by the arrow keys`);
    };
    await choose(page.getByRole('combobox', { name: 'Country' }), 'Canada');
    await choose(page.getByRole('combobox', { name: 'State/Province' }), 'Ontario');
    await field(page.getByRole('textbox', { name: 'Postal/ZIP Code' }), 'M5V 2T6');
    for (const step of ['Continue to Shipping', 'Continue to Payment']) {
      const button = page.getByRole('button', { name: step });
      if ((await button.count()) === 0) continue;
      await tabTo(page, button);
      await page.keyboard.press('Enter');
    }
    await expectVisible(page.getByText('Test mode'));
    await field(page.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
    await field(page.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/34');
    await field(page.getByRole('textbox', { name: 'CVC' }), '123');
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect.poll(() => pay.isEnabled()).toBe(true);
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/order-success\?order=\d+/);
    await expectVisible(page.getByRole('heading', { level: 1 }));
  });
});
