import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImageSets, toSrcset } from '../../shared/images.js';
import type { ImageSetsInput } from '../../shared/schemas/catalogue.js';
import type { Deps } from '../deps.js';
import { SEED_IMAGE_DIR, SEED_IMAGE_PREFIX } from '../paths.js';

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

const UPLOADS = '/uploads/';

/**
 * The sets of the asked URLs that have one: seed images from their manifest, uploads from `media` by file name
 * (its unique index); an unknown URL is simply absent. A page asks for the images it shows, so its HTML carries
 * those sets and no others (before: every set of the shop, in every page).
 *
 * No release rule here: an upload's name is a random UUID (`media.ts`) and the file itself is served at its URL to
 * whoever names it, so answering its set to someone who already knows the URL tells them nothing new. The leak the
 * rule once closed was the list of every set, which named a drop's picture before its time; no answer lists now.
 */
export async function imageSets({ db }: Pick<Deps, 'db'>, { urls }: ImageSetsInput): Promise<ImageSets> {
  const seeds = seedImageSets();
  const sets: ImageSets = {};
  for (const url of urls) {
    const seed = seeds[url];
    if (seed) sets[url] = seed;
  }
  const uploads = [...new Set(urls.filter((url) => url.startsWith(UPLOADS)).map((url) => url.slice(UPLOADS.length)))];
  if (uploads.length === 0) return sets;
  const rows = await db
    .selectFrom('media')
    .select(['filename', 'width', 'height', 'variants'])
    .where('filename', 'in', uploads)
    .execute();
  for (const row of rows) {
    const variants = JSON.parse(row.variants) as { width: number; file: string }[];
    sets[`${UPLOADS}${row.filename}`] = {
      width: row.width,
      height: row.height,
      webp: toSrcset([
        ...variants.map((v) => ({ url: `${UPLOADS}${v.file}`, width: v.width })),
        { url: `${UPLOADS}${row.filename}`, width: row.width },
      ]),
    };
  }
  return sets;
}
