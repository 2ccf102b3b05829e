/**
 * How many tRPC calls one batched request may carry (server refuses more with
 * 400; the client's batch link splits at the same size). Every call in a batch
 * counts against the rate limits on its own.
 */
export const MAX_BATCH_CALLS = 10;
