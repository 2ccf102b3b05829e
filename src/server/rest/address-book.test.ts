import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_FULL, ADDRESS_BOOK_MAX, ADDRESS_NOT_FOUND } from '../../shared/schemas/address-book.js';
import type { Db } from '../db/index.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';

let app: FastifyInstance;
let db: Db;
useTestApp({}, (shop) => ({ app, db } = shop));

const HOME = {
  name: 'Sam Shopper',
  address: '12 Main Street',
  address2: 'Apt 4B',
  phone: '+1 (503) 555-0142',
  city: 'Portland',
  state: 'OR',
  country: 'US',
  postalCode: '97201',
};
const STUDIO = {
  name: 'Sam Shopper',
  address: '1200 Rue Sainte-Catherine O',
  city: 'Montréal',
  state: 'QC',
  country: 'CA',
  postalCode: 'H3B 1K9',
};

let customers = 0;
async function customer() {
  const browser = new TestBrowser(app);
  const name = `book${++customers}${Date.now() % 100000}`;
  const res = await browser.post('/api/register', {
    username: name,
    email: `${name}@example.com`,
    password: 'secret1',
  });
  expect(res.statusCode, res.body).toBe(201);
  return browser;
}

const saved = () => db.selectFrom('customer_address').selectAll().orderBy('id').execute();

describe('the address book (issue 44, item 4)', () => {
  it('adds, lists (default first), edits, sets the default and deletes, over REST and tRPC alike', async () => {
    const sam = await customer();
    const first = await sam.post('/api/account/addresses', HOME);
    expect(first.statusCode, first.body).toBe(201);
    // The first saved is the default.
    expect(first.json()).toEqual([{ id: expect.any(Number), ...HOME, isDefault: true }]);
    const homeId = first.json()[0].id;
    const second = (await sam.post('/api/account/addresses', STUDIO)).json();
    expect(second.map((a: { isDefault: boolean }) => a.isDefault)).toEqual([true, false]);
    const studioId = second[1].id;
    expect(second[1]).toMatchObject({ ...STUDIO, address2: '', phone: '' });

    const moved = await sam.post(`/api/account/addresses/${studioId}/default`, {});
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().map((a: { id: number }) => a.id)).toEqual([studioId, homeId]);

    const edited = await sam.put(`/api/account/addresses/${homeId}`, { ...HOME, address2: 'Suite 300', phone: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()[1]).toMatchObject({ id: homeId, address2: 'Suite 300', phone: '', isDefault: false });

    const trpc = await sam.get('/trpc/addresses.list');
    expect(trpc.json().result.data).toEqual((await sam.get('/api/account/addresses')).json());

    // Deleting the default makes the one left the default.
    const removed = await sam.delete(`/api/account/addresses/${studioId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual([expect.objectContaining({ id: homeId, isDefault: true })]);
  });

  it("is its owner's alone: another customer's id, a guessed id and a fresh client are refused and change nothing", async () => {
    const victim = await customer();
    const victimId = (await victim.post('/api/account/addresses', HOME)).json()[0].id;
    const before = await saved();
    const mallory = await customer();
    for (const res of [
      await mallory.put(`/api/account/addresses/${victimId}`, { ...STUDIO, isDefault: true }),
      await mallory.delete(`/api/account/addresses/${victimId}`),
      await mallory.post(`/api/account/addresses/${victimId}/default`, {}),
      await mallory.delete('/api/account/addresses/999999'),
      await mallory.put('/api/account/addresses/999999', STUDIO),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(ADDRESS_NOT_FOUND);
    }
    expect((await mallory.get('/api/account/addresses')).json()).toEqual([]);
    const fresh = new TestBrowser(app);
    expect((await fresh.get('/api/account/addresses')).statusCode).toBe(401);
    expect((await fresh.post('/api/account/addresses', HOME)).statusCode).toBe(401);
    expect((await fresh.delete(`/api/account/addresses/${victimId}`)).statusCode).toBe(401);
    expect((await mallory.delete('/api/account/addresses/abc')).statusCode).toBe(400);
    expect(await saved()).toEqual(before);
  });

  it('refuses a bad address with the checkout’s messages: a clear 400, nothing saved', async () => {
    const sam = await customer();
    for (const [bad, message] of [
      [{ ...HOME, postalCode: '1234' }, 'Please enter a valid ZIP code, like 12345 or 12345-6789'],
      [{ ...HOME, phone: 'call me' }, 'Please enter a valid phone number'],
      [{ ...HOME, state: 'QC' }, 'State/Province: please choose a state or province of the selected country'],
      [{ ...HOME, name: '' }, 'Full name is required'],
    ] as const) {
      const res = await sam.post('/api/account/addresses', bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await saved()).toEqual([]);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses, even when many are saved at once`, async () => {
    const sam = await customer();
    const results = await Promise.all(
      Array.from({ length: ADDRESS_BOOK_MAX + 3 }, (_, i) =>
        sam.post('/api/account/addresses', { ...HOME, address: `${i + 1} Main Street` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(ADDRESS_BOOK_MAX);
    const full = results.filter((r) => r.statusCode === 409);
    expect(full).toHaveLength(3);
    expect(full[0]?.json().message).toBe(ADDRESS_BOOK_FULL);
    const book = (await sam.get('/api/account/addresses')).json();
    expect(book).toHaveLength(ADDRESS_BOOK_MAX);
    expect(book.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });
});
