import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageSets } from '../../shared/images.js';
import type { Db } from '../db/index.js';
import { IMMUTABLE } from '../http/image-cache.js';
import { SEED_IMAGE_DIR, SEED_IMAGE_PREFIX } from '../paths.js';
import { testApp } from '../testing/helpers.js';
import { contentVersion, SEED_MANIFEST, SEED_VARIANTS_DIR, type SeedManifest } from './images.js';
import { saveUpload } from './media.js';

let app: Awaited<ReturnType<typeof testApp>>['app'];
let db: Db;
let uploadsDir: string;

beforeAll(async () => {
  let config: Awaited<ReturnType<typeof testApp>>['config'];
  ({ app, db, config } = await testApp());
  uploadsDir = config.uploadsDir;
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const imageSets = async (): Promise<ImageSets> =>
  (await app.inject({ method: 'GET', url: '/trpc/catalogue.images' })).json().result.data;

/** The files a srcset names, as paths on disk. */
const files = (srcset: string) =>
  srcset.split(', ').map((candidate) => {
    const [url = '', width = ''] = candidate.split(' ');
    return {
      path: url.replace(/\?.*$/, '').replace(SEED_IMAGE_PREFIX, `${SEED_IMAGE_DIR}/`),
      width: Number(width.replace('w', '')),
    };
  });

describe('seed image variants', () => {
  it('has current variants of every seed image (run scripts/seed-images/variants.ts after changing one)', () => {
    const manifest: SeedManifest = JSON.parse(readFileSync(SEED_MANIFEST, 'utf8'));
    const images = readdirSync(SEED_IMAGE_DIR).filter((f) => f.endsWith('.webp'));
    expect(Object.keys(manifest).sort()).toEqual(images.sort());
    for (const image of images) {
      expect(manifest[image]?.v, image).toBe(contentVersion(readFileSync(join(SEED_IMAGE_DIR, image))));
    }
    expect(existsSync(SEED_VARIANTS_DIR)).toBe(true);
  });

  it('gives every seed image a WebP and an AVIF srcset of existing files of the stated widths', async () => {
    const sets = await imageSets();
    const hero = sets[`${SEED_IMAGE_PREFIX}hero.webp`];
    expect(hero).toMatchObject({ width: 1920, height: 1080 });
    expect(hero?.webp).toMatch(
      /^\/images\/seed\/variants\/hero-400\.webp\?v=[\w-]+ 400w, .* \/images\/seed\/hero\.webp\?v=[\w-]+ 1920w$/,
    );
    for (const [url, set] of Object.entries(sets).filter(([u]) => u.startsWith(SEED_IMAGE_PREFIX))) {
      for (const srcset of [set.webp, set.avif ?? set.webp]) {
        for (const file of files(srcset)) {
          expect(existsSync(file.path), `${url}: ${file.path}`).toBe(true);
          expect((await sharp(file.path).metadata()).width, file.path).toBe(file.width);
        }
      }
    }
  });

  it('caches versioned seed images and uploads for a year, unversioned seed images as before', async () => {
    const versioned = await app.inject({ method: 'GET', url: '/images/seed/variants/hero-400.webp?v=abc' });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers['cache-control']).toBe(IMMUTABLE);
    const plain = await app.inject({ method: 'GET', url: '/images/seed/hero.webp' });
    expect(plain.headers['cache-control']).toBe('public, max-age=604800');
  });
});

describe('uploaded image sets', () => {
  it('lists an upload with its WebP variants, served immutable', async () => {
    mkdirSync(uploadsDir, { recursive: true });
    const data = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c08040' } })
      .png()
      .toBuffer();
    const admin = await db
      .insertInto('user')
      .values({ username: 'imgadmin', email: 'img@example.com', password_hash: 'x', role: 'admin' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const actor = { userId: admin.id, username: 'imgadmin', role: 'admin' as const, epoch: 0 };
    const item = await saveUpload({ db }, { dir: uploadsDir, data, filename: 'wide.png' }, actor);
    const set = (await imageSets())[item.url];
    expect(set).toEqual({
      width: 1000,
      height: 500,
      webp: `${item.url.replace('.webp', '-400.webp')} 400w, ${item.url.replace('.webp', '-800.webp')} 800w, ${item.url} 1000w`,
    });
    const res = await app.inject({ method: 'GET', url: item.url.replace('.webp', '-400.webp') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});
