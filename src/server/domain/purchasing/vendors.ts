import { AppError } from '../../../shared/errors.js';
import type { Vendor, VendorInput } from '../../../shared/schemas/inventory.js';
import type { Db } from '../../db/index.js';
import { type Deps, isoNow } from '../../deps.js';

function vendorQuery(db: Db) {
  return db
    .selectFrom('vendor as v')
    .select((eb) => [
      'v.id',
      'v.name',
      'v.contact_name',
      'v.contact_email',
      'v.contact_phone',
      eb
        .selectFrom('purchase_order as po')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('po.vendor_id', '=', 'v.id')
        .as('purchase_order_count'),
    ]);
}

type VendorRow = Omit<Vendor, 'purchase_order_count'> & { purchase_order_count: number | null };
const toVendor = (row: VendorRow): Vendor => ({ ...row, purchase_order_count: row.purchase_order_count ?? 0 });

export async function listVendors({ db }: Pick<Deps, 'db'>): Promise<Vendor[]> {
  return (await vendorQuery(db).orderBy('v.name').orderBy('v.id').execute()).map(toVendor);
}

export async function getVendor({ db }: Pick<Deps, 'db'>, id: number): Promise<Vendor> {
  const row = await vendorQuery(db).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Vendor not found');
  return toVendor(row);
}

export async function createVendor(deps: Pick<Deps, 'db'>, input: VendorInput): Promise<Vendor> {
  const { id } = await deps.db.insertInto('vendor').values(input).returning('id').executeTakeFirstOrThrow();
  return getVendor(deps, id);
}

export async function updateVendor(
  deps: Pick<Deps, 'db' | 'clock'>,
  { id, ...input }: Partial<VendorInput> & { id: number },
): Promise<Vendor> {
  const result = await deps.db
    .updateTable('vendor')
    .set({ ...input, updated_at: isoNow(deps.clock) })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError('NOT_FOUND', 'Vendor not found');
  return getVendor(deps, id);
}

/** Deletes a vendor nobody ordered from; one with purchase orders stays, for their history. */
export async function deleteVendor({ db }: Pick<Deps, 'db'>, id: number): Promise<{ success: true; id: number }> {
  const vendor = await getVendor({ db }, id);
  const n = vendor.purchase_order_count;
  if (n > 0) {
    throw new AppError(
      'CONFLICT',
      `"${vendor.name}" has ${n} purchase order${n === 1 ? '' : 's'} and cannot be deleted`,
    );
  }
  await db.deleteFrom('vendor').where('id', '=', id).execute();
  return { success: true, id };
}
