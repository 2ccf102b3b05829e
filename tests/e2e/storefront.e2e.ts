import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { withShop } from './shop.js';
import { expectText, expectVisible } from './wait.js';

const shop = withShop();

/** The product names of the grid, in order. */
function cardNames(page: Page) {
  return page.locator('article').locator('h2, h3').allTextContents();
}

describe('storefront in the browser', () => {
  it('goes from home to a category, filters and sorts, then opens a product', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/`);
    await expectVisible(page.getByRole('heading', { name: 'New Arrivals' }));
    await page.getByRole('link', { name: 'SHOP CLOTHING' }).click();
    await page.waitForURL(`${shop.server.url}/category/all`);
    await expectVisible(page.getByRole('heading', { name: 'All Products' }));
    await expectVisible(page.getByText('15 products found'));

    await page
      .getByRole('region', { name: 'Price' })
      .getByRole('link', { name: /^Under \$50 \(\d+\)$/ })
      .click();
    await expectVisible(page.getByText('4 products found'));
    expect(page.url()).toContain('price=under-50');

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Acid Wash Tee', 'Desert Dip Tee', 'Midnight Splatter Tee', 'Spiral Bloom Tee']);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Spiral Bloom Tee');

    await page.getByRole('link', { name: 'Spiral Bloom Tee' }).click();
    await page.waitForURL(/\/product\/\d+$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Spiral Bloom Tee' }));
    await expectVisible(page.getByText(/In Stock \(\d+ available\)/));
    expect(await page.getByRole('radio', { name: 'Black' }).getAttribute('aria-checked')).toBe('true');
    await expectVisible(page.getByRole('heading', { name: 'You Might Also Like' }));

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectVisible(page.getByText('Spiral Bloom Tee has been added to your cart.'));
  });

  it('switches the painting tabs and opens a print', async () => {
    const page = await newPage(shop.browser, 390);
    await page.goto(`${shop.server.url}/paintings`);
    await expectVisible(page.getByText('Tidal Drift', { exact: true }));
    await page.getByRole('tab', { name: 'Art Prints' }).click();
    await page.waitForURL(/tab=prints/);
    await expect.poll(() => page.getByText('Tidal Drift', { exact: true }).count()).toBe(0);
    await expectVisible(page.getByText('Desert Hymn', { exact: true }));
    await page.getByRole('tab', { name: 'Original Paintings' }).click();
    await expect.poll(() => page.getByText('Desert Hymn', { exact: true }).count()).toBe(0);
    await expectVisible(page.getByText('Night Garden', { exact: true }));
    await page.getByRole('tab', { name: 'Art Prints' }).click();

    await page.getByRole('link', { name: 'View Details: Desert Hymn' }).click();
    await page.waitForURL(/\/paintings\/\d+$/);
    await expectVisible(page.getByRole('heading', { name: 'Desert Hymn' }));
    await expectVisible(page.getByText('Choose a Size'));
    await page.getByRole('radio', { name: /16 × 20 in/ }).click();
    await expectVisible(page.getByText('Size: 16 × 20 in'));
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectVisible(page.getByText('Your Cart (1)'));
    await page.screenshot({ path: 'test-results/storefront-painting-390.png' });
  });

  it('shows a sold original as Sold with a disabled button', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/paintings?tab=originals`);
    await page.getByRole('link', { name: 'View Details: Night Garden' }).click();
    const button = page.getByRole('button', { name: 'Sold', exact: true });
    await expect.poll(() => button.isDisabled()).toBe(true);
  });

  it('finds a seeded item from the header search and opens it with the keyboard', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/about`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search products and paintings' }).fill('indigo hours');
    await expectVisible(page.getByRole('option', { name: /Indigo Hours/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/paintings\/\d+$/);
    await expectVisible(page.getByRole('heading', { name: 'Indigo Hours' }));
    await expectVisible(page.getByText(/Edition of 50 · (\d+ left|Last)/));

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search products and paintings' }).fill('qqqzzz');
    await expectVisible(page.getByText(/No results for/));
  });

  it("sends the contact form and shows 'Message Sent!'", async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/contact`);
    await page.getByLabel('Your Name').fill('Sam Rivers');
    await page.getByLabel('Email Address').fill('sam@example.com');
    await page.getByLabel('Subject').selectOption('custom');
    await page.getByRole('textbox', { name: 'Message' }).fill('Could you bleach a denim jacket for me?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectVisible(page.getByText('Message Sent!', { exact: true }));
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect.poll(() => page.getByLabel('Your Name').inputValue()).toBe('');
  });

  it('subscribes to the newsletter from the home page', async () => {
    const page = await newPage(shop.browser, 390);
    await page.goto(`${shop.server.url}/`);
    await page.getByLabel('Email address').fill('fan@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectVisible(page.getByText('Successfully subscribed!'));
    await expect.poll(() => page.getByRole('button', { name: 'Subscribed' }).isDisabled()).toBe(true);
  });

  it('renders a content page, the order tracker and the not-found page', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/faqs`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }));
    await page.goto(`${shop.server.url}/track-order`);
    await expectVisible(page.getByRole('heading', { name: 'Track Your Order' }));
    await page.getByLabel('Order number').fill('999');
    await page.getByLabel('Email Address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expectText(page.getByRole('alert').first(), 'could not find an order', { contains: true });
    await page.goto(`${shop.server.url}/not-a-page`);
    await expectVisible(page.getByText('404 Page Not Found'));
  });

  it('handles odd product and category addresses', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/products/2`);
    await page.waitForURL(`${shop.server.url}/product/2`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Spiral Bloom Tee' }));
    await page.goto(`${shop.server.url}/product/abc`);
    await expectVisible(page.getByRole('heading', { name: 'Product not found' }));
    await page.goto(`${shop.server.url}/product/99999`);
    await expectVisible(page.getByRole('heading', { name: 'Product not found' }));
    expect(page.url()).toBe(`${shop.server.url}/product/99999`);
    await page.goto(`${shop.server.url}/category/jeans-pants?sort=alphabetical`);
    await expectVisible(page.getByRole('heading', { name: 'Jeans & Pants' }));
    await expect.poll(() => cardNames(page)).toEqual(['Acid Splash Jeans', 'Black Drip Jeans', 'Indigo Fade Jeans']);
    await page.goto(`${shop.server.url}/category/capes`);
    await expectVisible(page.getByText('No products found'));
    await page.getByRole('link', { name: 'View All Products' }).click();
    await page.waitForURL(`${shop.server.url}/category/all`);
  });
});
