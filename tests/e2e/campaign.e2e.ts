import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectVisible } from './wait.js';

/**
 * A newsletter campaign as the owner writes it (issue 40, item 3): a new campaign with a product card picked from the
 * catalogue, a test sent to the owner's own address, then sent; the subscriber's mail has the card (its link tagged
 * with the campaign) and an unsubscribe link that works. Screenshots of the compose screen and of the mail at
 * desktop and 390 px go to test-results/.
 */
const shop = withShopAndMail();
const OUT = 'test-results';

/** The HTML part of the newest mail to `email` whose subject matches. */
function mailHtml(email: string, subject: RegExp): string | undefined {
  const mail = shop.sink.messages.filter((m) => m.to.includes(email) && subject.test(m.subject)).at(-1);
  return mail?.body.match(/<!doctype html>[\s\S]*<\/html>/i)?.[0];
}

/**
 * The mail drawn at the shop's public origin (PUBLIC_URL, `localhost` here where the test reaches the server at
 * 127.0.0.1): the shop serves its images to its own origin only, and a mail app's image proxy fetches them unhindered.
 */
async function mailShot(page: Page, html: string, name: string) {
  const origin = html.match(/href="(https?:\/\/[^/"]+)\//)?.[1] as string;
  const url = `${origin}/__mail-preview`;
  await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.goto(url);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
}

describe('a newsletter campaign in the browser', () => {
  it('the owner composes with a product card, tests it on themself, sends it; the mail has the card and a working unsubscribe link', async () => {
    mkdirSync(OUT, { recursive: true });
    const base = shop.server.url;
    const fan = 'fan@example.com';
    const subscribed = await fetch(`${base}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: fan }),
    });
    expect(subscribed.status).toBe(200);
    const { name } = (await (await fetch(`${base}/api/products/1`)).json()) as { name: string };

    const owner = await newPage(shop.browser);
    await logIn(owner, base, 'admin', shop.server.adminPassword);
    await owner.goto(`${base}/admin?tab=campaigns`);
    await owner.getByRole('button', { name: 'New campaign' }).click();
    await owner.getByRole('textbox', { name: 'Subject' }).fill('The Friday drop');
    await owner.getByRole('textbox', { name: 'Preheader' }).fill('Ten pieces, first come first served');
    await owner
      .getByRole('textbox', { name: 'Body (HTML)' })
      .fill('<h2>New this Friday</h2><p>Hand-bleached, one of each.</p>');
    await owner.getByRole('button', { name: 'Add a product card' }).click();
    await owner.getByRole('textbox', { name: 'Search the catalogue' }).fill(name);
    await owner
      .getByRole('button', { name: `Add ${name}` })
      .first()
      .click();
    await owner.getByRole('button', { name: 'Save draft' }).click();
    const preview = owner.frameLocator('iframe[title="Campaign preview"]');
    await expectVisible(preview.getByText(name).first());
    await owner.screenshot({ path: `${OUT}/campaign-compose.png`, fullPage: true });
    await owner.getByText('Phone', { exact: true }).click();
    await owner.screenshot({ path: `${OUT}/campaign-compose-phone-preview.png`, fullPage: true });

    await owner.getByRole('button', { name: 'Send a test to yourself' }).click();
    await expect
      .poll(() => mailHtml('admin@example.com', /^\[Test\] The Friday drop$/), { timeout: 20_000 })
      .toBeTruthy();

    await owner.getByRole('button', { name: 'Send now' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await expect.poll(() => mailHtml(fan, /^The Friday drop$/), { timeout: 30_000 }).toBeTruthy();
    const html = mailHtml(fan, /^The Friday drop$/) as string;
    expect(html).toContain(name);
    expect(html).toMatch(
      /href="http:\/\/[^"]+\/product\/1\?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=campaign-1"/,
    );
    expect(html).toMatch(/\/unsubscribe\?token=\d+\.[\w-]{43}/);
    const reader = await newPage(shop.browser);
    await mailShot(reader, html, 'campaign-mail-desktop');
    const phone = await newPage(shop.browser, 390);
    await mailShot(phone, html, 'campaign-mail-390');
    expect(await phone.evaluate(() => [...document.images].every((img) => img.naturalWidth > 0))).toBe(true);

    // The list shows it sent, with its figures.
    await owner
      .getByRole('button', { name: 'Back to campaigns' })
      .click()
      .catch(() => undefined);
    await owner.goto(`${base}/admin?tab=campaigns`);
    await expectVisible(owner.getByRole('button', { name: 'The Friday drop' }));
    await owner.screenshot({ path: `${OUT}/campaign-list.png`, fullPage: true });

    // The unsubscribe link works.
    const link = await shop.mailedLink(fan, /\/unsubscribe\?token=[\w.-]+/);
    const leaving = await newPage(shop.browser, 390);
    await leaving.goto(link);
    await leaving.getByRole('button', { name: 'Unsubscribe' }).click();
    await expectVisible(leaving.getByText('You have been unsubscribed from our newsletter.'));
  }, 240_000);
});
