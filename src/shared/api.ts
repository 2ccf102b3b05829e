/**
 * How many tRPC calls one batched request may carry (server refuses more with
 * 400; the client's batch link splits at the same size). Every call in a batch
 * counts against the rate limits on its own.
 */
export const MAX_BATCH_CALLS = 10;

/** The body limit of every request but the calls below (Fastify's `bodyLimit`). */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The tRPC calls that carry a file and have a body limit of their own (the server's `LARGE_BODIES`): the server
 * gives each its own route (`/trpc/<path>`), and the client sends each alone, never in a batch (a batch's URL names
 * every call in it, so no route of its own could take it).
 */
export const LARGE_BODY_CALLS = ['admin.reports.previewProductImport', 'admin.reports.importProducts'] as const;
export type LargeBodyCall = (typeof LARGE_BODY_CALLS)[number];
