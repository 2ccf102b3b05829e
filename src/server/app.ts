import fastifyCookie from '@fastify/cookie';
import fastifySecureSession from '@fastify/secure-session';
import { type FastifyTRPCPluginOptions, fastifyRequestHandler, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BODY_LIMIT, LARGE_BODY_CALLS, type LargeBodyCall, MAX_BATCH_CALLS } from '../shared/api.js';
import { AppError, ERRORS } from '../shared/errors.js';
import { IMPORT_BODY_LIMIT } from '../shared/schemas/reports.js';
import type { Config } from './config.js';
import { type Db, ping } from './db/index.js';
import { rateLimitStore } from './db/rate-limit-store.js';
import type { Services } from './deps.js';
import type { PaymentGateway } from './domain/payments/gateway.js';
import { certificateDownload } from './http/certificate-download.js';
import { imageCache } from './http/image-cache.js';
import { mediaUpload } from './http/media-upload.js';
import { oneClickUnsubscribe } from './http/one-click-unsubscribe.js';
import { PageRenderer, type PageRendering } from './http/pages.js';
import { security } from './http/security.js';
import { seoFiles } from './http/seo-files.js';
import { staticClient } from './http/static-client.js';
import { stripeWebhook } from './http/webhook.js';
import { JOBS, startJobs, withIntervals } from './jobs.js';
import { MailWorker } from './mail/worker.js';
import { createGateway } from './payments/index.js';
import { RateLimits } from './rate-limits.js';
import { SESSION_COOKIE, type SessionReader } from './rest/admin-reads.js';
import { restPlugin } from './rest/plugin.js';
import { type AppRouter, appRouter } from './trpc/app-router.js';
import { createContext } from './trpc/context.js';

export interface AppDeps {
  db: Db;
  config: Config;
  clock?: () => Date;
  gateway?: PaymentGateway;
  logger?: FastifyServerOptions['logger'];
  /**
   * Run the background jobs (mail, refund retries, payment reconciliation, clean-up) once the app is ready;
   * main.ts does. Tests leave them off and drive `app.mailWorker.tick()` and the job functions themselves.
   */
  backgroundJobs?: boolean;
  /** Server rendering of the storefront (main.ts loads it from the client build); without it pages are client-rendered. */
  render?: PageRendering | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailWorker: MailWorker;
  }
}

const SESSION_DAYS = 30;

/** Maps Fastify's own errors (bad JSON, wrong content type, too large) onto the error vocabulary. */
function errorBody(error: FastifyError): { status: number; body: { message: string; code: string } } {
  if (error instanceof AppError) return { status: error.status, body: { message: error.message, code: error.code } };
  const status = error.statusCode ?? 500;
  if (status === 415)
    return { status, body: { message: ERRORS.UNSUPPORTED_MEDIA_TYPE.message, code: 'UNSUPPORTED_MEDIA_TYPE' } };
  if (status === 413) return { status, body: { message: ERRORS.PAYLOAD_TOO_LARGE.message, code: 'PAYLOAD_TOO_LARGE' } };
  if (status === 429) return { status, body: { message: ERRORS.RATE_LIMITED.message, code: 'RATE_LIMITED' } };
  if (status >= 400 && status < 500) {
    return { status: 400, body: { message: `Invalid request: ${error.message}`, code: 'BAD_REQUEST' } };
  }
  return { status: 500, body: { message: ERRORS.INTERNAL.message, code: 'INTERNAL' } };
}

/**
 * JSON bodies with Fastify's poisoning checks, where an empty body is no body:
 * clients send `Content-Type: application/json` on every call, body-less
 * `POST /api/logout` and `DELETE /api/cart/{id}` included.
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    return parseJson(req, text, done);
  });
}

/** The body limit of each call that carries a file (the product import: a CSV of up to 2 MB, escaped as JSON). */
const LARGE_BODIES: Record<LargeBodyCall, number> = {
  'admin.reports.previewProductImport': IMPORT_BODY_LIMIT,
  'admin.reports.importProducts': IMPORT_BODY_LIMIT,
};

/**
 * tRPC at /trpc/<path> (batches: /trpc/a,b?batch=1) with the shop's body limit, and each call of LARGE_BODY_CALLS
 * also at a route of its own that takes its larger body (a static route wins over the parametric one); the
 * client sends those alone, so nothing else ever gets past the limit.
 */
async function trpcRoutes(
  scope: FastifyInstance,
  trpcOptions: FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
): Promise<void> {
  await scope.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions,
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
  await scope.register(async (large) => {
    // As the tRPC plugin reads bodies: the text as it came, parsed by tRPC itself.
    large.removeContentTypeParser('application/json');
    large.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    for (const path of LARGE_BODY_CALLS) {
      large.post(`/trpc/${path}`, { bodyLimit: LARGE_BODIES[path] }, (req, res) =>
        fastifyRequestHandler({ ...trpcOptions, req, res, path }),
      );
    }
  });
}

/** Builds the whole shop as a Fastify instance without listening (tests inject into it). */
export async function buildApp({
  db,
  config,
  clock = () => new Date(),
  gateway,
  logger,
  backgroundJobs = false,
  render = null,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    routerOptions: { maxParamLength: 5000 },
  });
  app.removeContentTypeParser('text/plain');
  acceptEmptyJson(app);

  const services: Services = {
    db,
    config,
    clock,
    limits: new RateLimits(clock, rateLimitStore(db)),
    gateway: gateway ?? createGateway(config, db, clock),
  };

  const mailWorker = new MailWorker({ db, config, clock, log: app.log });
  app.decorate('mailWorker', mailWorker);
  let stopJobs = () => {};
  if (backgroundJobs) {
    app.addHook('onReady', async () => {
      stopJobs = startJobs(
        services,
        app.log,
        withIntervals(
          [...JOBS, { name: 'mail', everyMs: 1_000, alone: true, run: () => mailWorker.tick() }],
          config.jobIntervals,
        ),
      );
    });
  }
  app.addHook('onClose', async () => {
    stopJobs();
    await mailWorker.stop();
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    const { status, body } = errorBody(error);
    if (status >= 500) req.log.error({ err: error }, 'request failed');
    return reply.code(status).send(body);
  });

  await app.register(security, { config });

  app.get('/api/health', async (_req, reply) => {
    const ok = await ping(db).catch(() => false);
    return ok ? { status: 'ok' } : reply.code(503).send({ message: 'Database unavailable', code: 'INTERNAL' });
  });

  /** Public catalogue reads: cached, anonymous, so they skip cookie parsing and session decryption. */
  // The admin's answers of some of them (admin-reads.ts) need her session: the session scope lends its decoder.
  const sessionReader: SessionReader = {};
  await app.register(async (scope) => restPlugin(scope, services, { cached: true, sessionReader }));

  /** Everything that knows who is asking lives behind the session cookie. */
  await app.register(async (scope) => {
    await scope.register(fastifyCookie);
    await scope.register(fastifySecureSession, {
      key: config.sessionKey,
      cookieName: SESSION_COOKIE,
      expiry: SESSION_DAYS * 24 * 60 * 60,
      cookie: {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.secure,
        maxAge: SESSION_DAYS * 24 * 60 * 60,
      },
    });
    sessionReader.decode = (cookie) => scope.decodeSecureSession(cookie);
    // tRPC would try to read a multipart body as form data: only JSON reaches a procedure (415 otherwise).
    scope.addHook('onRequest', async (req) => {
      const type = req.headers['content-type'];
      if (req.url.startsWith('/trpc') && type && !/^application\/json\b/i.test(type)) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      }
    });
    await trpcRoutes(scope, {
      router: appRouter,
      maxBatchSize: MAX_BATCH_CALLS,
      createContext: ({ req, res }) => createContext(services, req, res),
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'procedure failed');
      },
    });
    await scope.register(async (rest) => restPlugin(rest, services, { cached: false }));
    await scope.register(async (webhook) => stripeWebhook(webhook, services));
    await scope.register(async (unsubscribe) => oneClickUnsubscribe(unsubscribe, services));
    await scope.register(async (media) => mediaUpload(media, services));
    await scope.register(async (certificates) => certificateDownload(certificates, services));
  });
  await app.register(async (seo) => seoFiles(seo, { deps: services, config }));
  await app.register(imageCache);
  await app.register(staticClient, { config, pages: render ? new PageRenderer(services, render) : null });

  return app;
}
