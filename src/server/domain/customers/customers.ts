import { type ExpressionBuilder, sql } from 'kysely';
import { AppError } from '../../../shared/errors.js';
import { toDollars } from '../../../shared/money.js';
import type {
  CustomerDetail,
  CustomerList,
  CustomerListInput,
  CustomerNoteInput,
  CustomerRow,
} from '../../../shared/schemas/customers.js';
import { containsText } from '../../db/contains-text.js';
import { type Reader, runFlow } from '../../db/flow.js';
import { pagedAs } from '../../db/paged.js';
import type { Database } from '../../db/schema.js';
import { type Deps, type FlowDeps, isoNow } from '../../deps.js';
import type { Actor } from '../accounts/accounts.js';
import { listOrders, type OrderOwner } from '../orders/admin-orders.js';
import { refundedCents, tookMoney } from '../orders/orders.js';
import { reviewsByUser } from '../reviews/admin-reviews.js';

/**
 * The owner's customers: every account with the customer role, and every e-mail that bought without an account
 * (a guest), with what they bought. Counts and sums take only orders that took money; `spent` is net of refunds.
 */

/** Orders that took money, with what was refunded of each: the one base of every customer figure. */
function paidOrders(db: Reader) {
  return db
    .selectFrom('order as o')
    .where((eb) => tookMoney(eb))
    .select((eb) => [
      'o.id',
      'o.user_id',
      'o.email',
      'o.name',
      'o.total_cents',
      'o.created_at',
      eb.fn<string>('lower', ['o.email']).as('email_key'),
      refundedCents(eb).as('refunded_cents'),
    ]);
}

type Po = ExpressionBuilder<
  Database & {
    po: {
      id: number;
      total_cents: number;
      refunded_cents: number;
      created_at: string;
    };
  },
  'po'
>;
/** A customer's orders, what they spent net of refunds, and their last order, over their paid orders `po`. */
const figures = (eb: Po) =>
  [
    eb.fn.count<number>('po.id').as('orders'),
    eb.fn
      .coalesce(eb.fn.sum<number>(eb('po.total_cents', '-', eb.ref('po.refunded_cents'))), eb.val(0))
      .as('spent_cents'),
    eb.fn.max<string | null>('po.created_at').as('last_order_at'),
  ] as const;

/** 1 (true) when the e-mail is on the newsletter list (and has not unsubscribed). */
const subscribed = (emailKey: ReturnType<typeof sql>) =>
  sql<number>`exists (select 1 from newsletter_subscriber ns where lower(ns.email) = ${emailKey} and ns.unsubscribed_at is null)`;

/** Accounts and guests as one derived table of the same columns. */
function customers(db: Reader) {
  const accounts = db
    .selectFrom('user as u')
    .leftJoin(paidOrders(db).as('po'), 'po.user_id', 'u.id')
    .where('u.role', '=', 'user')
    .groupBy(['u.id', 'u.username', 'u.email', 'u.created_at'])
    .select((eb) => [
      eb.cast<string>(eb.val('account'), 'text').as('kind'),
      eb.cast<number | null>('u.id', 'integer').as('user_id'),
      eb.cast<string | null>('u.username', 'text').as('username'),
      'u.email as email',
      eb
        .fn<string>('coalesce', [
          eb
            .selectFrom('order as lo')
            .select('lo.name')
            .whereRef('lo.user_id', '=', 'u.id')
            .orderBy('lo.id', 'desc')
            .limit(1),
          eb.val(''),
        ])
        .as('name'),
      ...figures(eb as unknown as Po),
      subscribed(sql`lower(u.email)`).as('newsletter'),
    ]);
  const guests = db
    .selectFrom(paidOrders(db).as('po'))
    .where('po.user_id', 'is', null)
    .groupBy('po.email_key')
    .select((eb) => [
      eb.cast<string>(eb.val('guest'), 'text').as('kind'),
      eb.cast<number | null>(eb.val(null), 'integer').as('user_id'),
      eb.cast<string | null>(eb.val(null), 'text').as('username'),
      eb.fn.max<string>('po.email').as('email'),
      eb
        .fn<string>('coalesce', [
          eb
            .selectFrom('order as lo')
            .select('lo.name')
            .where('lo.user_id', 'is', null)
            .where((e) => e(e.fn('lower', ['lo.email']), '=', e.ref('po.email_key')))
            .orderBy('lo.id', 'desc')
            .limit(1),
          eb.val(''),
        ])
        .as('name'),
      ...figures(eb as unknown as Po),
      subscribed(sql`po.email_key`).as('newsletter'),
    ]);
  return db.selectFrom(accounts.unionAll(guests).as('c'));
}

const SORT_COLUMNS = {
  name: sql`lower(c.name)`,
  email: sql`lower(c.email)`,
  orders: sql`c.orders`,
  spent: sql`c.spent_cents`,
  lastOrder: sql`c.last_order_at`,
} as const;

interface CustomerSqlRow {
  kind: string;
  user_id: number | null;
  username: string | null;
  email: string;
  name: string;
  orders: number | string;
  spent_cents: number | string;
  last_order_at: string | null;
  newsletter: number | string | boolean;
}

function toRow(r: CustomerSqlRow): CustomerRow {
  const account = r.kind === 'account';
  return {
    key: account ? `user:${r.user_id}` : `guest:${r.email.toLowerCase()}`,
    kind: account ? 'account' : 'guest',
    userId: r.user_id === null ? null : Number(r.user_id),
    username: r.username,
    name: r.name,
    email: r.email,
    orders: Number(r.orders),
    spent: toDollars(Number(r.spent_cents)),
    lastOrderAt: r.last_order_at,
    newsletter: Number(r.newsletter) === 1,
  };
}

/** One page of customers: searched by name, username or e-mail, sorted by any column, paged on the server. */
export async function listCustomers({ db }: Pick<Deps, 'db'>, input: CustomerListInput): Promise<CustomerList> {
  let query = customers(db);
  if (input.q) {
    const q = input.q;
    query = query.where(({ or }) =>
      or([
        containsText('c.name', q),
        containsText(sql<string>`coalesce(c.username, '')`, q),
        containsText('c.email', q),
      ]),
    );
  }
  const direction = input.direction === 'asc' ? sql`asc` : sql`desc`;
  const rows = query.selectAll().orderBy(sql`${SORT_COLUMNS[input.sort]} ${direction}`).orderBy(sql`lower(c.email)`);
  return pagedAs(rows, input, (r) => toRow(r as CustomerSqlRow));
}

/** `user:12` → { userId: 12 }; `guest:a@b.c` → { guestEmail: 'a@b.c' }. */
function ownerOf(key: string): OrderOwner {
  return key.startsWith('user:') ? { userId: Number(key.slice(5)) } : { guestEmail: key.slice(6).toLowerCase() };
}

async function customerRow(db: Reader, key: string): Promise<CustomerRow & { createdAt: string | null }> {
  const owner = ownerOf(key);
  const row = await customers(db)
    .selectAll()
    .where((eb) =>
      'userId' in owner
        ? eb.and([eb('c.kind', '=', 'account'), eb('c.user_id', '=', owner.userId)])
        : eb.and([eb('c.kind', '=', 'guest'), sql<boolean>`lower(c.email) = ${owner.guestEmail}`]),
    )
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Customer not found');
  const created =
    'userId' in owner
      ? await db.selectFrom('user').select('created_at').where('id', '=', owner.userId).executeTakeFirst()
      : undefined;
  return {
    ...toRow(row as CustomerSqlRow),
    createdAt: created?.created_at ?? null,
  };
}

/** One customer: their figures, orders, the addresses they shipped to, their reviews and the owner's note. */
export async function getCustomer({ db }: Pick<Deps, 'db'>, key: string): Promise<CustomerDetail> {
  const row = await customerRow(db, key);
  const owner = ownerOf(row.key);
  const orders = await listOrders({ db }, { page: 1, pageSize: 100 }, owner);
  let addressQuery = db.selectFrom('order as o').where((eb) => tookMoney(eb));
  addressQuery =
    'userId' in owner
      ? addressQuery.where('o.user_id', '=', owner.userId)
      : addressQuery
          .where('o.user_id', 'is', null)
          .where((eb) => eb(eb.fn('lower', ['o.email']), '=', owner.guestEmail));
  const addresses = await addressQuery
    .groupBy(['o.name', 'o.address', 'o.city', 'o.state', 'o.postal_code', 'o.country'])
    .select((eb) => [
      'o.name',
      'o.address',
      'o.city',
      'o.state',
      'o.postal_code',
      'o.country',
      eb.fn.countAll<number>().as('orders'),
      eb.fn.max<string>('o.created_at').as('last_used_at'),
    ])
    .orderBy('last_used_at', 'desc')
    .execute();
  const note = await db
    .selectFrom('customer_note')
    .select(['note', 'updated_at'])
    .where('customer_key', '=', row.key)
    .executeTakeFirst();
  return {
    ...row,
    orderList: orders.items,
    addresses: addresses.map((a) => ({
      name: a.name,
      address: a.address,
      city: a.city,
      state: a.state,
      postalCode: a.postal_code,
      country: a.country,
      orders: Number(a.orders),
      lastUsedAt: a.last_used_at,
    })),
    reviews: 'userId' in owner ? await reviewsByUser(db, owner.userId) : [],
    note: note?.note ?? '',
    noteUpdatedAt: note?.updated_at ?? null,
  };
}

/** Writes the owner's internal note on a customer (the admin procedure puts it in the audit log). */
export async function setCustomerNote(
  deps: FlowDeps<'clock'>,
  input: CustomerNoteInput,
  actor: Actor,
): Promise<CustomerDetail> {
  const { key } = await customerRow(deps.db, input.id);
  const now = isoNow(deps.clock);
  await runFlow(deps, (tx) =>
    tx.db
      .insertInto('customer_note')
      .values({
        customer_key: key,
        note: input.note,
        updated_by: actor.userId,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('customer_key').doUpdateSet({
          note: input.note,
          updated_by: actor.userId,
          updated_at: now,
        }),
      )
      .execute(),
  );
  return getCustomer(deps, key);
}
