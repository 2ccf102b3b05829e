import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { payWith } from './checkout-helpers.js';
import { originalOnSale } from './order-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectVisible } from './wait.js';

/**
 * Market day on a phone (issue 42, item 3): the owner, at 390 × 844, rings up three sales in a row on the Sell tab:
 * a tee scanned by its SKU paid in cash, an original found by name paid on the card terminal (its page on the
 * storefront says Sold at once), and a tee invoiced to the customer's e-mail (the mail arrives with its pay link).
 */
const shop = withShopAndMail();
const SHOTS = 'test-results';

interface Variant {
  sku: string;
  stock: number;
  size: string;
  color: string;
}

async function takePayment(owner: Page, method: string): Promise<number> {
  await owner.getByRole('button', { name: 'Take payment' }).click();
  await owner.getByRole('button', { name: method, exact: true }).click();
  const status = owner.getByRole('status');
  await expectVisible(status.getByText(/^Order #\d+$/));
  return Number(((await status.getByText(/^Order #\d+$/).textContent()) ?? '').replace(/\D/g, ''));
}

/** The owner signed in on a phone, on the Sell tab. */
async function sellScreen(base: string) {
  const owner = await shop.browser.newPage({ viewport: { width: 390, height: 844 } });
  await logIn(owner, base, 'admin', shop.server.adminPassword);
  await owner.goto(`${base}/admin?tab=sell`);
  return { owner, search: owner.getByRole('textbox', { name: 'Search or scan a SKU' }) };
}

describe('the Sell screen at 390 px', () => {
  it('three sales in a row: cash (scanned SKU), card terminal (an original), invoice', async () => {
    const base = shop.server.url;
    const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{
      name: string;
      variants: Variant[];
    }>;
    const tee = products.find((p) => p.variants.some((v) => v.stock > 2 && v.sku));
    const variant = tee?.variants.find((v) => v.stock > 2 && v.sku) as Variant;
    expect(variant).toBeDefined();
    const piece = await originalOnSale(base);
    const { owner, search } = await sellScreen(base);

    // 1. A barcode scanner types the SKU and Enter; paid in cash.
    await expectVisible(search);
    await expect
      .poll(async () => {
        await search.fill(variant.sku);
        await search.press('Enter');
        return owner.getByText(/^1 × /).count();
      })
      .toBe(1);
    await expectVisible(owner.getByText(/^Total \$[\d,.]+ \(tax /));
    const first = await takePayment(owner, 'Cash');
    await owner.getByRole('button', { name: 'Next sale' }).click();

    // 2. The original on the fair table, found by name, paid on the card terminal.
    await search.fill(piece?.title ?? '');
    await owner.getByRole('button', { name: piece?.title, exact: true }).click();
    await expectVisible(owner.getByText(`1 × ${piece?.title}`));
    const second = await takePayment(owner, 'Card terminal');
    expect(second).toBeGreaterThan(first);
    const visitor = await newPage(shop.browser, 390);
    await visitor.goto(`${base}/paintings/${piece?.id}`);
    await expectVisible(visitor.getByRole('button', { name: 'Sold' }));
    const sold = (await (await fetch(`${base}/api/paintings/${piece?.id}`)).json()) as { is_sold: boolean };
    expect(sold.is_sold).toBe(true);
    await owner.getByRole('button', { name: 'Next sale' }).click();

    // 3. A tee for a customer who pays later: the invoice goes to their e-mail.
    await search.fill(variant.sku);
    await search.press('Enter');
    await expectVisible(owner.getByText(/^1 × /));
    await owner.getByRole('textbox', { name: 'Customer e-mail (optional)' }).fill('fairgoer@example.com');
    await owner.getByRole('button', { name: 'Take payment' }).click();
    await expectVisible(owner.getByRole('button', { name: 'Send invoice', exact: true }));
    mkdirSync(SHOTS, { recursive: true });
    await owner.screenshot({ path: `${SHOTS}/sell-390.png` });
    await owner.getByRole('button', { name: 'Send invoice', exact: true }).click();
    await expectVisible(owner.getByText('Invoice sent to fairgoer@example.com', { exact: false }));
    const link = await shop.mailedLink('fairgoer@example.com', /\/orders\/\d+\?token=[\w-]{43}/);
    expect(link).toMatch(/\/orders\/\d+\?token=/);

    // The two paid sales are orders with their payment method; the invoiced one waits for its card.
    const drafts = (await callFrom(owner, 'GET', '/api/admin/draft-orders')).body as Array<{
      id: number;
      status: string;
      paymentMethod: string | null;
    }>;
    expect(drafts.find((d) => d.id === first)).toMatchObject({ status: 'paid', paymentMethod: 'cash' });
    expect(drafts.find((d) => d.id === second)).toMatchObject({ status: 'paid', paymentMethod: 'terminal' });
    expect(drafts.filter((d) => d.status === 'invoiced').length).toBe(1);
  }, 120_000);

  it('pay on a phone: the QR code’s link paid by card in another browser; the screen records the sale by itself', async () => {
    const base = shop.server.url;
    const piece = await originalOnSale(base);
    const { owner, search } = await sellScreen(base);
    await expectVisible(search);
    await search.fill(piece?.title ?? '');
    await owner.getByRole('button', { name: piece?.title, exact: true }).click();
    await owner.getByRole('button', { name: 'Take payment' }).click();
    await owner.getByRole('button', { name: 'Pay on a phone (QR code)' }).click();
    await expectVisible(owner.getByRole('img', { name: /^QR code of the pay link for order #\d+$/ }));
    await expectVisible(owner.getByText('Waiting for the payment…'));
    mkdirSync(SHOTS, { recursive: true });
    await owner.screenshot({ path: `${SHOTS}/sell-phone-qr-390.png` });
    const href = (await owner.getByRole('link', { name: 'Open the pay page' }).getAttribute('href')) ?? '';
    expect(href).toMatch(/\/orders\/\d+\?token=[\w-]{43}$/);

    // The customer's phone: no cookie, the link the QR code holds, the test card.
    const phone = await newPage(shop.browser, 390);
    await phone.goto(href.replace(/^https?:\/\/[^/]+/, base));
    await expectVisible(phone.getByRole('heading', { name: 'Pay this order' }));
    await phone.getByRole('button', { name: 'Pay', exact: true }).click();
    await payWith(phone, '4242 4242 4242 4242');
    await expectVisible(phone.getByText('Paid', { exact: true }).locator('visible=true').first());

    // The owner's screen saw it by itself.
    await expectVisible(owner.getByText(/Paid by card on a phone/));
    await owner.screenshot({ path: `${SHOTS}/sell-phone-paid-390.png` });
  }, 120_000);
});
