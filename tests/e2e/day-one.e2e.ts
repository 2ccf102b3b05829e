import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage as pageAt, shotAtWidth as shot } from './browser.js';
import { logIn, register } from './cart-helpers.js';
import { buyOverApi, openAdminOrder } from './order-helpers.js';
import { withShop } from './shop.js';
import { expectVisible } from './wait.js';

/** Issue 44's items 5 and 6 in Chromium, at a phone's and a desktop's width; screenshots go to SHOTS_DIR when set. */
const shop = withShop();

async function adminAt(width: number): Promise<Page> {
  const admin = await pageAt(shop.browser, width);
  await logIn(admin, shop.server.url, 'admin', shop.server.adminPassword);
  return admin;
}

/** The admin on order `orderId` (opened from the list at 1280 px, where it is a table), then at `width`. */
async function adminOnOrder(orderId: number, width: number): Promise<Page> {
  const admin = await adminAt(1280);
  await openAdminOrder(admin, shop.server.url, orderId);
  await admin.setViewportSize({ width, height: 900 });
  return admin;
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether the toast covers any part of `target` (both measured once the transitions are over). */
async function covers(toast: Locator, target: Locator): Promise<boolean> {
  const [a, b] = [await toast.boundingBox(), await target.boundingBox()];
  if (!a || !b) throw new Error('not on screen');
  return overlaps(a, b);
}

describe('issue 44, item 5: orders without detours', () => {
  it("shows /orders/<id> to its signed-in buyer; another customer and a stranger read 'Order not found'", async () => {
    const buyer = await pageAt(shop.browser, 390);
    await register(buyer, shop.server.url, 'ownorder');
    const orderId = await buyOverApi(buyer, { productId: 1, quantity: 1, size: 'M', color: 'Black' });
    await buyer.goto(`${shop.server.url}/orders/${orderId}`);
    await expectVisible(buyer.getByTestId('guest-order-title').filter({ hasText: `Order #${orderId}` }));
    await expectVisible(buyer.getByText('ownorder@example.com', { exact: false }).first());
    await shot(buyer, 'own-order');

    const other = await pageAt(shop.browser, 1280);
    await register(other, shop.server.url, 'notmine');
    await other.goto(`${shop.server.url}/orders/${orderId}`);
    await expectVisible(other.getByRole('heading', { name: 'Order not found' }));
    expect(await other.content()).not.toContain('ownorder@example.com');

    const stranger = await pageAt(shop.browser, 1280);
    await stranger.goto(`${shop.server.url}/orders/${orderId}`);
    await expectVisible(stranger.getByRole('heading', { name: 'Order not found' }));
    expect(await stranger.content()).not.toContain('ownorder@example.com');
    for (const page of [buyer, other, stranger]) await page.context().close();
  });

  it('cancels a paid order with a reason, no restock and no mail, from the dialog', async () => {
    const shopper = await pageAt(shop.browser, 1280);
    await register(shopper, shop.server.url, 'cancelme');
    const orderId = await buyOverApi(shopper, { productId: 1, quantity: 1, size: 'M', color: 'Black' });
    const stock = async () =>
      ((await (await fetch(`${shop.server.url}/api/products/1`)).json()) as { stock: number }).stock;
    const before = await stock();
    for (const width of [390, 1280]) {
      const admin = await adminOnOrder(orderId, width);
      await admin.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = admin.getByRole('dialog', { name: `Cancel order #${orderId}?` });
      await expectVisible(dialog.getByRole('textbox', { name: 'Reason' }));
      const restock = dialog.getByRole('checkbox', { name: 'Put the items back in stock' });
      const notify = dialog.getByRole('checkbox', { name: 'E-mail the customer that the order is cancelled' });
      expect([await restock.isChecked(), await notify.isChecked()]).toEqual([true, true]);
      await dialog.getByRole('textbox', { name: 'Reason' }).fill('Damaged in the studio');
      await restock.uncheck();
      await notify.uncheck();
      await admin.waitForTimeout(300);
      await shot(admin, 'cancel-dialog');
      if (width === 1280) {
        await dialog.getByRole('button', { name: 'Cancel order' }).click();
        await expectVisible(admin.getByText('Damaged in the studio'));
      } else {
        await dialog.getByRole('button', { name: 'Keep order' }).click();
      }
      await admin.context().close();
    }
    expect(await stock()).toBe(before);
    await shopper.context().close();
  });

  it("keeps toasts on a phone off the cart drawer's lines and title, and off a dialog's title", async () => {
    const page = await pageAt(shop.browser, 390);
    await page.goto(`${shop.server.url}/product/1`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'has been added to your cart' });
    await expectVisible(toast);
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    await expectVisible(drawer.getByRole('listitem').first());
    await page.waitForTimeout(500); // the drawer's and the toast's transitions
    await shot(page, 'drawer-toast');
    expect(await covers(toast, drawer.getByRole('heading', { name: /Your Cart/ }))).toBe(false);
    expect(await covers(toast, drawer.getByRole('listitem').first())).toBe(false);
    await page.context().close();

    const shopper = await pageAt(shop.browser, 1280);
    await register(shopper, shop.server.url, 'toastdialog');
    const orderId = await buyOverApi(shopper, { productId: 1, quantity: 1, size: 'M', color: 'Black' });
    const admin = await adminOnOrder(orderId, 390);
    await admin.getByRole('button', { name: 'Mark as shipped' }).click();
    const dialog = admin.getByRole('dialog', { name: `Ship order #${orderId}` });
    // A number longer than the server takes: the failure's toast shows while the dialog stays open.
    await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('9'.repeat(101));
    await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
    const failure = admin.locator('.mantine-Notification-root').filter({ hasText: /trackingNumber|at most 100/ });
    await expectVisible(failure);
    await admin.waitForTimeout(500);
    await shot(admin, 'dialog-toast');
    expect(await covers(failure, dialog.getByRole('heading', { name: `Ship order #${orderId}` }))).toBe(false);
    expect(await covers(failure, dialog.getByRole('textbox', { name: 'Tracking number' }))).toBe(false);
    await admin.context().close();
    await shopper.context().close();
  });

  it('shows the admin lists at 390 px in the page, without a 400 px box scrolling inside it', async () => {
    const admin = await adminAt(390);
    await admin.goto(`${shop.server.url}/admin?tab=inventory`);
    const cards = admin.locator('[aria-label="Inventory items"]:visible');
    await expectVisible(cards);
    await expect.poll(async () => (await cards.boundingBox())?.height ?? 0).toBeGreaterThan(400);
    const box = await cards.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    await shot(admin, 'admin-inventory');
    await admin.context().close();
  });
});

describe('issue 44, item 6: small words', () => {
  it('keeps the size when the colour chosen has none of it left, says so and offers Notify me for it', async () => {
    const admin = await adminAt(1280);
    const created = await admin.evaluate(async () => {
      const res = await fetch('/api/products', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Colour Size Tee',
          price: 40,
          sizes: ['S', 'XL'],
          colors: ['black', 'white'],
          variants: [
            { size: 'S', color: 'black', stock: 2 },
            { size: 'S', color: 'white', stock: 2 },
            { size: 'XL', color: 'black', stock: 1 },
            { size: 'XL', color: 'white', stock: 0 },
          ],
        }),
      });
      return { status: res.status, id: ((await res.json()) as { id: number }).id };
    });
    expect(created.status).toBe(201);
    await admin.context().close();
    for (const width of [390, 1280]) {
      const page = await pageAt(shop.browser, width);
      await page.goto(`${shop.server.url}/product/${created.id}?size=XL&color=black`);
      const white = page.getByRole('radiogroup', { name: /Colou?r/ }).getByRole('radio', { name: 'White' });
      await expect.poll(() => white.isEnabled()).toBe(true);
      await white.click();
      await expectVisible(page.getByText('Size XL is sold out in White.'));
      expect(await page.getByRole('radio', { name: 'XL (sold out)' }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByRole('button', { name: 'Add to Cart' }).isDisabled()).toBe(true);
      await expectVisible(page.getByRole('button', { name: 'Notify me' }));
      await page.getByText('Size XL is sold out in White.').scrollIntoViewIfNeeded();
      await shot(page, 'size-sold-out-in-colour');
      await page.context().close();
    }
  });
});
