import { AppError } from '../../../shared/errors.js';
import {
  ADDRESS_BOOK_FULL,
  ADDRESS_BOOK_MAX,
  ADDRESS_NOT_FOUND,
  type SavedAddress,
} from '../../../shared/schemas/address-book.js';
import type { Address } from '../../../shared/schemas/checkout.js';
import { lockKeys, orRefuse, type Reader, runFlow, type Tx } from '../../db/flow.js';
import { type FlowDeps, isoNow } from '../../deps.js';

/**
 * A customer's address book (issue 44, item 4): their own saved addresses only. Every call names the signed-in
 * customer; another customer's id, a guessed one or a removed one is 404, whatever it is. At most ADDRESS_BOOK_MAX,
 * counted under the customer's lock; the first saved is the default, and removing the default makes the newest left
 * the default.
 */
type AddressFields = Omit<Address, 'email'> & { isDefault?: boolean | undefined };

const notFound = () => new AppError('NOT_FOUND', ADDRESS_NOT_FOUND);

/** The customer's saved addresses: the default first, then the newest. */
export async function listAddresses(db: Reader, userId: number): Promise<SavedAddress[]> {
  const rows = await db
    .selectFrom('customer_address')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    address: r.address,
    address2: r.address2,
    phone: r.phone,
    city: r.city,
    state: r.state,
    postalCode: r.postal_code,
    country: r.country,
    isDefault: r.is_default === 1,
  }));
}

/** A shipping address as its columns (an order's, a saved address's): '' for no second line or phone. */
export const addressColumns = (a: Omit<Address, 'email'>) => ({
  name: a.name,
  address: a.address,
  address2: a.address2 ?? '',
  phone: a.phone ?? '',
  city: a.city,
  state: a.state,
  country: a.country,
  postal_code: a.postalCode,
});

/** Makes `id` the customer's one default. */
async function makeDefault(db: Tx, userId: number, id: number): Promise<void> {
  await db
    .updateTable('customer_address')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .where('user_id', '=', userId)
    .execute();
}

/** Saves a new address (the default when asked, or when it is the first); 409 once the book is full. */
export async function addAddress(
  deps: FlowDeps<'clock'>,
  userId: number,
  input: AddressFields,
): Promise<SavedAddress[]> {
  const now = isoNow(deps.clock);
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'customer', [String(userId)]);
    const { n } = await tx.db
      .selectFrom('customer_address')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= ADDRESS_BOOK_MAX) throw new AppError('CONFLICT', ADDRESS_BOOK_FULL);
    const { id } = await tx.db
      .insertInto('customer_address')
      .values({ user_id: userId, ...addressColumns(input), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (input.isDefault || Number(n) === 0) await makeDefault(tx.db, userId, id);
  });
  return listAddresses(deps.db, userId);
}

/** Changes one of the customer's addresses (another's, or none: 404). */
export async function updateAddress(
  deps: FlowDeps<'clock'>,
  userId: number,
  id: number,
  input: AddressFields,
): Promise<SavedAddress[]> {
  await runFlow(deps, async (tx) => {
    orRefuse(
      await tx.db
        .updateTable('customer_address')
        .set({ ...addressColumns(input), updated_at: isoNow(deps.clock) })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      notFound,
    );
    if (input.isDefault) await makeDefault(tx.db, userId, id);
  });
  return listAddresses(deps.db, userId);
}

/** Makes one of the customer's addresses their default (another's, or none: 404). */
export async function setDefaultAddress(deps: FlowDeps, userId: number, id: number): Promise<SavedAddress[]> {
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'customer', [String(userId)]);
    const own = await tx.db
      .selectFrom('customer_address')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    orRefuse(own, notFound);
    await makeDefault(tx.db, userId, id);
  });
  return listAddresses(deps.db, userId);
}

/** Deletes one of the customer's addresses (another's, or none: 404); the newest left becomes the default. */
export async function removeAddress(deps: FlowDeps, userId: number, id: number): Promise<SavedAddress[]> {
  await runFlow(deps, async (tx) => {
    await lockKeys(tx, 'customer', [String(userId)]);
    orRefuse(
      await tx.db.deleteFrom('customer_address').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),
      notFound,
    );
    const left = await tx.db
      .selectFrom('customer_address')
      .select(['id', 'is_default'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    const [newest] = left;
    if (newest && !left.some((r) => r.is_default === 1)) await makeDefault(tx.db, userId, newest.id);
  });
  return listAddresses(deps.db, userId);
}
