import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { CatalogueCache } from '../db/catalogue-cache.js';
import { catalogueVersion } from '../db/catalogue-version.js';
import type { Door } from '../db/flow.js';
import type { Deps } from '../deps.js';
import { robotsTxt, sitemapEntries, sitemapXml } from '../domain/sitemap.js';

/**
 * GET /sitemap.xml (every public page, absolute URLs under PUBLIC_URL, rebuilt when the
 * catalogue version moves) and GET /robots.txt (private paths disallowed, the sitemap named).
 */
export async function seoFiles(
  app: FastifyInstance,
  { deps, config }: { deps: { db: Door; clock: Deps['clock'] }; config: Pick<Config, 'publicUrl'> },
): Promise<void> {
  const origin = new URL(config.publicUrl).origin;
  const sitemap = new CatalogueCache<string>(catalogueVersion(deps), { maxBytes: 1, sizeOf: () => 1 });

  app.get('/sitemap.xml', async (_req, reply) => {
    const xml = await sitemap.remember('sitemap', async () => sitemapXml(origin, await sitemapEntries(deps)));
    return reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(xml);
  });

  const robots = robotsTxt(origin);
  app.get('/robots.txt', (_req, reply) =>
    reply.header('cache-control', 'public, max-age=86400').type('text/plain; charset=utf-8').send(robots),
  );
}
