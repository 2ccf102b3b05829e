import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import type { PaymentGateway } from './domain/payments/gateway.js';
import type { RateLimits } from './rate-limits.js';

export type { Clock } from './clock.js';

/**
 * What the domain is given, always as its first argument: `fn(deps, input, actor)`.
 * A function names only what it uses (`Pick<Deps, 'db' | 'clock'>`); a request
 * context, the jobs runner and the tests all pass one object that has them.
 * Inside a transaction, pass `{ ...deps, db: trx }`.
 */
export interface Deps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
}

/**
 * What the process holds for every request and job: the domain's deps plus the config and the rate
 * limits. The tRPC and REST contexts, the page renderer, the jobs runner and the tests are built on it.
 */
export interface Services extends Deps {
  config: Config;
  limits: RateLimits;
}

/** The ISO-8601 UTC text of the clock's now, as the database stores times. */
export const isoNow = (clock: Clock): string => clock().toISOString();
