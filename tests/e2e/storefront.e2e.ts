import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { withShop } from './shop.js';

const shop = withShop();

/** The product names of the grid, in order. */
function cardNames(page: Page) {
  return page.locator('article h3').allTextContents();
}

describe('storefront in the browser', () => {
  it('goes from home to a category, filters and sorts, then opens a product', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/`);
    await expect.poll(() => page.getByRole('heading', { name: 'New Arrivals' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'SHOP CLOTHING' }).click();
    await page.waitForURL(`${shop.server.url}/category/all`);
    await expect.poll(() => page.getByRole('heading', { name: 'All Products' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('15 products found').isVisible()).toBe(true);

    await page.getByLabel('Price').selectOption('under-50');
    await expect.poll(() => page.getByText('4 products found').isVisible()).toBe(true);
    expect(page.url()).toContain('price=under-50');

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect
      .poll(() => cardNames(page))
      .toEqual(['Acid Wash Tee', 'Desert Dip Tee', 'Midnight Splatter Tee', 'Spiral Bloom Tee']);
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect.poll(async () => (await cardNames(page))[0]).toBe('Spiral Bloom Tee');

    await page.getByRole('link', { name: 'Spiral Bloom Tee' }).click();
    await page.waitForURL(/\/product\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Spiral Bloom Tee' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/In Stock \(\d+ available\)/).isVisible()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Black' }).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByRole('heading', { name: 'You Might Also Like' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByText('Spiral Bloom Tee has been added to your cart.').isVisible()).toBe(true);
  });

  it('switches the painting tabs and opens a print', async () => {
    const page = await newPage(shop.browser, 390);
    await page.goto(`${shop.server.url}/paintings`);
    await expect.poll(() => page.getByText('Tidal Drift', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Art Prints' }).click();
    await page.waitForURL(/tab=prints/);
    await expect.poll(() => page.getByText('Tidal Drift', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByText('Desert Hymn', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Original Paintings' }).click();
    await expect.poll(() => page.getByText('Desert Hymn', { exact: true }).count()).toBe(0);
    await expect.poll(() => page.getByText('Night Garden', { exact: true }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Art Prints' }).click();

    await page.getByRole('link', { name: 'View Details: Desert Hymn' }).click();
    await page.waitForURL(/\/paintings\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Desert Hymn' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Choose a Size').isVisible()).toBe(true);
    await page.getByRole('radio', { name: /16 × 20 in/ }).click();
    await expect.poll(() => page.getByText('Size: 16 × 20 in').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect.poll(() => page.getByText('Your Cart (1)').isVisible()).toBe(true);
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
    await expect.poll(() => page.getByRole('option', { name: /Indigo Hours/ }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/paintings\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Indigo Hours' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(/Limited Edition \d+\/50/).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('combobox', { name: 'Search products and paintings' }).fill('qqqzzz');
    await expect.poll(() => page.getByText(/No results for/).isVisible()).toBe(true);
  });

  it("sends the contact form and shows 'Message Sent!'", async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/contact`);
    await page.getByLabel('Your Name').fill('Sam Rivers');
    await page.getByLabel('Email Address').fill('sam@example.com');
    await page.getByLabel('Subject').selectOption('custom');
    await page.getByRole('textbox', { name: 'Message' }).fill('Could you bleach a denim jacket for me?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Message Sent!').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect.poll(() => page.getByLabel('Your Name').inputValue()).toBe('');
  });

  it('subscribes to the newsletter from the home page', async () => {
    const page = await newPage(shop.browser, 390);
    await page.goto(`${shop.server.url}/`);
    await page.getByLabel('Email address').fill('fan@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect.poll(() => page.getByText('Successfully subscribed!').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Subscribed' }).isDisabled()).toBe(true);
  });

  it('renders a content page, the order tracker and the not-found page', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/faqs`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).isVisible())
      .toBe(true);
    await page.goto(`${shop.server.url}/track-order`);
    await expect.poll(() => page.getByRole('heading', { name: 'Track Your Order' }).isVisible()).toBe(true);
    await page.getByLabel('Order number').fill('999');
    await page.getByLabel('Email Address').fill('nobody@example.com');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toContain('could not find an order');
    await page.goto(`${shop.server.url}/not-a-page`);
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
  });

  it('handles odd product and category addresses', async () => {
    const page = await newPage(shop.browser);
    await page.goto(`${shop.server.url}/products/2`);
    await page.waitForURL(`${shop.server.url}/product/2`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Spiral Bloom Tee' }).isVisible()).toBe(true);
    await page.goto(`${shop.server.url}/product/abc`);
    await expect.poll(() => page.getByRole('heading', { name: 'Product not found' }).isVisible()).toBe(true);
    await page.goto(`${shop.server.url}/product/99999`);
    await page.waitForURL(`${shop.server.url}/not-found`);
    await page.goto(`${shop.server.url}/category/jeans-pants?sort=alphabetical`);
    await expect.poll(() => page.getByRole('heading', { name: 'Jeans & Pants' }).isVisible()).toBe(true);
    await expect.poll(() => cardNames(page)).toEqual(['Acid Splash Jeans', 'Black Drip Jeans', 'Indigo Fade Jeans']);
    await page.goto(`${shop.server.url}/category/capes`);
    await expect.poll(() => page.getByText('No products found').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'View All Products' }).click();
    await page.waitForURL(`${shop.server.url}/category/all`);
  });
});
