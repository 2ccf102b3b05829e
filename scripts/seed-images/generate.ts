/**
 * Draws the demo shop's seed images (db/seed/images/*.webp) from SVG built in code and rendered by sharp (librsvg).
 *
 * Deterministic: every image draws from its own PRNG seeded with its file name, and every feTurbulence has a
 * fixed seed, so running it twice gives the same files. No network, no source images.
 *
 *   npx tsx scripts/seed-images/generate.ts [name ...]   (names: render only those images)
 *
 * Then makes their responsive variants (variants.ts).
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { makeRng } from './rng.js';
import { SCENES } from './scenes.js';
import { writeSeedVariants } from './variants.js';

const OUT_DIR = fileURLToPath(new URL('../../db/seed/images', import.meta.url));
const QUALITY = 70;

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const only = process.argv.slice(2);
  const names = Object.keys(SCENES).filter((name) => only.length === 0 || only.includes(name));
  if (only.length === 0) {
    for (const file of readdirSync(OUT_DIR)) {
      if (file.endsWith('.webp') && !SCENES[file.slice(0, -5)]) rmSync(path.join(OUT_DIR, file));
    }
  }
  let total = 0;
  for (const name of names) {
    const scene = SCENES[name]!;
    const svg = scene.svg(makeRng(name));
    const file = path.join(OUT_DIR, `${name}.webp`);
    await sharp(Buffer.from(svg), { density: 72 })
      .resize(scene.w, scene.h)
      .webp({ quality: QUALITY, effort: 6, smartSubsample: true })
      .toFile(file);
    const size = statSync(file).size;
    total += size;
    console.log(`${name}.webp ${scene.w}x${scene.h} ${(size / 1024).toFixed(0)} KB`);
  }
  console.log(`${names.length} images, ${(total / 1024 / 1024).toFixed(2)} MB`);
}

await main();
await writeSeedVariants();
