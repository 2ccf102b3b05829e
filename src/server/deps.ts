import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DoorDeps, Reader, Tx } from './db/flow.js';
import type { Db } from './db/index.js';
import type { PaymentGateway } from './domain/payments/gateway.js';
import type { RateLimits } from './rate-limits.js';

export type { Clock } from './clock.js';

/**
 * What the domain is given, always as its first argument: `fn(deps, input, actor)`.
 * A function names only what it uses: a read `Pick<Deps, 'db' | 'clock'>` (any handle), a write `TxDeps<'clock'>`
 * (the flow's transaction), a use case `FlowDeps<'clock'>` (it opens the flow: `runFlow(deps, async (tx) => …)`,
 * db/flow.ts). A request context, the jobs runner and the tests all pass one object that has them.
 */
export interface Deps {
  db: Reader;
  clock: Clock;
  gateway: PaymentGateway;
}

type Others = Exclude<keyof Deps, 'db'>;

/** What a write takes: the flow's transaction as `db` (db/flow.ts), and the other deps it names. */
export type TxDeps<K extends Others = never> = Pick<Deps, K> & { db: Tx };

/**
 * What a function that opens a flow takes (`runFlow(deps, …)`): the database outside any transaction, what the
 * caller's context writes in the flow (an admin's audit entry), and the other deps it names.
 */
export type FlowDeps<K extends Others = never> = Pick<Deps, K> & DoorDeps;

/**
 * What the process holds for every request and job: the domain's deps plus the config and the rate
 * limits. The tRPC and REST contexts, the page renderer, the jobs runner and the tests are built on it.
 */
export interface Services extends Deps {
  db: Db;
  config: Config;
  limits: RateLimits;
}

/** The ISO-8601 UTC text of the clock's now, as the database stores times. */
export const isoNow = (clock: Clock): string => clock().toISOString();
