import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { asLocale, DEFAULT_LOCALE, LOCALE_HEADER } from '../../shared/locale.js';
import { CatalogueCache } from '../db/catalogue-cache.js';
import { catalogueVersion } from '../db/catalogue-version.js';
import type { Services } from '../deps.js';
import { type JsonAnswer, jsonAnswer, jsonAnswerBytes } from '../http/json-answer.js';
import { securityHeaderSets } from '../http/security.js';
import { createCaller } from '../trpc/app-router.js';
import { anonymousContext, type Context, createContext, requestLocale } from '../trpc/context.js';
import { describeError, toTRPCError } from '../trpc/errors.js';
import { adminAsking, answerAdmin, type SessionReader, sessionCookieOf } from './admin-reads.js';
import { answerBeforeFastify, logEarlyAnswer } from './early-reads.js';
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

/** A cached read as it goes out: its bytes, status and headers (and those of its 304). */
interface CachedJson extends JsonAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

type Callable = (input?: unknown) => Promise<unknown>;

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

function call(row: RestRoute, ctx: Context, input: unknown, req?: FastifyRequest): Promise<unknown> {
  const pick = req && row.byBody?.when(objectBody(req.body)) ? row.byBody.procedure : row.pick;
  return (pick(createCaller(ctx)) as Callable)(input);
}

/**
 * Registers the rows of the REST table as Fastify routes calling their procedures:
 * the cached public reads, or all the others (which need the session).
 */
export async function restPlugin(
  app: FastifyInstance,
  services: Services,
  { cached, sessionReader = {} }: { cached: boolean; sessionReader?: SessionReader },
): Promise<void> {
  const cache = cached
    ? new CatalogueCache<CachedJson>(catalogueVersion(services), {
        maxBytes: JSON_CACHE_BYTES,
        sizeOf: jsonAnswerBytes,
        apart: { holds: (value) => jsonAnswerBytes(value) > LARGE_ANSWER_BYTES, maxBytes: LARGE_CACHE_BYTES },
      })
    : null;
  const { json: securityHeaders } = securityHeaderSets(services.config);

  /** A cached answer with the headers it goes out with, worked out once when it is made. */
  function withHeaders(row: RestRoute, answer: JsonAnswer): CachedJson {
    // `vary`: the answer depends on the language header, so a shared cache keeps one per language.
    const notModified = { ...securityHeaders, 'cache-control': 'no-cache', vary: LOCALE_HEADER, etag: answer.etag };
    const headers = {
      ...notModified,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(answer.body.length),
    };
    return { ...answer, status: row.status ?? 200, headers, notModified };
  }

  /**
   * Sends a cached answer as its bytes with its headers, or 304 when the asker holds them already, straight to the
   * socket: nothing in Fastify's reply has anything to add to a cached answer (the security hook's headers are
   * the same set, part of the answer's).
   */
  function sendCached(req: IncomingMessage, res: ServerResponse, answer: CachedJson) {
    if (req.headers['if-none-match'] === answer.etag) res.writeHead(304, answer.notModified).end();
    else res.writeHead(answer.status, answer.headers).end(answer.body);
  }

  /**
   * Keyed by what the procedure is asked, not the URL: `/api/products?utm=…` is the same answer; and by the
   * language asked for (`x-shop-locale`): a French answer names the items in French.
   */
  const cacheKey = (row: RestRoute, input: unknown, headers: IncomingMessage['headers']) => {
    const locale = asLocale(headers[LOCALE_HEADER]) ?? DEFAULT_LOCALE;
    return `${row.url} ${JSON.stringify(input) ?? ''}${locale === DEFAULT_LOCALE ? '' : ` ${locale}`}`;
  };

  async function answer(row: RestRoute, req: FastifyRequest, reply: FastifyReply) {
    if (cache) {
      const input = inputOf(row, req);
      const produced = await cache.remember(cacheKey(row, input, req.headers), async () =>
        withHeaders(row, jsonAnswer(await call(row, anonymousContext(services, req), input))),
      );
      reply.hijack();
      return sendCached(req.raw, reply.raw, produced);
    }
    const ctx = await createContext(services, req, reply);
    const output = await call(row, ctx, inputOf(row, req), req);
    if (row.file) {
      const file = output as { filename: string; contentType: string; body: string };
      return reply
        .code(row.status ?? 200)
        .type(`${file.contentType}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    }
    return reply.code(row.statusOf?.(output) ?? row.status ?? 200).send(output ?? null);
  }

  const failed = (req: FastifyRequest, reply: FastifyReply, error: unknown) => {
    const { status, body } = describeError(toTRPCError(error), requestLocale(req));
    if (status >= 500) req.log.error({ err: error }, 'procedure failed');
    return reply.code(status).send(body);
  };

  if (cache) {
    // The rows without parameters, answered before Fastify routes when asked at their exact URL (no query string).
    const exact = new Map(restRoutes.filter((r) => r.cache && !r.url.includes(':')).map((r) => [r.url, r] as const));
    answerBeforeFastify(app.server, (req, res) => {
      const row = (req.method === 'GET' || req.method === 'HEAD') && exact.get(req.url ?? '');
      // A read the admin may ask with her session goes through Fastify, which tells her from a shopper.
      if (!row || (row.forAdmin && sessionCookieOf(req.headers))) return false;
      const started = performance.now();
      const input = row.toInput?.({ params: {}, query: {}, body: {}, headers: req.headers as RestRequest['headers'] });
      const hit = cache.lookup(cacheKey(row, input, req.headers)).value;
      if (!hit) return false;
      sendCached(req, res, hit);
      logEarlyAnswer(app.log, req, res, started);
      return true;
    });
  }

  for (const row of restRoutes.filter((r) => Boolean(r.cache) === cached)) {
    app.route({
      method: row.method,
      url: row.url,
      ...(row.bodyLimit ? { bodyLimit: row.bodyLimit } : {}),
      handler: (req, reply) => {
        const forAdmin = cache && row.forAdmin;
        if (forAdmin && sessionCookieOf(req.headers)) {
          return adminAsking(services, sessionReader, req.headers)
            .then((actor) =>
              actor ? answerAdmin(services, forAdmin, actor, inputOf(row, req), req, reply) : answer(row, req, reply),
            )
            .catch((error: unknown) => failed(req, reply, error));
        }
        // A cached answer goes out in this turn, with no promise in between; a miss is worked out below.
        try {
          const hit = cache?.lookup(cacheKey(row, inputOf(row, req), req.headers)).value;
          if (hit) {
            reply.hijack();
            sendCached(req.raw, reply.raw, hit);
            return;
          }
        } catch (error) {
          return failed(req, reply, error);
        }
        return answer(row, req, reply).catch((error: unknown) => failed(req, reply, error));
      },
    });
  }
}
