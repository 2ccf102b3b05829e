import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { pathLocale } from '../../shared/locale-path.js';
import { isClientRoute } from '../../shared/routes.js';
import type { Config } from '../config.js';
import { CLIENT_DIR, PROJECT_ROOT } from '../paths.js';
import { ENGLISH_PAGE_VARY, languageRedirect } from './language-redirect.js';
import type { PageRenderer } from './pages.js';

const SEED_IMAGES_DIR = join(PROJECT_ROOT, 'db', 'seed', 'images');

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Wild Bleach Studio</title>
<p>The client is not built yet: run <code>npm run build</code> (npm start does it for you).</p>`;

/**
 * Serves the built client: hashed assets cached `immutable` (precompressed
 * brotli/gzip); every page server-rendered when `pages` is given (else
 * index.html, `no-cache`, 200 for a client route and 404 for any other path,
 * where the app shows its not-found screen). Also seed images and uploads.
 * Unknown /api paths answer JSON 404.
 */
export const staticClient = fp<{ config: Config; pages?: PageRenderer | null }>(async (app, { config, pages }) => {
  const indexFile = join(CLIENT_DIR, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : NOT_BUILT;

  if (existsSync(join(CLIENT_DIR, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(CLIENT_DIR, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      // A hashed file never changes, and `immutable` tells browsers not to ask again: a Last-Modified date and a
      // byte-range offer are bytes on every response of every page's first load (~65 of them, 20-odd per page);
      // the ETag still answers a conditional request.
      lastModified: false,
      acceptRanges: false,
      preCompressed: true,
      decorateReply: false,
      index: false,
    });
  }
  if (existsSync(CLIENT_DIR)) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      prefix: '/',
      wildcard: false,
      index: false,
      maxAge: '1d',
      decorateReply: false,
      globIgnore: ['assets/**', 'index.html'],
    });
  }
  await app.register(fastifyStatic, {
    root: SEED_IMAGES_DIR,
    prefix: '/images/seed/',
    maxAge: '7d',
    decorateReply: false,
    index: false,
  });
  mkdirSync(config.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: resolve(config.uploadsDir),
    prefix: '/uploads/',
    maxAge: '30d',
    decorateReply: false,
    index: false,
  });

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|trpc)(\/|$)/.test(path);
    if (!isPage) {
      return reply.code(404).send({ message: `No such endpoint: ${req.method} ${path}`, code: 'NOT_FOUND' });
    }
    const language = languageRedirect(req, config.publicUrl);
    if (language) {
      return reply.header('cache-control', 'no-cache').header('vary', ENGLISH_PAGE_VARY).redirect(language, 302);
    }
    // An English page is what a visitor who prefers French gets only once they chose English (languageRedirect).
    if (pathLocale(path) === 'en') reply.header('vary', ENGLISH_PAGE_VARY);
    if (pages && (await pages.send(req, reply))) return reply;
    return reply
      .code(isClientRoute(path) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
});
