import { describe, expect, it } from 'vitest';
import { callFrom, newPage } from './browser.js';
import { logIn } from './cart-helpers.js';
import { payWith } from './checkout-helpers.js';
import { withShopAndMail } from './shop.js';
import { expectVisible } from './wait.js';

/**
 * An invoice paid by card (issue 42) as the owner and the customer meet it: the owner, on a phone (390 × 844), sends
 * the invoice of a draft from the Draft orders tab (confirming first) and sees it awaiting payment; the customer, in
 * another browser with no cookie, opens the mail's link (from the test SMTP server), taps Pay and pays with the test
 * card; the order's page then says it is paid, and so does the owner's list.
 */
const shop = withShopAndMail();

describe('a draft order invoiced and paid from the mail', () => {
  it('the owner sends the invoice at 390 px; the customer pays it from the link in another browser', async () => {
    const base = shop.server.url;
    const owner = await shop.browser.newPage({ viewport: { width: 390, height: 844 } });
    await logIn(owner, base, 'admin', shop.server.adminPassword);
    const email = 'patron@example.com';
    const created = await callFrom(owner, 'POST', '/api/admin/draft-orders', {
      lines: [{ title: 'Portrait commission', price: 450, quantity: 1 }],
      customerEmail: email,
      pickup: true,
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: number };

    await owner.goto(`${base}/admin?tab=draftOrders`);
    await owner
      .getByRole('button', { name: `Send invoice for order #${id}` })
      .first()
      .click();
    const confirm = owner.getByRole('dialog');
    await expectVisible(confirm.getByText(`E-mail ${email} the invoice for order #${id}`, { exact: false }));
    await confirm.getByRole('button', { name: 'Send invoice' }).click();
    await expectVisible(owner.getByText('Invoiced · awaiting payment').locator('visible=true').first());
    await owner.screenshot({ path: 'test-results/draft-invoice-sent-390.png' });

    const link = await shop.mailedLink(email, /\/orders\/\d+\?token=[\w-]{43}/);
    expect(link).toContain(`/orders/${id}?token=`);
    const customer = await newPage(shop.browser, 390);
    await customer.goto(link);
    await expectVisible(customer.getByRole('heading', { name: 'Pay this order' }));
    await customer.getByRole('button', { name: 'Pay', exact: true }).click();
    const label = await payWith(customer, '4242 4242 4242 4242');
    expect(label).toMatch(/^Pay \$\d/);
    await expectVisible(customer.getByText('Paid', { exact: true }).locator('visible=true').first());
    await expect.poll(() => customer.getByRole('heading', { name: 'Pay this order' }).count()).toBe(0);
    await customer.screenshot({ path: 'test-results/draft-invoice-paid-390.png' });

    await owner.reload();
    await expectVisible(owner.getByText('Paid · Card (invoice)').locator('visible=true').first());
    const order = await callFrom(owner, 'GET', `/api/admin/orders/${id}`);
    expect(order.body).toMatchObject({ id, status: 'paid' });
  }, 120_000);
});
