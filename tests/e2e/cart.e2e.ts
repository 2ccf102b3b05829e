import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { addPainting, addProduct, badgeCount, cartLine, drawer, openCart } from './cart-helpers.js';
import { withShop } from './shop.js';
import { expectHidden, expectText, expectVisible } from './wait.js';

const shop = withShop();

// Seeded demo: product 1 'Acid Wash Tee' (S-XL; black, amber; 14 in stock),
// painting 8 'Bleached Horizon' (print 10x8, 20x16, 30x24 in), painting 4 'Salt and Rust' (original).
describe('the cart in the browser', () => {
  it('merges the same size, keeps sizes apart, changes quantities, removes and survives a reload', async () => {
    const page = await newPage(shop.browser);
    await page.goto(shop.server.url);
    expect(await badgeCount(page)).toBeNull();

    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    await addProduct(page, shop.server.url, 1, 'L', 'Black');
    await addProduct(page, shop.server.url, 1, 'M', 'Black');
    await expect.poll(() => badgeCount(page)).toBe('3');

    await addPainting(page, shop.server.url, 8, /10 ?[x×] ?8/);
    await addPainting(page, shop.server.url, 8, /20 ?[x×] ?16/);
    await expect.poll(() => badgeCount(page)).toBe('5');

    let panel = await openCart(page);
    await expectText(panel.getByRole('heading').first(), 'Your Cart (5)');
    const teeM = cartLine(panel, 'Acid Wash Tee', 'Size: M');
    const teeL = cartLine(panel, 'Acid Wash Tee', 'Size: L');
    expect(await teeM.count()).toBe(1);
    expect(await teeM.getByTestId('line-quantity').textContent()).toBe('2');
    expect(await teeL.getByTestId('line-quantity').textContent()).toBe('1');
    expect(await cartLine(panel, 'Bleached Horizon').count()).toBe(2);
    expect(await cartLine(panel, 'Bleached Horizon', '10x8in').count()).toBe(1);
    expect(await cartLine(panel, 'Bleached Horizon', '20x16in').count()).toBe(1);

    // Quantities: up on M, down on the 20x16 print (to 0 removes it).
    await teeM.getByRole('button', { name: 'Increase quantity of Acid Wash Tee' }).click();
    await expectText(teeM.getByTestId('line-quantity'), '3');
    await expect.poll(() => badgeCount(page)).toBe('6');
    const bigPrint = cartLine(panel, 'Bleached Horizon', '20x16in');
    await bigPrint.getByRole('button', { name: 'Decrease quantity of Bleached Horizon' }).click();
    await expect.poll(() => cartLine(panel, 'Bleached Horizon').count()).toBe(1);
    await expectVisible(page.getByText('Item has been removed from your cart.'));

    // Remove the L line with its button (named by the line's variant: 'Acid Wash Tee — L / black').
    await teeL.getByRole('button', { name: /^Remove Acid Wash Tee — L \/ \w+ from cart$/ }).click();
    await expect.poll(() => teeL.count()).toBe(0);
    await expectText(panel.getByRole('heading').first(), 'Your Cart (4)');
    const subtotal = await panel.getByTestId('cart-subtotal').textContent();

    // Escape closes; the cart lives on the server by the browser's cartId.
    await page.keyboard.press('Escape');
    await expectHidden(drawer(page));
    await page.reload();
    await expect.poll(() => badgeCount(page)).toBe('4');
    panel = await openCart(page);
    expect(await cartLine(panel, 'Acid Wash Tee', 'Size: M').getByTestId('line-quantity').textContent()).toBe('3');
    expect(await panel.getByTestId('cart-subtotal').textContent()).toBe(subtotal);
    expect(await panel.getByText('Calculated at checkout').count()).toBe(2);
    await panel.getByRole('button', { name: 'Continue Shopping' }).click();
    await expectHidden(drawer(page));
  });

  it('adds an original painting once: its quantity cannot go above 1', async () => {
    const page = await newPage(shop.browser);
    await addPainting(page, shop.server.url, 4);
    await expect.poll(() => badgeCount(page)).toBe('1');
    const panel = await openCart(page);
    const line = cartLine(panel, 'Salt and Rust');
    expect(await line.getByText('Original Painting').count()).toBe(1);
    const plus = line.getByRole('button', { name: 'Increase quantity of Salt and Rust' });
    expect(await plus.isDisabled()).toBe(true);
  });

  it('shows the empty cart with a way back to shopping', async () => {
    const page = await newPage(shop.browser, 390);
    await page.goto(shop.server.url);
    const panel = await openCart(page);
    await expectVisible(panel.getByText('Your cart is empty'));
    await expectVisible(panel.getByText('Start shopping to add items to your cart'));
    await panel.getByRole('button', { name: 'Continue Shopping' }).click();
    await expectHidden(drawer(page));
  });
});
