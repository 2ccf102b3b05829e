import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSettings } from '../domain/settings.js';
import { type AccessRule, accessRule, type Who } from '../testing/access-rules.js';
import { allEndpoints, errorCode, procedureNames } from '../testing/endpoints.js';
import { TestBrowser } from '../testing/helpers.js';
import { type Customer, nextAddress, type TwoCustomerShop, twoCustomerShop } from '../testing/two-customers.js';
import { restRoutes } from './routes.js';

/**
 * The access matrix: every tRPC procedure and every REST row (read off the router and the route table, so a new
 * endpoint is walked at once and fails until testing/access-rules.ts classifies it), called as an anonymous
 * visitor, customer A, customer B and the admin; then every endpoint that can name another customer's object,
 * aimed by each customer at the other's real ids.
 */
let shop: TwoCustomerShop;
beforeAll(async () => {
  shop = await twoCustomerShop();
  // Every storefront switch on, so the endpoints they guard are walked for real (off, they refuse everyone).
  await setSettings({ db: shop.db, clock: () => new Date() }, { enableReviews: true, enableWishlist: true });
}, 60_000);
afterAll(() => shop?.close());

type ActorName = 'anonymous' | 'customer A' | 'customer B' | 'admin';
interface Actor {
  name: ActorName;
  role: Who;
  browser: TestBrowser;
  /** Signs back in after an endpoint that ends the session. */
  signIn: () => Promise<unknown>;
  /** What this actor must never see: the other customers' e-mails, payment intents and client secrets. */
  forbidden: string[];
}

const secretsOf = (c: Customer) => [
  c.email,
  c.paymentIntentId,
  c.clientSecret,
  c.pendingIntentId,
  c.pendingClientSecret,
];

/** A fresh browser signed in as `who` (the matrix's logout calls end every session of the account). */
async function signedIn(who: { username: string }): Promise<TestBrowser> {
  const browser = new TestBrowser(shop.app, nextAddress());
  const res = await browser.post('/api/login', { username: who.username, password: 'secret1' });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

/** A browser of its own (own address, own rate-limit budget) carrying `from`'s session. */
function browserLike(from: TestBrowser | null): TestBrowser {
  const browser = new TestBrowser(shop.app, nextAddress());
  browser.cookie = from?.cookie ?? '';
  return browser;
}

function actors(): Actor[] {
  const { a, b, admin } = shop;
  const signIn = (browser: TestBrowser, username: string) => () =>
    browser.post('/api/login', { username, password: 'secret1' });
  const customer = (name: ActorName, me: Customer, other: Customer): Actor => {
    const browser = browserLike(me.browser);
    return { name, role: 'customer', browser, signIn: signIn(browser, me.username), forbidden: secretsOf(other) };
  };
  const adminBrowser = browserLike(admin);
  return [
    {
      name: 'anonymous',
      role: 'public',
      browser: browserLike(null),
      signIn: async () => {},
      forbidden: [...secretsOf(a), ...secretsOf(b)],
    },
    customer('customer A', a, b),
    customer('customer B', b, a),
    { name: 'admin', role: 'admin', browser: adminBrowser, signIn: signIn(adminBrowser, 'owner'), forbidden: [] },
  ];
}

/** What the rule demands of this actor: a refusal (status and code), or an answer (anything but 401/403/5xx). */
function expected(rule: AccessRule, actor: Actor): { status: number; code: string } | 'answer' {
  if (rule.who === 'public' || actor.role === 'admin') return 'answer';
  if (actor.role === 'public') return { status: 401, code: 'UNAUTHORIZED' };
  return rule.who === 'admin' ? { status: 403, code: 'FORBIDDEN' } : 'answer';
}

/** Why an answer breaks the rule, or null. */
function violation(res: LightMyRequestResponse, want: ReturnType<typeof expected>, actor: Actor): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  const leaked = actor.forbidden.find((secret) => res.body.includes(secret));
  if (leaked) return `leaked ${leaked}`;
  if (want === 'answer') {
    return [401, 403].includes(res.statusCode) ? `refused an allowed caller with ${res.statusCode}` : null;
  }
  const code = errorCode(res);
  return res.statusCode === want.status && code === want.code
    ? null
    : `answered ${res.statusCode} ${code} where ${want.status} ${want.code} was due`;
}

const endpoints = allEndpoints();

describe('every endpoint is classified', () => {
  it.each(procedureNames())('procedure %s has an access rule', (name) => {
    expect(accessRule(name), `classify ${name} in src/server/testing/access-rules.ts`).toBeDefined();
  });
  it.each(restRoutes.map((r) => `${r.method} ${r.url} → ${r.procedure}`))(
    'row %s reaches a classified procedure',
    (label) => {
      expect(accessRule(label.split(' → ')[1] as string)).toBeDefined();
    },
  );
});

/** The victim's orders, carts, profile and payments as stored, to compare before and after the attacks. */
async function victimState(v: Customer) {
  const { db } = shop;
  const orders = await db.selectFrom('order').selectAll().where('user_id', '=', v.userId).orderBy('id').execute();
  const ids = orders.map((o) => o.id);
  return {
    user: await db.selectFrom('user').selectAll().where('id', '=', v.userId).executeTakeFirst(),
    orders,
    items: await db.selectFrom('order_item').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    payments: await db.selectFrom('payment').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    intents: await db
      .selectFrom('test_payment_intent')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('id')
      .execute(),
    holds: await db.selectFrom('stock_hold').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    addresses: await db.selectFrom('customer_address').selectAll().where('user_id', '=', v.userId).execute(),
    cart: await db
      .selectFrom('cart_item')
      .selectAll()
      .where('cart_id', 'in', [v.cartId, v.pendingCartId])
      .orderBy('id')
      .execute(),
  };
}

describe('the access matrix', () => {
  it('answers every endpoint as each actor may, and refuses the rest with 401 or 403', async () => {
    const failures: string[] = [];
    let pairs = 0;
    for (const actor of actors()) {
      for (const endpoint of endpoints) {
        const rule = accessRule(endpoint.procedure);
        if (!rule) continue; // reported by the classification test
        const res = await endpoint.call(actor.browser);
        pairs++;
        const problem = violation(res, expected(rule, actor), actor);
        if (problem) failures.push(`${endpoint.label} as ${actor.name}: ${problem}`);
        if (rule.endsSession) await actor.signIn();
      }
    }
    console.log(`access matrix: ${pairs} (endpoint × actor) pairs checked over ${endpoints.length} endpoints`);
    expect(failures).toEqual([]);
    expect(pairs).toBe(endpoints.length * 4);
  });

  it("never lets a customer read or change the other's orders, cart lines, profile or payments", async () => {
    const aimed = endpoints.filter((e) => accessRule(e.procedure)?.aimedAt);
    const failures: string[] = [];
    let probes = 0;
    for (const [attacker, victim] of [
      [shop.b, shop.a],
      [shop.a, shop.b],
    ] as const) {
      const before = await victimState(victim);
      const browser = await signedIn(attacker);
      for (const endpoint of aimed) {
        const input = accessRule(endpoint.procedure)?.aimedAt?.(victim) ?? {};
        const res = await endpoint.call(browser, input);
        probes++;
        const leaked = secretsOf(victim).find((secret) => res.body.includes(secret));
        const refused = [403, 404, 409].includes(res.statusCode);
        if (leaked) failures.push(`${endpoint.label} aimed at ${victim.username}: leaked ${leaked}`);
        // Acting on the caller alone (an id naming the victim ignored) is the other lawful answer.
        if (!refused && res.statusCode >= 300) {
          failures.push(`${endpoint.label} aimed at ${victim.username}: answered ${res.statusCode}`);
        }
      }
      expect(await victimState(victim), `${attacker.username} changed ${victim.username}'s state`).toEqual(before);
      await signedIn(victim);
    }
    console.log(`access matrix: ${probes} cross-customer probes at ${aimed.length} endpoints`);
    expect(failures).toEqual([]);
    expect(aimed.map((e) => e.label)).toEqual(
      expect.arrayContaining([
        'trpc orders.get',
        'GET /api/orders/:id',
        'PUT /api/orders/:id',
        'PUT /api/cart/:itemId',
      ]),
    );
  });

  it("lists only the caller's own orders", async () => {
    const mine = await (await signedIn(shop.b)).get('/api/orders');
    const ids = (mine.json() as { id: number }[]).map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([shop.b.orderId]));
    expect(ids).not.toContain(shop.a.orderId);
    expect(ids).not.toContain(shop.a.pendingOrderId);
  });
});
