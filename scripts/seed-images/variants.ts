/**
 * Makes the seed images' responsive variants with the media pipeline's own `writeVariants` (the same widths and
 * formats an upload gets) into db/seed/images/variants/, and their manifest (size, content hash, widths, AVIF).
 * Only images whose content changed are redone. generate.ts runs it after drawing; on its own:
 *
 *   npx tsx scripts/seed-images/variants.ts
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { contentVersion, SEED_MANIFEST, SEED_VARIANTS_DIR, type SeedManifest } from '../../src/server/domain/images.js';
import { writeVariants } from '../../src/server/domain/media.js';
import { SEED_IMAGE_DIR } from '../../src/server/paths.js';

export async function writeSeedVariants(): Promise<void> {
  mkdirSync(SEED_VARIANTS_DIR, { recursive: true });
  const old: SeedManifest = existsSync(SEED_MANIFEST) ? JSON.parse(readFileSync(SEED_MANIFEST, 'utf8')) : {};
  const manifest: SeedManifest = {};
  const files = readdirSync(SEED_IMAGE_DIR).filter((f) => f.endsWith('.webp'));
  for (const file of files) {
    const data = readFileSync(path.join(SEED_IMAGE_DIR, file));
    const v = contentVersion(data);
    const previous = old[file];
    if (previous?.v === v) {
      manifest[file] = previous;
      continue;
    }
    const base = file.slice(0, -'.webp'.length);
    for (const stale of readdirSync(SEED_VARIANTS_DIR).filter((f) => f.startsWith(`${base}-`) || f === `${base}.avif`))
      rmSync(path.join(SEED_VARIANTS_DIR, stale));
    const { width = 0, height = 0 } = await sharp(data).metadata();
    const { variants, avif } = await writeVariants(data, width, SEED_VARIANTS_DIR, base, {
      avif: true,
      mainWebpBytes: data.length,
    });
    manifest[file] = { width, height, v, widths: variants.map((x) => x.width), avif };
    console.log(`${file} ${width}x${height}: ${variants.map((x) => x.width).join(', ')}${avif ? ' + AVIF' : ''}`);
  }
  for (const stale of readdirSync(SEED_VARIANTS_DIR)) {
    const base = stale.replace(/(-\d+)?\.(webp|avif)$/, '');
    if (stale !== 'manifest.json' && !manifest[`${base}.webp`]) rmSync(path.join(SEED_VARIANTS_DIR, stale));
  }
  writeFileSync(SEED_MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await writeSeedVariants();
