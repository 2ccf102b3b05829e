import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Expression, type SqlBool, sql } from 'kysely';
import { type ImageSets, toSrcset } from '../../shared/images.js';
import { type Deps, isoNow } from '../deps.js';
import { SEED_IMAGE_DIR, SEED_IMAGE_PREFIX } from '../paths.js';
import { scheduled, shownTo } from './catalogue/published.js';

/** The seed images' variants (made by scripts/seed-images/variants.ts) and their manifest. */
export const SEED_VARIANTS_DIR = join(SEED_IMAGE_DIR, 'variants');
export const SEED_MANIFEST = join(SEED_VARIANTS_DIR, 'manifest.json');

/** Per seed file: its size, a hash of its content (versions its URLs), the variant widths, whether AVIF pays. */
export type SeedManifest = Record<
  string,
  { width: number; height: number; v: string; widths: number[]; avif: boolean }
>;

/** The `v` of a seed image's URLs: a short hash of its content. */
export const contentVersion = (data: Buffer): string =>
  createHash('sha256').update(data).digest('base64url').slice(0, 10);

let seedSets: ImageSets | null = null;

/** The seed images' sets, read once: every URL carries `?v=<content hash>`, so it may be cached for good. */
function seedImageSets(): ImageSets {
  if (seedSets) return seedSets;
  const manifest: SeedManifest = existsSync(SEED_MANIFEST) ? JSON.parse(readFileSync(SEED_MANIFEST, 'utf8')) : {};
  const sets: ImageSets = {};
  for (const [file, m] of Object.entries(manifest)) {
    const base = file.slice(0, -'.webp'.length);
    const variant = (name: string) => `${SEED_IMAGE_PREFIX}variants/${name}?v=${m.v}`;
    const candidates = (ext: 'webp' | 'avif', full: string) =>
      toSrcset([
        ...m.widths.map((width) => ({ url: variant(`${base}-${width}.${ext}`), width })),
        { url: full, width: m.width },
      ]);
    sets[`${SEED_IMAGE_PREFIX}${file}`] = {
      width: m.width,
      height: m.height,
      webp: candidates('webp', `${SEED_IMAGE_PREFIX}${file}?v=${m.v}`),
      ...(m.avif ? { avif: candidates('avif', variant(`${base}.avif`)) } : {}),
    };
  }
  seedSets = sets;
  return sets;
}

/**
 * The uploads only items hidden until their release use (`catalogue/published.ts`: unreleased, not announced): their
 * pictures are as unknown as they are until their time, unless something shown (a released or announced item, a
 * category, a collection) uses the same file. The few scheduled items are read down the `publish_at` indexes.
 */
async function hiddenPictures({ db, clock }: Pick<Deps, 'db' | 'clock'>): Promise<Set<string>> {
  const now = isoNow(clock);
  const hidden = (alias: 'p') => sql<SqlBool>`${scheduled(alias, now)} and not ${shownTo('page', alias, now)}`;
  const shown = (alias: 'p') => shownTo('page', alias, now) as Expression<SqlBool>;
  const products = await db
    .selectFrom('product as p')
    .select('p.image_url as url')
    .where('p.deleted_at', 'is', null)
    .where(hidden('p'))
    .execute();
  const paintings = await db
    .selectFrom('painting as p')
    .select(['p.image_url as url', 'p.preview_image_url as preview'])
    .where('p.deleted_at', 'is', null)
    .where(hidden('p'))
    .execute();
  const urls = [...products.map((r) => r.url), ...paintings.flatMap((r) => [r.url, r.preview])].filter(
    (url): url is string => url !== null,
  );
  if (urls.length === 0) return new Set();
  const used = await db
    .selectFrom('product as p')
    .select('p.image_url as url')
    .where('p.deleted_at', 'is', null)
    .where(shown('p'))
    .where('p.image_url', 'in', urls)
    .union(
      db
        .selectFrom('painting as p')
        .select('p.image_url as url')
        .where('p.deleted_at', 'is', null)
        .where(shown('p'))
        .where('p.image_url', 'in', urls),
    )
    .union(
      db
        .selectFrom('painting as p')
        .select('p.preview_image_url as url')
        .where('p.deleted_at', 'is', null)
        .where(shown('p'))
        .where('p.preview_image_url', 'in', urls),
    )
    .union(db.selectFrom('category').select('image_url as url').where('image_url', 'in', urls))
    .union(db.selectFrom('collection').select('image_url as url').where('image_url', 'in', urls))
    .execute();
  const shownUrls = new Set(used.map((r) => r.url));
  return new Set(urls.filter((url) => !shownUrls.has(url)));
}

/**
 * Every seed and uploaded image's set, by the URL the catalogue and settings store; not the pictures of items hidden
 * until their release (`hiddenPictures`: every page carries these sets).
 */
export async function imageSets(deps: Pick<Deps, 'db' | 'clock'>): Promise<ImageSets> {
  const hidden = await hiddenPictures(deps);
  const rows = await deps.db.selectFrom('media').select(['filename', 'width', 'height', 'variants']).execute();
  const sets: ImageSets = { ...seedImageSets() };
  for (const row of rows) {
    if (hidden.has(`/uploads/${row.filename}`)) continue;
    const variants = JSON.parse(row.variants) as { width: number; file: string }[];
    sets[`/uploads/${row.filename}`] = {
      width: row.width,
      height: row.height,
      webp: toSrcset([
        ...variants.map((v) => ({ url: `/uploads/${v.file}`, width: v.width })),
        { url: `/uploads/${row.filename}`, width: row.width },
      ]),
    };
  }
  return sets;
}
