import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { catalogueVersion } from '../db/catalogue-version.js';
import type { Services } from '../deps.js';
import { jsonAnswer, jsonAnswerBytes, ReadCache } from '../http/read-cache.js';
import { createCaller } from '../trpc/app-router.js';
import { anonymousContext, type Context, createContext } from '../trpc/context.js';
import { describeError, toTRPCError } from '../trpc/errors.js';
import { type RestRequest, type RestRoute, restRoutes } from './routes.js';

/** What the cached catalogue reads may hold together (one product, one category: a few kB each). */
const JSON_CACHE_BYTES = 16 * 1024 * 1024;
/**
 * The documented full arrays (`GET /api/products`, `/api/paintings`: about 6 MB at 10,000 products) keep a pool of
 * their own, so they are serialised once per catalogue version: a flood of small answers cannot push them out, nor
 * can they push out the small ones.
 */
const LARGE_ANSWER_BYTES = 256 * 1024;
const LARGE_CACHE_BYTES = 64 * 1024 * 1024;

type Callable = (input?: unknown) => Promise<unknown>;

/**
 * Finds a procedure on a caller by its dotted name, as `appRouter._def.procedures`
 * lists them (the authorization tests walk them all); undefined when none.
 */
export function resolveProcedure(caller: unknown, dotted: string): Callable | undefined {
  const found = dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], caller);
  return typeof found === 'function' ? (found as Callable) : undefined;
}

/** A documented payload is always a JSON object (or nothing); an array, string, number or null is a 400. */
function objectBody(body: unknown): Record<string, unknown> {
  if (body === undefined) return {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('BAD_REQUEST', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** The input a row hands its procedure, from the request. */
function inputOf(row: RestRoute, req: FastifyRequest): unknown {
  const restReq: RestRequest = {
    params: req.params as Record<string, string>,
    body: objectBody(req.body),
    query: req.query as Record<string, string>,
    headers: req.headers as Record<string, string | undefined>,
  };
  return row.toInput?.(restReq);
}

function call(row: RestRoute, ctx: Context, input: unknown): Promise<unknown> {
  return (row.pick(createCaller(ctx)) as Callable)(input);
}

/**
 * Registers the rows of the REST table as Fastify routes calling their procedures:
 * the cached public reads, or all the others (which need the session).
 */
export async function restPlugin(
  app: FastifyInstance,
  services: Services,
  { cached }: { cached: boolean },
): Promise<void> {
  const cache = cached
    ? new ReadCache(catalogueVersion(services), {
        maxBytes: JSON_CACHE_BYTES,
        sizeOf: jsonAnswerBytes,
        apart: { holds: (value) => jsonAnswerBytes(value) > LARGE_ANSWER_BYTES, maxBytes: LARGE_CACHE_BYTES },
      })
    : null;

  async function answer(row: RestRoute, req: FastifyRequest, reply: FastifyReply) {
    if (cache) {
      const input = inputOf(row, req);
      // Keyed by what the procedure is asked, not the URL: `/api/products?utm=…` is the same answer.
      const key = `${row.url} ${JSON.stringify(input) ?? ''}`;
      const { etag, body } = await cache.remember(key, async () =>
        jsonAnswer(await call(row, anonymousContext(services, req), input)),
      );
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply
        .code(row.status ?? 200)
        .type('application/json; charset=utf-8')
        .send(body);
    }
    const ctx = await createContext(services, req, reply);
    const output = await call(row, ctx, inputOf(row, req));
    if (row.file) {
      const file = output as { filename: string; contentType: string; body: string };
      return reply
        .code(row.status ?? 200)
        .type(`${file.contentType}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    }
    return reply.code(row.status ?? 200).send(output ?? null);
  }

  for (const row of restRoutes.filter((r) => Boolean(r.cache) === cached)) {
    app.route({
      method: row.method,
      url: row.url,
      handler: async (req, reply) => {
        try {
          return await answer(row, req, reply);
        } catch (error) {
          const { status, body } = describeError(toTRPCError(error));
          if (status >= 500) req.log.error({ err: error }, 'procedure failed');
          return reply.code(status).send(body);
        }
      },
    });
  }
}
