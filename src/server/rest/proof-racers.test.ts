import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { createUser, hashPassword } from '../domain/accounts/accounts.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * Two owners record the last artist's proof of a size at once (issue 43), over REST, on SQLite and, under
 * `npm run test:pg`, on PostgreSQL: one gets it, the other a 409, and the proof has one sale and one certificate.
 * Several rounds, each on a print of its own with one proof left.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true, perFile: true }, (shop) => ({ app, db, admin } = shop));

const ROUNDS = 5;

async function secondOwner(): Promise<TestBrowser> {
  await createUser(
    { db },
    { username: 'coowner', email: 'coowner@example.com', password: 'secret2', role: 'admin' },
    hashPassword('secret2'),
  );
  const browser = new TestBrowser(app, '10.43.8.2');
  expect((await browser.post('/api/login', { username: 'coowner', password: 'secret2' })).statusCode).toBe(200);
  return browser;
}

async function printWithOneProofLeft(): Promise<number> {
  const res = await admin.post('/api/paintings', {
    title: 'Last Light',
    price: 60,
    is_original: false,
    is_limited: true,
    available_sizes: [{ width: 8, height: 10, unit: 'in', price: 60 }],
    editions: [{ width: 8, height: 10, total: 20, proofs: 2 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  expect((await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in' })).statusCode).toBe(200);
  return id;
}

describe('two owners recording the last artist’s proof at once', () => {
  it('sells it once: one 200, one 409, one certificate', async () => {
    const other = await secondOwner();
    for (let round = 0; round < ROUNDS; round++) {
      const id = await printWithOneProofLeft();
      const results = await Promise.all(
        [admin, other].map((owner, i) => owner.post(`/api/paintings/${id}/proofs`, { size: '8x10in', buyer: `B${i}` })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const won = results.find((r) => r.statusCode === 200)?.json();
      expect(won.proof.edition).toBe('AP 2/2');
      const sales = await db
        .selectFrom('proof_sale as s')
        .innerJoin('painting_edition as e', 'e.id', 's.edition_id')
        .innerJoin('certificate as c', 'c.proof_sale_id', 's.id')
        .select(['s.number', 's.status', 'c.status as certificate'])
        .where('e.painting_id', '=', id)
        .orderBy('s.number')
        .execute();
      expect(sales).toEqual([
        { number: 1, status: 'sold', certificate: 'valid' },
        { number: 2, status: 'sold', certificate: 'valid' },
      ]);
      const edition = (await admin.get(`/api/paintings/${id}/editions`)).json().editions[0];
      expect(edition).toMatchObject({ proofs: 2, proofsSold: 2 });
    }
  });
});
