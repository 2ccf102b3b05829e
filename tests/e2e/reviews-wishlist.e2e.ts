import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn, register } from './cart-helpers.js';
import { buyOverApi } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectHidden, expectVisible, focusWhenEnabled, hydrated } from './wait.js';

/** Where the spec leaves its screenshots (390 and 1280 px) for a person to look at. */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/reviews-wishlist-shots';

const shop = withShop();
let admin: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
});

/** The signed-in shopper of `page` buys one Acid Wash Tee (product 1) through the documented calls. */
async function buyTee(page: Page): Promise<void> {
  await buyOverApi(page, { productId: 1, quantity: 1, size: 'M', color: 'black' }, 'Rae Reviewer');
}

/** The owner changes settings through the documented call. */
async function setSettings(settings: Record<string, unknown>): Promise<void> {
  const status = await admin.evaluate(async (settings) => {
    const res = await fetch('/api/site-settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ settings }),
    });
    return res.status;
  }, settings);
  expect(status).toBe(200);
}

/** A screenshot at `width` with `target` scrolled to the top of the window (toasts faded first). */
async function shoot(page: Page, target: Locator, name: string, width?: number): Promise<void> {
  if (width) await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.waitForTimeout(400);
  await target.first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.evaluate(() => window.scrollBy(0, -80));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens a product page and scrolls to its reviews, whose code loads as they near the window. */
async function productReviews(page: Page, id: number): Promise<void> {
  await page.goto(`${shop.server.url}/product/${id}`);
  await page.locator('#reviews').scrollIntoViewIfNeeded();
}

const teeCard = (page: Page) => page.locator('article', { has: page.getByRole('link', { name: 'Acid Wash Tee' }) });

describe('reviews', () => {
  it('a buyer reviews the tee and sees the stars on its page and card; another customer cannot; the owner hides it', async () => {
    const buyer = await newPage(shop.browser);
    await register(buyer, shop.server.url, 'rae');
    await buyTee(buyer);

    await productReviews(buyer, 1);
    await buyer.getByRole('button', { name: 'Write a review' }).click();
    const fiveStars = await buyer.getByRole('radio', { name: '5 stars' }).getAttribute('id');
    await buyer.locator(`label[for="${fiveStars}"]`).click();
    await buyer.getByRole('textbox', { name: 'Title' }).fill('Best tee I own');
    await buyer
      .getByRole('textbox', { name: /Your review/ })
      .fill('Soft cotton and the bleach pattern is one of a kind.');
    await buyer.getByRole('button', { name: 'Submit review' }).click();
    const review = buyer.getByRole('article', { name: 'Review by rae' });
    await expectVisible(review);
    await expectVisible(review.getByText('Verified buyer'));
    await expectVisible(buyer.getByTestId('review-average').filter({ hasText: '5.0' }));

    for (const width of [390, 1280]) {
      await shoot(buyer, buyer.getByRole('heading', { name: 'Customer reviews' }), `product-reviews-${width}`, width);
    }

    const served = await (await fetch(`${shop.server.url}/product/1`)).text();
    expect(served).toContain('"aggregateRating":{"@type":"AggregateRating","ratingValue":5,"reviewCount":1');
    expect(served).toContain('"reviewBody":"Soft cotton and the bleach pattern is one of a kind."');

    await buyer.goto(`${shop.server.url}/category/t-shirts`);
    await expectVisible(teeCard(buyer).getByRole('img', { name: 'Rated 5 out of 5' }));
    await shoot(buyer, teeCard(buyer), 'card-stars-390', 390);

    const other = await newPage(shop.browser);
    await register(other, shop.server.url, 'nobuy');
    await productReviews(other, 1);
    await expectVisible(other.getByText('Only customers who bought this item can review it.'));
    expect(await other.getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    const refused = await other.evaluate(async () => {
      const res = await fetch('/api/products/1/reviews', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ rating: 1, body: 'I never bought this but here I am.' }),
      });
      return { status: res.status, body: await res.json() };
    });
    expect(refused).toEqual({
      status: 403,
      body: { message: 'Only customers who bought this item can review it.', code: 'FORBIDDEN' },
    });

    await admin.goto(`${shop.server.url}/admin?tab=reviews`);
    const row = admin.getByRole('article', { name: /by rae$/ });
    await row.getByRole('button', { name: 'Hide' }).click();
    await expectVisible(row.getByText('hidden'));

    expect(await (await fetch(`${shop.server.url}/product/1`)).text()).not.toContain('aggregateRating');
    await productReviews(buyer, 1);
    await expectVisible(buyer.getByText('No reviews yet.'));
    await expectHidden(buyer.getByRole('article', { name: 'Review by rae' }));
    await buyer.goto(`${shop.server.url}/category/t-shirts`);
    await expectVisible(teeCard(buyer));
    expect(await teeCard(buyer).getByRole('img', { name: /Rated/ }).count()).toBe(0);
  });
});

describe('wishlist', () => {
  it('a visitor hearts two items, registers, and finds them in /profile', async () => {
    await setSettings({ enableWishlist: true });
    const visitor = await newPage(shop.browser);
    await visitor.goto(`${shop.server.url}/category/t-shirts`);
    await hydrated(visitor); // until then the hearts are disabled: focus() would not take
    for (const name of ['Acid Wash Tee', 'Spiral Bloom Tee']) {
      const heart = visitor.getByRole('button', { name: `Save ${name} to wishlist` });
      await focusWhenEnabled(heart);
      await visitor.keyboard.press('Enter');
      await expectVisible(visitor.locator(`[aria-label="Save ${name} to wishlist"][aria-pressed="true"]`));
    }
    await shoot(visitor, teeCard(visitor), 'card-hearts-390', 390);
    await shoot(visitor, teeCard(visitor), 'card-hearts-1280', 1280);
    await register(visitor, shop.server.url, 'hearts');
    await visitor.goto(`${shop.server.url}/profile?tab=wishlist`);
    const saved = visitor.getByRole('list', { name: 'Saved items' });
    await expectVisible(saved.getByRole('listitem', { name: 'Acid Wash Tee' }));
    await expectVisible(saved.getByRole('listitem', { name: 'Spiral Bloom Tee' }));
    for (const width of [390, 1280]) {
      await visitor.setViewportSize({ width, height: 900 });
      await visitor.screenshot({ path: `${SHOTS}/wishlist-tab-${width}.png`, fullPage: true });
    }
    const list = await visitor.evaluate(async () => (await fetch('/api/wishlist')).json());
    expect(list.map((e: { name: string }) => e.name).sort()).toEqual(['Acid Wash Tee', 'Spiral Bloom Tee']);

    await setSettings({ enableWishlist: false });
    await visitor.goto(`${shop.server.url}/category/t-shirts`);
    await expectVisible(teeCard(visitor));
    expect(await visitor.getByRole('button', { name: /to wishlist/ }).count()).toBe(0);
  });
});
