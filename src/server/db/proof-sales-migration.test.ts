import { describe, expect, it } from 'vitest';
import { verifyCertificate } from '../domain/certificates/facts.js';
import { insertLegacyOrder, useMigratedDatabases } from '../testing/migrated-db.js';
import { migrateToLatest } from './index.js';

const BEFORE = '2026-12-13T17-00-draft-idempotency';

const migratedTo = useMigratedDatabases();

describe('the migration that records artist’s proof sales', () => {
  it('gives each proof already sold a record and a certificate, keeps order lines’ certificates, and holds one holder each', async () => {
    const db = await migratedTo(BEFORE, 'wbs_proof_sales');
    const { id: print } = await db
      .insertInto('painting')
      .values({ title: 'Tide Line', price_cents: 6000, is_original: 0, is_limited: 1, limited_edition_count: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('painting_print_size')
      .values({ painting_id: print, width: 8, height: 10, price_cents: 6000, sort_order: 0 })
      .execute();
    const { id: editionId } = await db
      .insertInto('painting_edition')
      .values({ painting_id: print, width: 8, height: 10, total: 50, sold: 1, proofs: 5, proofs_sold: 2 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertLegacyOrder(db, { status: 'paid', subtotal_cents: 6000, total_cents: 6000 });
    await db
      .insertInto('order_item')
      .values({
        id: 1,
        order_id: 1,
        item_type: 'painting',
        painting_id: print,
        name: 'Tide Line',
        quantity: 1,
        unit_price_cents: 6000,
        size: '8x10in',
        edition_number: 1,
        edition_total: 50,
      })
      .execute();
    await db
      .insertInto('certificate')
      .values({ order_item_id: 1, unit: 1, code: 'lineCode-0123456789', status: 'valid', created_at: '2026-12-01' })
      .execute();

    await migrateToLatest(db);

    const sales = await db
      .selectFrom('proof_sale as s')
      .innerJoin('certificate as c', 'c.proof_sale_id', 's.id')
      .select(['s.edition_id', 's.number', 's.total', 's.buyer_name', 's.status', 'c.code', 'c.status as certificate'])
      .orderBy('s.number')
      .execute();
    expect(sales.map(({ code: _, ...s }) => s)).toEqual(
      [1, 2].map((number) => ({
        edition_id: editionId,
        number,
        total: 5,
        buyer_name: null,
        status: 'sold',
        certificate: 'valid',
      })),
    );
    const [first] = sales;
    expect(await verifyCertificate({ db }, first?.code ?? '')).toMatchObject({ edition: 'AP 1/5', kind: 'proof' });
    expect(await verifyCertificate({ db }, 'lineCode-0123456789')).toMatchObject({ edition: '1/50', kind: 'print' });
    // A certificate holds exactly one of an order line and a proof sale.
    const row = (holder: { order_item_id?: number; proof_sale_id?: number }, code: string) =>
      db
        .insertInto('certificate')
        .values({ ...holder, unit: 1, code, status: 'replaced', created_at: '2026-12-14' })
        .execute();
    await expect(row({}, 'neither-0123456789ab')).rejects.toThrow();
    await expect(row({ order_item_id: 1, proof_sale_id: 1 }, 'both-0123456789abcd')).rejects.toThrow();
    // One sold record per proof.
    await expect(
      db
        .insertInto('proof_sale')
        .values({ edition_id: editionId, number: 1, total: 5, sold_at: 'x', status: 'sold', created_at: 'x' })
        .execute(),
    ).rejects.toThrow();
  });
});
