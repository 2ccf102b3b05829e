import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addProduct } from '../testing/fixtures.js';
import { manualClock, TestBrowser } from '../testing/helpers.js';
import { outbox, useMailShop } from '../testing/mail-shop.js';
import { checkoutOverApi, ONTARIO_ADDRESS, VISA } from '../testing/shoppers.js';
import type { SmtpSink } from '../testing/smtp-sink.js';

let app: FastifyInstance;
let db: Db;
let sink: SmtpSink;
let tee: number;
/** Each test starts twenty minutes into the hour on the shop clock: an hour's budget spent then waits 40 minutes. */
let clock = manualClock('2026-11-23T10:20:00.000Z');

useMailShop(
  () => clock.now(),
  (shop) => ({ app, db, sink } = shop),
);
beforeEach(async () => {
  clock = manualClock('2026-11-23T10:20:00.000Z');
  await db.insertInto('site_setting').values({ key: 'guestCheckout', value: 'true' }).execute();
  tee = await addProduct(db, { name: 'Acid Tee', priceCents: 4800, stock: 30 });
});

/** A guest (no account) at `ip` buys a tee with the test card as `email`: the order's number. */
async function guestBuys(email: string, ip = '10.0.0.1'): Promise<number> {
  const browser = new TestBrowser(app, ip);
  const { clientSecret, orderId } = await checkoutOverApi(
    browser,
    [{ productId: tee, quantity: 1, size: 'M', color: 'black' }],
    email,
  );
  const paid = await browser.post('/api/test-gateway/confirm', { clientSecret, card: VISA });
  expect(paid.json()).toMatchObject({ status: 'succeeded', orderId });
  return orderId;
}

/** A new account, signed in in its browser at `ip`. */
async function registered(username: string, email: string, ip: string): Promise<TestBrowser> {
  const browser = new TestBrowser(app, ip);
  const res = await browser.post('/api/register', { username, email, password: 'secret1' });
  expect(res.statusCode).toBe(201);
  return browser;
}

const linkMails = async () => (await outbox(db)).filter((m) => m.kind === 'email_confirmation');
const tokenOf = (mail: { text: string } | undefined) =>
  mail?.text.match(/\/confirm-email\?token=([\w-]+)/)?.[1] as string;
const lastToken = async () => tokenOf((await linkMails()).at(-1));

/** What the page the link opens learns (a GET: it changes nothing). */
const check = (browser: TestBrowser, token: string) =>
  browser.get(`/trpc/account.checkEmailConfirmation?input=${encodeURIComponent(JSON.stringify({ token }))}`);
const confirm = (browser: TestBrowser, token: string) => browser.post('/api/confirm-email', { token });
const accountOf = async (orderId: number) =>
  (await db.selectFrom('order').select('user_id').where('id', '=', orderId).executeTakeFirstOrThrow()).user_id;

describe("a guest's orders join only the account that proves the mailbox", () => {
  it("an attacker who registers the victim's address in another case never gets the victim's orders", async () => {
    const orderId = await guestBuys('victim@example.com');
    const mallory = await registered('mallory', 'VICTIM@Example.com', '10.7.0.1');
    const [mail] = await linkMails();
    const token = tokenOf(mail);

    // The victim follows the link signed out: confirming needs the account it names; nothing moves.
    const victim = new TestBrowser(app, '10.8.0.1');
    const signedOut = await confirm(victim, token);
    expect([signedOut.statusCode, signedOut.json().code]).toEqual([401, 'UNAUTHORIZED']);
    expect(await accountOf(orderId)).toBeNull();

    // Signed in as another account (the victim's own, under another address): refused by name; nothing moves.
    const bob = await registered('bob', 'bob@example.com', '10.8.0.2');
    const other = await confirm(bob, token);
    expect([other.statusCode, other.json()]).toEqual([
      403,
      { code: 'FORBIDDEN', message: 'This link is for the account mallory. Sign in as mallory to add the orders.' },
    ]);
    expect(await accountOf(orderId)).toBeNull();
    expect((await bob.get('/api/orders')).json()).toEqual([]);

    // Opened in a browser signed in as the attacker: a GET changes nothing.
    expect((await check(mallory, token)).json().result.data).toEqual({ username: 'mallory' });
    expect(await accountOf(orderId)).toBeNull();
    expect((await mallory.get('/api/orders')).json()).toEqual([]);

    // What the victim is shown: the account the link names, nothing of the orders.
    const seen = await check(victim, token);
    expect([seen.statusCode, seen.json().result.data]).toEqual([200, { username: 'mallory' }]);
    expect(seen.body).not.toContain(ONTARIO_ADDRESS.address);
    expect(mail?.recipient).toBe('VICTIM@Example.com');
    expect(mail?.text).toContain('Add your orders to the account mallory?');
    expect(mail?.html).toContain('Add your orders to the account <strong>mallory</strong>?');
  });

  it('the owner of the mailbox, signed in as the account the link names, confirms with a POST; the orders move once', async () => {
    const first = await guestBuys('ann@example.com');
    const second = await guestBuys('ANN@example.com', '10.0.0.9');
    const ann = await registered('ann', 'ann@example.com', '10.3.0.1');
    expect((await ann.get('/api/orders')).json()).toEqual([]);
    const token = await lastToken();

    expect((await check(ann, token)).json().result.data).toEqual({ username: 'ann' });
    expect((await ann.get('/api/orders')).json()).toEqual([]);
    const tampered = await confirm(ann, `${token.slice(0, -2)}xx`);
    expect([tampered.statusCode, tampered.json().message]).toEqual([
      400,
      'This confirmation link is invalid or has expired.',
    ]);
    expect((await check(ann, `${token.slice(0, -2)}xx`)).statusCode).toBe(400);

    const confirmed = await confirm(ann, token);
    expect([confirmed.statusCode, confirmed.json()]).toEqual([
      200,
      { success: true, attached: 2, message: 'Your e-mail is confirmed: 2 orders were added to your account.' },
    ]);
    const mine = (await ann.get('/api/orders')).json().map((o: { id: number }) => o.id);
    expect(mine.sort()).toEqual([first, second].sort());
    expect((await confirm(ann, token)).statusCode).toBe(400);
    expect((await check(ann, token)).statusCode).toBe(400);

    await app.mailWorker.tick();
    const sent = sink.messages.find((m) => m.subject.startsWith('Confirm your e-mail'));
    expect(sent?.body).toContain(`https://shop.example.com/confirm-email?token=${token}`);
    expect((await linkMails())[0]?.text).not.toContain(token);
  });

  it('two confirmations at once attach the orders once', async () => {
    const orderId = await guestBuys('twice@example.com');
    const owner = await registered('twice', 'twice@example.com', '10.3.0.2');
    const token = await lastToken();
    const answers = await Promise.all([confirm(owner, token), confirm(owner, token), confirm(owner, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await accountOf(orderId)).not.toBeNull();
  });

  it('sends nothing to an e-mail without guest orders; a link whose e-mail the account changed is refused', async () => {
    const orderId = await guestBuys('mover@example.com');
    await registered('nobody', 'nobody@example.com', '10.3.0.3');
    expect(await linkMails()).toEqual([]);

    const mover = await registered('mover', 'mover@example.com', '10.3.0.4');
    const token = await lastToken();
    const moved = await mover.put('/api/user/profile', { username: 'mover', email: 'moved@example.com' });
    expect(moved.statusCode).toBe(200);
    expect((await confirm(mover, token)).statusCode).toBe(400);
    expect(await accountOf(orderId)).toBeNull();
  });
});

describe('asking for the link again', () => {
  const ask = (browser: TestBrowser) => browser.post('/api/account/guest-orders-link');
  const WAIT_40 = { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 40 minutes and try again.' };

  it('at most 3 an hour per account (429 naming the wait); the answer never says whether guest orders exist', async () => {
    const early = await registered('early', 'early@example.com', '10.4.0.1');
    const none = await ask(early);
    await guestBuys('early@example.com');
    const some = await ask(early);
    expect(none.json()).toEqual(some.json());
    expect((await ask(early)).statusCode).toBe(200);
    const fourth = await ask(early);
    expect([fourth.statusCode, fourth.json()]).toEqual([429, WAIT_40]);
    expect((await linkMails()).map((m) => m.recipient)).toEqual(['early@example.com', 'early@example.com']);
    expect((await new TestBrowser(app).post('/api/account/guest-orders-link')).statusCode).toBe(401);

    clock.advance(40 * 60_000);
    expect((await ask(early)).statusCode).toBe(200);
    expect(await linkMails()).toHaveLength(3);
  });

  it('at most 3 an hour per address, and at most 3 links an hour reach one mailbox whatever asks', async () => {
    await guestBuys('shared@example.com');
    const first = await registered('first', 'shared@example.com', '10.4.1.1');
    expect((await ask(first)).statusCode).toBe(200);
    expect((await ask(first)).statusCode).toBe(200);
    expect(await linkMails()).toHaveLength(3);
    expect((await first.put('/api/user/profile', { username: 'first', email: 'first@example.com' })).statusCode).toBe(
      200,
    );

    // Another account takes the address: registering mails no fourth link, and asking meets the address's limit.
    const second = await registered('second', 'Shared@example.com', '10.4.1.2');
    expect(await linkMails()).toHaveLength(3);
    expect((await ask(second)).statusCode).toBe(200);
    const refused = await ask(second);
    expect([refused.statusCode, refused.json()]).toEqual([429, WAIT_40]);
    expect(await linkMails()).toHaveLength(3);

    clock.advance(61 * 60_000);
    expect((await ask(second)).statusCode).toBe(200);
    expect(await linkMails()).toHaveLength(4);
    expect((await linkMails()).at(-1)?.text).toContain('Add your orders to the account second?');
  });

  it('ten asks at once from one account mail three links', async () => {
    const racer = await registered('racer', 'racer@example.com', '10.4.2.1');
    await guestBuys('racer@example.com');
    const answers = await Promise.all(Array.from({ length: 10 }, () => ask(racer)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await linkMails()).toHaveLength(3);
  });
});
