import {
  type IRateLimiterOptions,
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
} from 'rate-limiter-flexible';
import { type Db, postgresPool } from './index.js';

/** Makes the limiter of one named budget. */
export type LimiterStore = (
  name: string,
  budget: Pick<IRateLimiterOptions, 'points' | 'duration'>,
) => RateLimiterAbstract;

/**
 * Where the rate limits count: in this process's memory on SQLite (one process), in PostgreSQL's `rate_limit`
 * table (created by the baseline) when several processes share the database, so a visitor's budget is one.
 */
export function rateLimitStore(db: Db): LimiterStore {
  const pool = postgresPool(db);
  if (!pool) return (_name, budget) => new RateLimiterMemory(budget);
  return (name, budget) =>
    new RateLimiterPostgres({
      ...budget,
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limit',
      tableCreated: true,
      keyPrefix: name,
    });
}
