import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGN_COOKIE } from '../../shared/campaign-tag.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { sendDueCampaigns } from '../domain/campaigns/send.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser } from '../testing/helpers.js';
import { outbox, signInOwner, useMailShop } from '../testing/mail-shop.js';
import { buyOverApi } from '../testing/shoppers.js';
import type { SmtpSink } from '../testing/smtp-sink.js';

/**
 * Newsletter campaigns (issue 40, items 3 and 4) over the documented API and a real SMTP sink: written as a draft,
 * sent at the owner's pace by the `campaigns` job (driven here on its own clock), once per subscriber.
 */
let app: FastifyInstance;
let db: Db;
let sink: SmtpSink;
let config: Config;
let owner: TestBrowser;
const clock = manualClock();
const SECOND = 1000;

useMailShop(clock.now, (shop) => ({ app, db, sink, config } = shop));
beforeEach(async () => {
  owner = await signInOwner(app, db);
});

const runJob = () => sendDueCampaigns({ db, clock: clock.now, config });
const BODY = '<p>New drop on Friday.</p><p><a href="/product/1">See it</a></p>';

/** `count` subscribers (subscriber1@… in id order), the ones at `unsubscribed` indexes off the list. */
async function subscribers(count: number, { unsubscribed = [] as number[], locale = {} as Record<number, 'fr'> } = {}) {
  const rows = Array.from({ length: count }, (_, i) => ({
    email: `subscriber${i + 1}@example.com`,
    created_at: clock.now().toISOString(),
    unsubscribed_at: unsubscribed.includes(i + 1) ? clock.now().toISOString() : null,
    locale: locale[i + 1] ?? null,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('newsletter_subscriber')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

async function draft(body = { subject: 'Friday drop', preheader: 'Ten pieces only', html: BODY }) {
  const res = await owner.post('/api/admin/campaigns', body);
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: number }).id;
}

/** Runs the job and the outbox worker on the job's clock, `step` apart, until the campaign is sent and drained. */
async function sendOut(id: number, step = 5 * SECOND) {
  for (let i = 0; i < 2_000; i++) {
    await runJob();
    while ((await app.mailWorker.tick()) > 0);
    const state = (await owner.get(`/api/admin/campaigns/${id}`)).json();
    if (state.status === 'sent') return state;
    clock.advance(step);
  }
  throw new Error('the campaign never finished');
}

describe('the campaigns API', () => {
  it('creates a draft (HTML cleaned), lists it and answers its status and figures', async () => {
    const res = await owner.post('/api/admin/campaigns', {
      subject: 'Friday drop',
      html: '<p onclick="x()">Hi<script>alert(1)</script></p><img src="/uploads/a.jpg" style="width:100%;background:url(x)">',
    });
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe('draft');
    const got = (await owner.get(`/api/admin/campaigns/${id}`)).json();
    expect(got).toMatchObject({ id, status: 'draft', sent: 0, failed: 0, subject: 'Friday drop', preheader: '' });
    expect(got.html).toBe('<p>Hi</p><img src="/uploads/a.jpg" style="width:100%" />');
    expect((await owner.get('/api/admin/campaigns')).json()).toEqual([
      expect.objectContaining({ id, status: 'draft', sent: 0, failed: 0 }),
    ]);
    // The compose screen's preview: the saved draft in the mail's layout, links and images at the shop's address.
    const preview = await owner.get(
      `/trpc/admin.campaigns.preview?input=${encodeURIComponent(JSON.stringify({ id }))}`,
    );
    expect(preview.statusCode).toBe(200);
    const html = preview.json().result.data.html as string;
    expect(html).toContain('<img src="https://shop.example.com/uploads/a.jpg" style="width:100%" />');
    expect(html).toContain('<title>Friday drop</title>');
  });

  it('answers 400 to bad input, 404 to an unknown id, 401 to a visitor and 403 to a customer, changing nothing', async () => {
    for (const bad of [{}, { subject: '', html: '<p>x</p>' }, { subject: 'x', html: '' }, { subject: 'x', html: 5 }]) {
      expect((await owner.post('/api/admin/campaigns', bad)).statusCode).toBe(400);
    }
    expect((await owner.get('/api/admin/campaigns/999')).statusCode).toBe(404);
    expect((await owner.post('/api/admin/campaigns/999/send', {})).statusCode).toBe(404);
    expect((await owner.get('/api/admin/campaigns/abc')).statusCode).toBe(400);
    const id = await draft();
    expect((await owner.post(`/api/admin/campaigns/${id}/send`, { at: 'tomorrow' })).statusCode).toBe(400);
    const visitor = new TestBrowser(app, '10.9.0.1');
    expect((await visitor.get('/api/admin/campaigns')).statusCode).toBe(401);
    expect((await visitor.post('/api/admin/campaigns', { subject: 'x', html: '<p>x</p>' })).statusCode).toBe(401);
    const customer = new TestBrowser(app, '10.9.0.2');
    expect(
      (await customer.post('/api/register', { username: 'cus', email: 'cus@example.com', password: 'secret1' }))
        .statusCode,
    ).toBe(201);
    expect((await customer.post(`/api/admin/campaigns/${id}/send`, {})).statusCode).toBe(403);
    expect((await db.selectFrom('campaign').select(['status']).execute()).map((c) => c.status)).toEqual(['draft']);
  });

  it('schedules with {at}: nothing goes before that time, then it sends', async () => {
    await subscribers(3);
    const id = await draft();
    const at = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const res = await owner.post(`/api/admin/campaigns/${id}/send`, { at });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ id, status: 'scheduled' });
    expect(await runJob()).toBe(0);
    clock.advance(3_599_000);
    expect(await runJob()).toBe(0);
    clock.advance(1_000);
    const state = await sendOut(id);
    expect(state).toMatchObject({ status: 'sent', sent: 3, failed: 0 });
  });

  it('mails the signed-in owner a test, and nobody else', async () => {
    await subscribers(2);
    const id = await draft();
    const res = await owner.post('/trpc/admin.campaigns.sendTest', { id });
    expect(res.statusCode).toBe(200);
    await app.mailWorker.tick();
    expect(sink.messages.map((m) => [m.to[0], m.subject])).toEqual([['owner@example.com', '[Test] Friday drop']]);
    expect((await owner.get(`/api/admin/campaigns/${id}`)).json()).toMatchObject({ status: 'draft', sent: 0 });
  });
});

describe('sending a campaign', () => {
  it('mails 990 of 1,000 subscribers (10 unsubscribed) at the set rate, each once, with the unsubscribe link and headers', async () => {
    const unsubscribed = [3, 50, 101, 250, 333, 500, 640, 777, 901, 1000];
    await subscribers(1000, { unsubscribed, locale: { 2: 'fr' } });
    expect((await owner.post('/api/site-settings', { key: 'campaignMessagesPerMinute', value: 120 })).statusCode).toBe(
      200,
    );
    const product = await addProduct(db, { name: 'Acid Tee', priceCents: 4800 });
    const id = await draft({
      subject: 'Friday drop',
      preheader: 'Ten pieces only',
      html: `<p>New drop.</p><a href="/product/${product}" style="display:block">Acid Tee</a>`,
    });
    const started = clock.now().getTime();
    expect((await owner.post(`/api/admin/campaigns/${id}/send`, {})).statusCode).toBe(202);
    const state = await sendOut(id);
    expect(state).toMatchObject({ status: 'sent', queued: 990, sent: 990, failed: 0 });

    const mails = (await outbox(db)).filter((m) => m.kind === 'campaign');
    expect(mails).toHaveLength(990);
    const to = sink.messages.map((m) => m.to[0]);
    expect(new Set(to).size).toBe(990);
    for (const n of unsubscribed) expect(to).not.toContain(`subscriber${n}@example.com`);

    // The pace, on the job's clock: at most 120 (and the first) queued in any minute; 989 more after the first
    // take 989/120 minutes, within one job step.
    const times = (
      await db.selectFrom('mail_message').select('created_at').where('campaign_id', '=', id).orderBy('id').execute()
    ).map((m) => Date.parse(m.created_at));
    for (let i = 0; i + 121 < times.length; i++)
      expect((times[i + 121] as number) - (times[i] as number)).toBeGreaterThanOrEqual(60 * SECOND);
    const took = (times.at(-1) as number) - started;
    expect(took).toBeGreaterThanOrEqual((989 / 120) * 60 * SECOND - 5 * SECOND);
    expect(took).toBeLessThanOrEqual((989 / 120) * 60 * SECOND + 5 * SECOND);

    // Each mail: the campaign's tagged link to the product, its own unsubscribe link, List-Unsubscribe one-click.
    const one = sink.messages.find((m) => m.to[0] === 'subscriber1@example.com');
    expect(one?.body).toContain(
      `https://shop.example.com/product/${product}?utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=campaign-${id}`,
    );
    const token = one?.body.match(/\/unsubscribe\?token=([\w.-]+)/)?.[1] as string;
    expect(token).toMatch(/^\d+\.[\w-]{43}$/);
    const headers = one?.body.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(headers).toContain(
      `List-Unsubscribe: <https://shop.example.com/api/newsletter/one-click-unsubscribe?token=${token}>`,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // In the subscriber's language where the shop knows it.
    expect(sink.messages.find((m) => m.to[0] === 'subscriber2@example.com')?.body).toContain('Se désabonner');
    expect(one?.body).toContain('Unsubscribe');

    // The one-click POST a mail app makes takes the address off the list; the figures count it.
    const left = await app.inject({
      method: 'POST',
      url: `/api/newsletter/one-click-unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect((await owner.get(`/api/admin/campaigns/${id}`)).json()).toMatchObject({ unsubscribedSince: 1 });

    // Sending it again sends nothing.
    const again = await owner.post(`/api/admin/campaigns/${id}/send`, {});
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ id, status: 'sent' });
    clock.advance(60 * SECOND);
    expect(await runJob()).toBe(0);
    expect(await app.mailWorker.tick()).toBe(0);
    expect(sink.messages).toHaveLength(990);
  }, 300_000);

  it('mails a subscriber in the language of the page they subscribed from', async () => {
    const french = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'x-shop-locale': 'fr' },
      payload: { email: 'marie@example.com' },
    });
    expect(french.statusCode).toBe(200);
    expect(
      (await new TestBrowser(app, '10.9.0.3').post('/api/newsletter/subscribe', { email: 'ann@example.com' }))
        .statusCode,
    ).toBe(200);
    while ((await app.mailWorker.tick()) > 0);
    sink.messages.length = 0;
    const id = await draft();
    await owner.post(`/api/admin/campaigns/${id}/send`, {});
    await sendOut(id);
    const to = (email: string) => sink.messages.find((m) => m.to[0] === email)?.body ?? '';
    expect(to('marie@example.com')).toContain('Se désabonner');
    expect(to('marie@example.com')).toContain('/fr/unsubscribe?token=');
    expect(to('ann@example.com')).not.toContain('Se désabonner');
  });

  it('skips an address the outbox gave up on (bounced), and a campaign edited after sending is refused', async () => {
    await subscribers(3);
    await db
      .insertInto('mail_message')
      .values({
        event_key: 'old',
        kind: 'newsletter_welcome',
        recipient: 'subscriber2@example.com',
        subject: 's',
        html: 'h',
        text: 't',
        status: 'failed',
        next_attempt_at: clock.now().toISOString(),
        created_at: clock.now().toISOString(),
        order_id: null,
        reply_to: null,
        claimed_at: null,
        last_error: '550 no such user',
        sent_at: null,
      })
      .execute();
    const id = await draft();
    await owner.post(`/api/admin/campaigns/${id}/send`, {});
    expect(await sendOut(id)).toMatchObject({ status: 'sent', sent: 2 });
    expect(sink.messages.map((m) => m.to[0]).sort()).toEqual(['subscriber1@example.com', 'subscriber3@example.com']);
    const edit = await owner.post('/trpc/admin.campaigns.update', { id, subject: 'x', html: '<p>x</p>' });
    expect(edit.statusCode).toBe(409);
  });

  it('counts the paid orders of shoppers who followed its links within 7 days, and their revenue', async () => {
    await subscribers(2);
    const id = await draft();
    expect((await owner.post(`/api/admin/campaigns/${id}/send`, {})).statusCode).toBe(202);
    await sendOut(id);
    const other = await draft({ subject: 'Not sent', preheader: '', html: BODY });
    const productId = await addProduct(db, { sizes: [], colors: [], name: 'Acid Wash Tee', stock: 10 });
    const line = [{ productId, quantity: 1 }];

    const follower = await buyOverApi(app, line, { prefix: 'follower', cookies: { [CAMPAIGN_COOKIE]: String(id) } });
    const unpaid = await buyOverApi(app, line, {
      prefix: 'unpaid',
      pay: false,
      cookies: { [CAMPAIGN_COOKIE]: String(id) },
    });
    // A draft's id, one that is not there and a mangled value: the order is nobody's campaign's, and still placed.
    for (const value of [String(other), '999999', 'campaign-x']) {
      await buyOverApi(app, line, { prefix: 'stray', cookies: { [CAMPAIGN_COOKIE]: value } });
    }
    const orders = await db
      .selectFrom('order')
      .select(['id', 'campaign_id', 'base_total_cents'])
      .orderBy('id')
      .execute();
    expect(orders.map((o) => o.campaign_id)).toEqual([id, id, null, null, null]);
    expect(orders.map((o) => o.id).slice(0, 2)).toEqual([follower.orderId, unpaid.orderId]);

    const state = (await owner.get(`/api/admin/campaigns/${id}`)).json();
    expect(state).toMatchObject({ orders: 1, revenue: (orders[0]?.base_total_cents ?? 0) / 100 });
    expect((await owner.get(`/api/admin/campaigns/${other}`)).json()).toMatchObject({ orders: 0, revenue: 0 });
  });
});
