import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { scan, settle } from './a11y-helpers.js';
import { callFrom, newPage, newPhonePage, shot as screenshot } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShop } from './shop.js';
import { expectHidden, expectVisible, focusWhenEnabled, hydrated } from './wait.js';

/**
 * The storefront gallery (issue 38) as a shopper meets it at 390 px (touch) and 1280 px (mouse): thumbnails,
 * arrow keys, a swipe, the zoom (hover detail on desktop, the full-screen dialog, Escape), the colour switch and
 * the swatches, and axe over the page. The product's photos go in through the documented `POST /api/products`
 * (`images: [{url, alt, color}]`). With SHOTS=<folder>, screenshots there: gallery-*.png.
 */
const shot = (page: Page, name: string) => screenshot(page, `gallery-${name}`);

const PHOTOS = [
  { url: '/images/seed/tee-acid-wash.webp', alt: 'Gallery tee, front', color: null },
  { url: '/images/seed/collection-midnight-acid.webp', alt: 'Gallery tee in black', color: 'black' },
  { url: '/images/seed/hoodie-desert-dust.webp', alt: 'Gallery tee in Bleached Blue', color: 'Bleached Blue' },
  { url: '/images/seed/collection-vintage.webp', alt: 'Gallery tee, detail', color: null },
];

const shop = withShop();
let productId = 0;
let paintingId = 0;

beforeAll(async () => {
  const admin = await newPage(shop.browser);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
  const created = await callFrom(admin, 'POST', '/api/products', {
    name: 'Gallery Tee',
    price: 40,
    category: 'T-Shirts',
    sizes: ['S', 'M'],
    colors: ['black', 'Bleached Blue'],
    stock: 10,
    images: PHOTOS,
    colorSwatches: { black: '#101010' },
  });
  const product = created.body as { id: number; images?: unknown[] };
  expect(created.status).toBe(201);
  expect(product.images, 'the server keeps the photos (issue 38, h-media)').toHaveLength(PHOTOS.length);
  productId = product.id;
  // A landscape canvas (1920 × 800) first: a collector must see the whole of it.
  const painting = await callFrom(admin, 'POST', '/api/paintings', {
    title: 'Gallery Canvas',
    price: 900,
    images: [
      { url: '/images/seed/paintings-hero.webp', alt: 'Gallery Canvas, the whole canvas' },
      { url: '/images/seed/about-studio.webp', alt: 'Gallery Canvas on a wall' },
    ],
  });
  expect(painting.status).toBe(201);
  paintingId = (painting.body as { id: number }).id;
  await admin.context().close();
});

/** The large photo (the first image of the gallery region) and the thumbnail marked current. */
const largeAlt = (page: Page) =>
  page.getByRole('region', { name: 'Photos of Gallery Tee' }).locator('img').first().getAttribute('alt');
const currentThumb = (page: Page) =>
  page.getByRole('list', { name: 'Choose a photo' }).locator('button[aria-current="true"] img').getAttribute('alt');

async function waitForAlt(page: Page, alt: string): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      document.querySelector('section[aria-label="Photos of Gallery Tee"] img')?.getAttribute('alt') === wanted,
    alt,
    { timeout: 10_000 },
  );
}

/** A sideways swipe over the large photo with a real touch (Chromium turns it into pointer events). */
async function swipe(page: Page, direction: 'left' | 'right'): Promise<void> {
  const box = await page.getByRole('region', { name: 'Photos of Gallery Tee' }).locator('img').first().boundingBox();
  if (!box) throw new Error('no large photo');
  const y = box.y + box.height / 2;
  const [from, to] =
    direction === 'left'
      ? [box.x + box.width * 0.8, box.x + box.width * 0.2]
      : [box.x + box.width * 0.2, box.x + box.width * 0.8];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y, id: 7 }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * step) / 6, y, id: 7 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('the product gallery', () => {
  it('at 1280 px: thumbnails, arrow keys, hover detail, the zoom dialog (Escape closes), the colour switch, axe clean', async () => {
    const page = await newPage(shop.browser, 1280);
    await page.goto(`${shop.server.url}/product/${productId}`);
    const gallery = page.getByRole('region', { name: 'Photos of Gallery Tee' });
    await expectVisible(gallery);
    await hydrated(page); // until then the zoom button is disabled: focus() would not take
    expect(await largeAlt(page)).toBe('Gallery tee, front');
    expect(await gallery.locator('img').first().getAttribute('fetchpriority')).toBe('high');
    expect(await currentThumb(page)).toBe('Gallery tee, front');

    // Keyboard: focus the photo (its zoom button), then the arrow keys.
    await focusWhenEnabled(page.getByRole('button', { name: 'Zoom in on Gallery tee, front' }));
    await page.keyboard.press('ArrowRight');
    await waitForAlt(page, 'Gallery tee in black');
    expect(await currentThumb(page)).toBe('Gallery tee in black');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitForAlt(page, 'Gallery tee, detail');
    await page.getByRole('button', { name: 'Gallery tee, front', exact: true }).click();
    await waitForAlt(page, 'Gallery tee, front');

    // Hover: the full-resolution detail inside the same frame; the frame does not move.
    const frame = await gallery.locator('img').first().boundingBox();
    if (!frame) throw new Error('no frame');
    await page.mouse.move(frame.x + frame.width * 0.3, frame.y + frame.height * 0.3);
    await page.waitForFunction(() => document.querySelector('[data-active]')?.getAttribute('style')?.includes('url('));
    expect(await gallery.locator('img').first().boundingBox()).toEqual(frame);
    await shot(page, 'hover-1280');

    // Zoom dialog: opens on click, Escape closes, focus goes back to the photo.
    await page.getByRole('button', { name: 'Zoom in on Gallery tee, front' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gallery Tee: photo 1 of 4' });
    await expectVisible(dialog);
    await shot(page, 'zoom-1280');
    await page.keyboard.press('Escape');
    await expectHidden(dialog);
    await page.mouse.move(0, 0);

    // Colour switch: Bleached Blue's photo first; its swatch shows its photo, black's the owner's colour.
    const blue = page.getByRole('radio', { name: 'Bleached Blue' });
    expect(await blue.locator('img').getAttribute('src')).toBe('/images/seed/hoodie-desert-dust.webp');
    const black = page.getByRole('radio', { name: 'Black' });
    expect(
      await black.locator('.mantine-ColorSwatch-colorOverlay').evaluate((e) => getComputedStyle(e).backgroundColor),
    ).toBe('rgb(16, 16, 16)');
    await blue.click();
    await waitForAlt(page, 'Gallery tee in Bleached Blue');
    expect(await currentThumb(page)).toBe('Gallery tee in Bleached Blue');
    await page.waitForURL(/color=Bleached/);
    await settle(page);
    await shot(page, 'colour-1280');
    expect(await scan(page, 'gallery 1280', undefined, true)).toEqual([]);
    await page.context().close();
  });

  it('at 390 px on a touch screen: swipe, tap to zoom, Escape, colour switch, axe clean', async () => {
    const context = await shop.browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${shop.server.url}/product/${productId}`);
    const gallery = page.getByRole('region', { name: 'Photos of Gallery Tee' });
    await expectVisible(gallery);
    await settle(page);
    await shot(page, 'product-390');
    // A swipe is the gallery's own handler: it works once the gallery is hydrated (its zoom button says when).
    await focusWhenEnabled(page.getByRole('button', { name: /^Zoom in on/ }));

    await swipe(page, 'left');
    await waitForAlt(page, 'Gallery tee in black');
    await swipe(page, 'left');
    await waitForAlt(page, 'Gallery tee in Bleached Blue');
    await swipe(page, 'right');
    await waitForAlt(page, 'Gallery tee in black');
    expect(await currentThumb(page)).toBe('Gallery tee in black');

    await page.getByRole('button', { name: 'Zoom in on Gallery tee in black' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Gallery Tee: photo 2 of 4' });
    await expectVisible(dialog);
    await shot(page, 'zoom-390');
    expect(await scan(page, 'gallery zoom 390', undefined, true)).toEqual([]);
    await page.keyboard.press('Escape');
    await expectHidden(dialog);

    await page.getByRole('radio', { name: 'Bleached Blue' }).tap();
    await waitForAlt(page, 'Gallery tee in Bleached Blue');
    await settle(page);
    await shot(page, 'colour-390');
    expect(await scan(page, 'gallery 390', undefined, true)).toEqual([]);
    await context.close();
  });

  it('a card shows the second photo on hover (1280 px) and never loads it on a touch screen (390 px)', async () => {
    const page = await newPage(shop.browser, 1280);
    await page.goto(`${shop.server.url}/category/all`);
    const card = page.locator('article', { has: page.getByRole('link', { name: 'Gallery Tee', exact: true }) });
    await card.scrollIntoViewIfNeeded();
    const hover = card.locator('img[data-hover-photo]');
    expect(await hover.evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    await card.hover();
    await page.waitForFunction(
      (img) => img !== null && getComputedStyle(img).opacity === '1',
      await hover.elementHandle(),
    );
    await shot(page, 'card-hover-1280');
    await page.context().close();

    const phone = await newPhonePage(shop.browser);
    const asked: string[] = [];
    phone.on('request', (request) => asked.push(request.url()));
    await phone.goto(`${shop.server.url}/category/all`);
    const phoneCard = phone.locator('article', { has: phone.getByRole('link', { name: 'Gallery Tee', exact: true }) });
    await phoneCard.scrollIntoViewIfNeeded();
    await settle(phone);
    expect(await phoneCard.locator('img[data-hover-photo]').evaluate((e) => getComputedStyle(e).display)).toBe('none');
    // Its file is never fetched (its image set may be asked for: a few bytes of JSON).
    expect(asked.filter((url) => url.includes('collection-midnight-acid') && !url.includes('/trpc/'))).toEqual([]);
    await phone.context().close();
  });

  it('shows a painting’s landscape photo whole in the frame (a garment’s still fills it), nothing moving', async () => {
    const page = await newPage(shop.browser, 1280);
    await page.goto(`${shop.server.url}/paintings/${paintingId}`);
    const large = page.getByRole('region', { name: 'Photos of Gallery Canvas' }).locator('img').first();
    await expectVisible(large);
    await large.evaluate((img: HTMLImageElement) => img.decode());
    const frame = await large.boundingBox();
    expect(await large.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    expect(frame && frame.height / frame.width).toBeCloseTo(1.25, 2);
    await shot(page, 'painting-whole-1280');
    await page.goto(`${shop.server.url}/product/${productId}`);
    const tee = page.getByRole('region', { name: 'Photos of Gallery Tee' }).locator('img').first();
    await expectVisible(tee);
    expect(await tee.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover');
    await page.context().close();
  });
});
