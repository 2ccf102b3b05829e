import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { cartLine, drawer } from './cart-helpers.js';
import { setSettings } from './settings-helpers.js';
import { withShop } from './shop.js';
import { expectHidden, expectVisible, focusWhenEnabled, hydrated, scrollNear } from './wait.js';

/** Issue 21: a card's quick view, from the home page, without leaving it. */
const shop = withShop();

const opacity = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).opacity);

/** With SHOTS=<folder>, a screenshot of the page once the dialog's image (if any) has loaded. */
async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  const image = page.getByRole('dialog').locator('img');
  if ((await image.count()) > 0) {
    await expect.poll(() => image.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
}

/** The first product card of the New Arrivals that is not sold out, and its name. */
async function firstCard(page: Page): Promise<{ card: Locator; name: string }> {
  const section = page.locator('section', { has: page.getByRole('heading', { name: 'New Arrivals' }) });
  const card = section
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Quick Add/ }) })
    .first();
  await expectVisible(card);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  return { card, name };
}

describe('quick view', () => {
  it('from the home page a shopper opens a quick view and adds a size to the cart without leaving the page', async () => {
    const page = await newPage(shop.browser, 1280);
    await page.goto(shop.server.url);
    await hydrated(page); // the card's buttons drawn by their island, not the server's it replaces
    const { card, name } = await firstCard(page);
    const button = card.getByRole('button', { name: `Quick view: ${name}` });
    expect(await opacity(button)).toBe('0');
    await card.hover();
    await expect.poll(() => opacity(button)).toBe('1');
    await button.click();

    const dialog = page.getByRole('dialog', { name });
    await expectVisible(dialog.getByRole('button', { name: 'Add to Cart' }));
    await expectVisible(dialog.getByRole('link', { name: /View full details/ }));
    const sizes = dialog.getByRole('radiogroup', { name: /Size/ }).getByRole('radio');
    const size = (await sizes.last().textContent()) ?? '';
    await sizes.last().click();
    await shot(page, 'quick-view-1280');
    await dialog.getByRole('button', { name: 'Add to Cart' }).click();

    await expectVisible(page.getByText(`${name} has been added to your cart.`));
    await expectVisible(drawer(page));
    await expectVisible(cartLine(drawer(page), name, size));
    await expectHidden(dialog);
    expect(page.url()).toBe(`${shop.server.url}/`);
  });

  it('on a phone the button shows without hovering, and the modal fills the screen', async () => {
    const page = await newPage(shop.browser, 390);
    await page.goto(shop.server.url);
    // Until then the card's buttons may be the server's, which its island then replaces (an element read meanwhile is
    // gone from the page).
    await hydrated(page);
    const { card, name } = await firstCard(page);
    const button = card.getByRole('button', { name: `Quick view: ${name}` });
    await scrollNear(button);
    expect(await opacity(button)).toBe('1');
    await shot(page, 'quick-view-card-390');
    await button.click();
    const dialog = page.getByRole('dialog', { name });
    await expectVisible(dialog.getByRole('button', { name: 'Add to Cart' }));
    await shot(page, 'quick-view-390');
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
  });

  it('is reachable by keyboard: the hidden button shows when focused and opens with Enter', async () => {
    const page = await newPage(shop.browser, 1280);
    await page.goto(shop.server.url);
    await hydrated(page); // until then the card's buttons are disabled: focus() would not take
    const { card, name } = await firstCard(page);
    const button = card.getByRole('button', { name: `Quick view: ${name}` });
    const quickAdd = card.getByRole('button', { name: `Quick Add ${name}` });
    await focusWhenEnabled(quickAdd);
    await page.keyboard.press('Tab');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await expect.poll(() => opacity(button)).toBe('1');
    await page.keyboard.press('Enter');
    await expectVisible(page.getByRole('dialog', { name }).getByRole('button', { name: 'Add to Cart' }));
  });

  it('opens a painting from the paintings page', async () => {
    const page = await newPage(shop.browser, 1280);
    await page.goto(`${shop.server.url}/paintings`);
    const button = page.getByRole('button', { name: /^Quick view: / }).first();
    await button.focus();
    await button.click();
    const dialog = page.getByRole('dialog');
    await expectVisible(dialog.getByRole('link', { name: /View full details/ }));
    await shot(page, 'quick-view-painting-1280');
  });

  it('switched off, no card offers it', async () => {
    await setSettings(shop.browser, shop.server, { enableQuickView: false });
    const page = await newPage(shop.browser, 1280);
    await page.goto(shop.server.url);
    await firstCard(page);
    expect(await page.getByRole('button', { name: /Quick view/ }).count()).toBe(0);
    await page.goto(`${shop.server.url}/paintings`);
    await expectVisible(page.getByRole('link', { name: /^View Details/ }).first());
    expect(await page.getByRole('button', { name: /Quick view/ }).count()).toBe(0);
  });
});
