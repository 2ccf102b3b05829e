import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../domain/accounts/accounts.js';
import { accessRule } from '../testing/access-rules.js';
import { dbFingerprint } from '../testing/db-fingerprint.js';
import { allEndpoints, type Endpoint, errorBody } from '../testing/endpoints.js';
import { TestBrowser } from '../testing/helpers.js';
import { nextAddress, type TwoCustomerShop, twoCustomerShop } from '../testing/two-customers.js';
import { anyJson, HOSTILE_STRINGS, zodArbitrary } from '../testing/zod-arbitrary.js';

/**
 * Hostile input at every REST row and tRPC procedure: bodies, path parameters and query strings generated from
 * each procedure's own `.input()` schema (mostly valid-ish, hostile at every level), sent through the real HTTP
 * path by the actor the endpoint is for. Whatever comes in: never a 5xx, never a stack trace, every error a JSON
 * `{message, code}`, and nothing written when the call is refused.
 */
const RUNS_PER_ENDPOINT = 56;
/** Endpoints that hash or verify a password (argon2, ~50 ms a call) get fewer runs. */
const HASHING = /^(account\.(login|register|changePassword|confirmPasswordReset)|admin\.users\.setPassword)$/;
const HASHING_RUNS = 12;
let shop: TwoCustomerShop;
let requests = 0;
/** The database's fingerprint after the last request (a refused one must leave it as it was). */
let fingerprint = '';
beforeAll(async () => {
  shop = await twoCustomerShop();
  fingerprint = await dbFingerprint(shop.db);
}, 60_000);
afterAll(async () => {
  console.log(`hostile input: ${requests} generated requests`);
  await shop?.close();
});

const STACK = /\n\s+at |node_modules|\.[jt]s:\d+:\d+|SqliteError|ZodError/;

/** Why an answer is wrong, or null. */
function problem(res: LightMyRequestResponse, wrote: boolean): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (STACK.test(res.body)) return `answer shows internals: ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 400) {
    if (!errorBody(res)) return `error without {message, code}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (wrote) return `refused with ${res.statusCode} but wrote to the database`;
  }
  return null;
}

const queryString = fc
  .dictionary(
    fc.constantFrom('cartId', 'q', 'type', 'itemId', 'status', 'page', 'limit', 'search', 'input', '__proto__'),
    fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 20 })),
    { maxKeys: 3 },
  )
  .map((query) => new URLSearchParams(query as Record<string, string>).toString());

/** The session the endpoint is for: the admin's, customer B's, or (for public ones) anonymous or customer A's. */
function sessionFor(endpoint: Endpoint, anonymous: boolean): string {
  const rule = accessRule(endpoint.procedure);
  if (rule?.who === 'admin') return shop.admin.cookie;
  if (rule?.who === 'customer') return shop.b.browser.cookie;
  return anonymous || rule?.endsSession ? '' : shop.a.browser.cookie;
}

/** Admin endpoints last: a generated admin call may disable or demote a customer, and ends no other walk early. */
const endpoints = allEndpoints().sort(
  (x, y) => Number(accessRule(x.procedure)?.who === 'admin') - Number(accessRule(y.procedure)?.who === 'admin'),
);

describe('hostile input at every endpoint', () => {
  it.each(endpoints.map((e) => [e.label, e] as const))(
    '%s',
    async (_, endpoint) => {
      const schema = endpoint.inputs[0];
      const input = schema ? zodArbitrary(schema) : anyJson;
      const query = endpoint.transport === 'rest' ? queryString : fc.constant('');
      await fc.assert(
        fc.asyncProperty(input, query, fc.boolean(), async (value, qs, anonymous) => {
          const browser = new TestBrowser(shop.app, nextAddress());
          browser.cookie = sessionFor(endpoint, anonymous);
          const before = fingerprint;
          const res = await endpoint.call(browser, value, qs);
          requests++;
          fingerprint = await dbFingerprint(shop.db);
          const wrote = res.statusCode >= 400 && fingerprint !== before;
          const found = problem(res, wrote);
          if (found) throw new Error(`${endpoint.label} with ${JSON.stringify(value)?.slice(0, 400)} ?${qs}: ${found}`);
        }),
        { numRuns: HASHING.test(endpoint.procedure) ? HASHING_RUNS : RUNS_PER_ENDPOINT },
      );
      if (accessRule(endpoint.procedure)?.who === 'admin') await stillAdmin();
    },
    60_000,
  );

  it('generated at least 10,000 requests', () => {
    expect(requests).toBeGreaterThanOrEqual(10_000);
  });
});

let admins = 0;
/**
 * A signed-in admin again if a generated call ended the admin's session (a password, role or active flag set on
 * themselves): the same account when it still signs in, else a new one.
 */
async function stillAdmin(): Promise<void> {
  if ((await shop.admin.get('/api/user')).statusCode !== 200) {
    const again = await shop.admin.post('/api/login', { username: 'owner', password: 'secret1' });
    if (again.statusCode !== 200) {
      const username = `owner${++admins}`;
      await createUser(
        { db: shop.db },
        { username, email: `${username}@example.com`, password: 'secret1', role: 'admin' },
      );
      await shop.admin.post('/api/login', { username, password: 'secret1' });
    }
  }
  fingerprint = await dbFingerprint(shop.db);
}
