import { AppError } from '../../../shared/errors.js';
import type { Vendor, VendorInput } from '../../../shared/schemas/inventory.js';
import { orRefuse, type Reader, runFlow } from '../../db/flow.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';

function vendorQuery(db: Reader) {
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

async function getVendor({ db }: Pick<Deps, 'db'>, id: number): Promise<Vendor> {
  const row = await vendorQuery(db).where('v.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Vendor not found');
  return toVendor(row);
}

export async function createVendor(deps: FlowDeps, input: VendorInput): Promise<Vendor> {
  const { id } = await runFlow(deps, (tx) =>
    tx.db.insertInto('vendor').values(input).returning('id').executeTakeFirstOrThrow(),
  );
  return getVendor(deps, id);
}

export async function updateVendor(
  deps: FlowDeps<'clock'>,
  { id, ...input }: Partial<VendorInput> & { id: number },
): Promise<Vendor> {
  await runFlow(deps, async (tx) =>
    orRefuse(
      await tx.db
        .updateTable('vendor')
        .set({ ...input, updated_at: isoNow(deps.clock) })
        .where('id', '=', id)
        .executeTakeFirst(),
      () => new AppError('NOT_FOUND', 'Vendor not found'),
    ),
  );
  return getVendor(deps, id);
}

/** Deletes a vendor nobody ordered from; one with purchase orders stays, for their history. */
export async function deleteVendor(deps: FlowDeps, id: number): Promise<{ success: true; id: number }> {
  return runFlow(deps, async (tx) => {
    const vendor = await getVendor(tx, id);
    const n = vendor.purchase_order_count;
    if (n > 0) {
      throw new AppError(
        'CONFLICT',
        `"${vendor.name}" has ${n} purchase order${n === 1 ? '' : 's'} and cannot be deleted`,
      );
    }
    // A purchase order made meanwhile names the vendor: its foreign key refuses the delete, nothing is lost.
    await tx.db.deleteFrom('vendor').where('id', '=', id).execute();
    return { success: true as const, id };
  });
}
