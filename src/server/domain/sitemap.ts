import { sql } from 'kysely';
import { LOCALES } from '../../shared/locale.js';
import { localePath } from '../../shared/locale-path.js';
import { CONTENT_PAGES } from '../../shared/routes.js';
import { slugify } from '../../shared/schemas/catalogue.js';
import { type Deps, isoNow } from '../deps.js';
import { imagesOf, photosOf } from './catalogue/item-images.js';
import { released } from './catalogue/release.js';

/** A public page of the storefront: its path and when what it shows last changed (YYYY-MM-DD, or none known). */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
  /** The photos the page shows (a product's or painting's, the cover first): its `<image:image>` entries. */
  images?: string[];
}

/** Paths no crawler should visit: per-user, transactional or API screens (see `isClientRoute`). */
const PRIVATE_PATHS = [
  '/admin',
  '/checkout',
  '/profile',
  '/auth',
  '/order-success',
  '/track-order',
  '/reset-password',
  '/api',
  '/trpc',
];

const day = (stamp: string | null | undefined): string | null => (stamp ? stamp.slice(0, 10) : null);
const latest = (...days: (string | null)[]): string | null =>
  days.reduce<string | null>((max, d) => (d !== null && (max === null || d > max) ? d : max), null);

/**
 * Every public page of the shop: home, the shop-all list, each category, collection, live (not deleted) and
 * released (`catalogue/release.ts`) product and painting, the paintings list, about, contact and the content pages the shop has.
 */
export async function sitemapEntries({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<SitemapEntry[]> {
  const now = isoNow(clock);
  const products = await db
    .selectFrom('product as p')
    .select(['p.id', 'p.name', 'p.image_url', 'p.category_id', 'p.updated_at'])
    .where('p.deleted_at', 'is', null)
    .where(released('p', now))
    .orderBy('p.id')
    .execute();
  const paintings = await db
    .selectFrom('painting as p')
    .select(['p.id', 'p.title', 'p.image_url', 'p.updated_at'])
    .where('p.deleted_at', 'is', null)
    .where(released('p', now))
    .orderBy('p.id')
    .execute();
  const categories = await db
    .selectFrom('category')
    .select(['id', 'slug', 'created_at'])
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  const collections = await db.selectFrom('collection').select(['name', 'updated_at']).orderBy('name').execute();
  const pages = await db
    .selectFrom('content_page')
    .select(['slug', 'updated_at'])
    .where('slug', 'in', [...CONTENT_PAGES])
    .orderBy('slug')
    .execute();
  const settings = await db
    .selectFrom('site_setting')
    .select(sql<string | null>`max(updated_at)`.as('at'))
    .executeTakeFirst();

  const productPhotos = await imagesOf(
    db,
    'product',
    products.map((p) => p.id),
  );
  const paintingPhotos = await imagesOf(
    db,
    'painting',
    paintings.map((p) => p.id),
  );
  const urlsOf = (stored: Parameters<typeof photosOf>[0], cover: string | null, name: string) =>
    photosOf(stored, { cover, name }).map((photo) => photo.url);

  const productDays = products.map((p) => day(p.updated_at));
  const allProducts = latest(...productDays);
  const allPaintings = latest(...paintings.map((p) => day(p.updated_at)));
  const settingsDay = day(settings?.at);
  return [
    { path: '/', lastmod: latest(allProducts, allPaintings, settingsDay) },
    { path: '/category/all', lastmod: allProducts },
    ...categories.map((c) => ({
      path: `/category/${c.slug}`,
      lastmod: latest(
        day(c.created_at),
        ...products.filter((p) => p.category_id === c.id).map((p) => day(p.updated_at)),
      ),
    })),
    ...collections.map((c) => ({ path: `/collection/${slugify(c.name)}`, lastmod: day(c.updated_at) })),
    ...products.map((p, i) => ({
      path: `/product/${p.id}`,
      lastmod: productDays[i] ?? null,
      images: urlsOf(productPhotos.get(p.id), p.image_url, p.name),
    })),
    { path: '/paintings', lastmod: allPaintings },
    // The archive of sold work (issue 43): its pieces are among the paintings, so it moves when they do.
    { path: '/paintings/archive', lastmod: allPaintings },
    ...paintings.map((p) => ({
      path: `/paintings/${p.id}`,
      lastmod: day(p.updated_at),
      images: urlsOf(paintingPhotos.get(p.id), p.image_url, p.title),
    })),
    { path: '/about', lastmod: settingsDay },
    { path: '/contact', lastmod: settingsDay },
    ...pages.map((p) => ({ path: `/${p.slug}`, lastmod: day(p.updated_at) })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** hreflang of each language's pages (as the pages' own alternate links say, `client/head.ts`). */
const HREFLANG = { en: 'en', fr: 'fr-CA' } as const;

/**
 * A photo's absolute URL under `origin`, or null for one that is not a URL ('https://[oops' passes the forms' check):
 * no crawler could fetch it, and the sitemap of every other page must still answer.
 */
function absoluteUrl(origin: string, src: string): string | null {
  try {
    return new URL(src, `${origin}/`).href;
  } catch {
    return null;
  }
}

/**
 * The sitemaps.org XML of `entries` in every language (English at its path, French under `/fr`), with absolute
 * URLs under `origin` (the shop's PUBLIC_URL); each URL names its other languages (`xhtml:link` hreflang, and
 * `x-default`: English), as its page does, and every photo it shows (`image:image`, absolute).
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const url = (locale: (typeof LOCALES)[number], path: string) => escapeXml(`${origin}${localePath(locale, path)}`);
  const urls = LOCALES.flatMap((locale) =>
    entries.map((e) => {
      const alternates = [
        ...LOCALES.map((other) => [HREFLANG[other], url(other, e.path)] as const),
        ['x-default', url('en', e.path)] as const,
      ].map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
      const images = (e.images ?? []).flatMap((src) => {
        const href = absoluteUrl(origin, src);
        return href ? [`<image:image><image:loc>${escapeXml(href)}</image:loc></image:image>`] : [];
      });
      return `<url><loc>${url(locale, e.path)}</loc>${lastmod}${alternates.join('')}${images.join('')}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the private paths (in both languages), and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const disallowed = LOCALES.flatMap((locale) =>
    PRIVATE_PATHS.filter((p) => locale === 'en' || !/^\/(api|trpc)$/.test(p)).map((p) => localePath(locale, p)),
  );
  return `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
