import { type Kysely, sql } from 'kysely';
import { beginFlow, engineOf, retryableConflict } from './dialect.js';
import type { Database } from './schema.js';

/**
 * The one way the shop writes: a **flow** is one use case (a checkout, a refund, a stock adjustment, an admin edit)
 * that opens the one transaction with `runFlow`, declares what it locks (`lockRows`, `lockKeys`), runs the domain's
 * rules and writes its ledger rows, outbox messages and audit entry inside it. The handles say who may do what:
 *
 * - `Door` — the shop's database outside any transaction: reads, and `runFlow`. It has no write method and cannot
 *   open a transaction itself.
 * - `Tx` — the handle inside a flow: reads and writes. It cannot open another transaction (no `transaction`,
 *   `connection` nor `destroy`), and `runFlow` takes a `Door`, which a `Tx` is not: a nested flow does not compile.
 * - `Reader` — what a read takes: either of them.
 *
 * SQLite: `BEGIN IMMEDIATE` (one writer at a time is its nature; the lock calls cost nothing). PostgreSQL: `BEGIN`,
 * then the rows each flow locks, so flows touching different rows run side by side; a deadlock or serialization
 * failure runs the whole flow again (bounded, with jitter), so a flow's function must do nothing but database work
 * (never await the network inside it).
 */
type Root = Kysely<Database>;
type Opening =
  | 'transaction'
  | 'startTransaction'
  | 'connection'
  | 'withPlugin'
  | 'withoutPlugins'
  | 'withSchema'
  | 'withTables';
type Writing = 'insertInto' | 'updateTable' | 'deleteFrom' | 'replaceInto' | 'mergeInto';

declare const insideFlow: unique symbol;

/** Reads, inside a flow or outside one. */
export type Reader = Omit<Root, Opening | Writing | 'destroy'>;
/**
 * The shop's database outside any transaction, as the domain holds it: reads, and the door to a flow (`runFlow`).
 * The database as opened (`Db`, db/index.ts: scripts, tests, the app's wiring) is one.
 */
export type Door = Reader & Pick<Root, 'destroy'>;
/** The handle of a flow's transaction: reads and writes; opens nothing. */
export type Tx = Omit<Root, Opening | 'destroy'> & { readonly [insideFlow]: true };

/**
 * Written in the flow's transaction just before it commits (the audit entry of an admin write: `domain/audit.ts`),
 * then told whether the commit happened.
 */
export interface BeforeCommit {
  write(tx: Tx, result: unknown): Promise<void>;
  committed(): void;
}

/** What opening a flow needs: the database, and what the caller's context writes with it (its audit entry). */
export interface DoorDeps {
  db: Door;
  beforeCommit?: BeforeCommit;
}

/** The deps a flow's function gets: the caller's, with the transaction's handle as `db`. */
export type InFlow<D extends DoorDeps> = Omit<D, 'db'> & { db: Tx };

/** How many times a flow runs at most when PostgreSQL aborts it for a deadlock or a serialization failure. */
const ATTEMPTS = 5;

/**
 * Runs one flow: opens its transaction, runs `fn` with the caller's deps on the transaction's handle, writes what
 * the caller's context adds before commit (`beforeCommit`), commits; rolls back on any error. Answers what `fn`
 * answers. On PostgreSQL a deadlock or serialization failure runs `fn` again from the start (at most 5 times, after a
 * short random wait), so everything `fn` does must be in the transaction.
 */
export async function runFlow<D extends DoorDeps, T>(deps: D, fn: (tx: InFlow<D>) => Promise<T>): Promise<T> {
  const root = deps.db as unknown as Root;
  for (let attempt = 1; ; attempt++) {
    try {
      return await root.connection().execute(async (conn) => {
        const trx = conn as unknown as Tx;
        readOnce.set(trx, new Map());
        for (const statement of beginFlow(engineOf(conn))) await statement.execute(conn);
        try {
          const result = await fn({ ...deps, db: trx });
          await deps.beforeCommit?.write(trx, result);
          await sql`COMMIT`.execute(conn);
          deps.beforeCommit?.committed();
          return result;
        } catch (error) {
          await sql`ROLLBACK`.execute(conn);
          throw error;
        }
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * 2 ** attempt));
    }
  }
}

/** What each flow's handle has read once (oncePerFlow): a retry's new handle starts empty. */
const readOnce = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Reads `key` once per flow: on a flow's handle the first call runs `read` and later calls in the same flow answer
 * what it answered (one statement instead of several, and the same value throughout the flow); on any other handle
 * `read` runs every time. For what a flow reads several times and does not itself change (the shop's settings): a
 * write of it in the flow calls `forgetInFlow`.
 */
export function oncePerFlow<T>(db: Reader, key: string, read: () => Promise<T>): Promise<T> {
  const kept = readOnce.get(db);
  if (!kept) return read();
  let value = kept.get(key) as Promise<T> | undefined;
  if (!value) {
    value = read();
    kept.set(key, value);
  }
  return value;
}

/** The flow writes what `key` read (see oncePerFlow): its next read reads again. */
export function forgetInFlow(db: Reader, key: string): void {
  readOnce.get(db)?.delete(key);
}

/** Rows a flow may lock, by their integer id. */
export type LockedTable =
  | 'inventory_item'
  | 'discount'
  | 'balance_account'
  | 'order'
  | 'product'
  | 'painting'
  | 'purchase_order'
  | 'review'
  | 'user';

/**
 * Locks these rows until the flow ends (PostgreSQL: `SELECT … FOR NO KEY UPDATE`, in id order, so two flows locking
 * overlapping rows queue and never deadlock on them; SQLite: nothing to do, the flow is the one writer). Take the
 * locks before reading what they guard (a stock level, a discount's uses, an order's status), and in the house
 * order, so no two flows wait on each other in a circle: keys (cart, customer, mailbox, shop), then `order`,
 * `discount`, `balance_account`, `inventory_item`, then the item sold (`product`, `painting`), then the rest. A deadlock that slips
 * through anyway is PostgreSQL's to break: the flow it aborts runs again.
 */
export async function lockRows(tx: { db: Tx }, table: LockedTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0 || engineOf(tx.db) === 'sqlite') return;
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  // NO KEY UPDATE: lockers queue on the row, while rows that merely reference it (a stock hold, a ledger row) can
  // still be written by others.
  await sql`select id from ${sql.table(table)} where id in (${sql.join(sorted)}) order by id for no key update`.execute(
    tx.db,
  );
}

/**
 * Things a flow may lock that are not one row: a browser's cart (its lines, its code, its checkout in progress), a
 * customer (their one checkout in progress across carts), a mailbox, something of the whole shop (`shop:admins`, the
 * set of admins the shop must never empty), a category's or collection's list of items (`group:category:3`).
 */
export type LockedKey = 'cart' | 'customer' | 'mailbox' | 'shop' | 'group';

/**
 * Locks named things until the flow ends (PostgreSQL: a transaction advisory lock per key, in key order; SQLite:
 * nothing to do). For what has no row of its own to lock, such as a cart (its lines come and go).
 */
export async function lockKeys(tx: { db: Tx }, scope: LockedKey, keys: readonly string[]): Promise<void> {
  if (keys.length === 0 || engineOf(tx.db) === 'sqlite') return;
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${key}`}, 0))`.execute(tx.db);
  }
}

/**
 * What a write found, or the refusal, thrown inside its flow so that nothing it did commits (nor the audit entry of
 * an owner's write that changed nothing): a row it returned, or an update or delete that touched a row.
 */
export function orRefuse<T>(
  written: T | undefined,
  refusal: () => Error,
): Exclude<T, undefined | { numUpdatedRows: 0n } | { numDeletedRows: 0n }> {
  const counted = written as { numUpdatedRows?: bigint; numDeletedRows?: bigint } | undefined;
  if (written === undefined || counted?.numUpdatedRows === 0n || counted?.numDeletedRows === 0n) throw refusal();
  return written as Exclude<T, undefined | { numUpdatedRows: 0n } | { numDeletedRows: 0n }>;
}
