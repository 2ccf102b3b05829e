import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { createUser } from '../domain/accounts.js';
import { callerContext, TestBrowser, testApp } from '../test-helpers.js';
import { appRouter, createCaller } from '../trpc/app-router.js';
import { resolveProcedure } from './plugin.js';
import { restRoutes } from './routes.js';

/** Procedures a visitor may call without an account. */
const PUBLIC =
  /^(account\.(register|login|logout|sessionCheck|requestPasswordReset|checkPasswordReset|confirmPasswordReset)|settings\.|catalogue\.|cart\.|content\.|orders\.track|reviews\.list|checkout\.(shippingMethods|tax|quote|paymentConfig|testConfirm))/;
const ADMIN = /^admin\./;
/** Procedures for any signed-in account. */
const CUSTOMER =
  /^(account\.(me|updateProfile|changePassword)|checkout\.(start|pending)|orders\.(mine|get|attach|confirm)|reviews\.(eligibility|write)|wishlist\.(list|add|remove|merge))$/;

let app: FastifyInstance;
let db: Db;
let customer: TestBrowser;
beforeAll(async () => {
  ({ app, db } = await testApp());
  await createUser({ db }, { username: 'customer', email: 'c@example.com', password: 'secret1' });
  customer = new TestBrowser(app);
  await customer.post('/api/login', { username: 'customer', password: 'secret1' });
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const concrete = (url: string) =>
  url.replace(':cartId', '00000000-0000-4000-8000-000000000000').replace(/:[a-zA-Z]+/g, '1');

describe('every REST row is authorised on the server', () => {
  const guarded = restRoutes.filter((r) => !PUBLIC.test(r.procedure));
  it.each(guarded.map((r) => [`${r.method} ${r.url}`, r]))('%s refuses anonymous visitors with 401', async (_, row) => {
    const res = await app.inject({
      method: row.method,
      url: concrete(row.url),
      payload: row.method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  const adminRows = restRoutes.filter((r) => ADMIN.test(r.procedure));
  it.each(adminRows.map((r) => [`${r.method} ${r.url}`, r]))('%s refuses customers with 403', async (_, row) => {
    const res = await customer.request(row.method, concrete(row.url), row.method === 'GET' ? undefined : {});
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('every tRPC procedure is authorised on the server', () => {
  const names = Object.keys(appRouter._def.procedures);
  it.each(names.filter((n) => !PUBLIC.test(n)))('%s refuses an anonymous caller', async (name) => {
    const call = resolveProcedure(createCaller(callerContext(db)), name);
    await expect(call?.({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it.each(names.filter((n) => ADMIN.test(n)))('%s refuses a customer', async (name) => {
    const actor = { userId: 1, username: 'customer', role: 'user' as const, epoch: 0 };
    const call = resolveProcedure(createCaller(callerContext(db, { actor })), name);
    await expect(call?.({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  describe('classifies every procedure', () => {
    it.each(names)('%s as exactly one of public, customer or admin', (name) => {
      expect([PUBLIC, CUSTOMER, ADMIN].filter((kind) => kind.test(name))).toHaveLength(1);
    });
  });
});
