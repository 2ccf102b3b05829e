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

const askImages = (input: unknown) =>
  app.inject({ method: 'GET', url: `/trpc/catalogue.images?input=${encodeURIComponent(JSON.stringify(input))}` });
const imageSets = async (urls: string[]): Promise<ImageSets> => (await askImages({ urls })).json().result.data;
const seedUrls = () => Object.keys(JSON.parse(readFileSync(SEED_MANIFEST, 'utf8'))).map((f) => SEED_IMAGE_PREFIX + f);

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
    const sets = await imageSets(seedUrls());
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
    const set = (await imageSets([item.url]))[item.url];
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

describe('catalogue.images', () => {
  it('answers the sets of the asked URLs only; an unknown URL is simply absent', async () => {
    const hero = `${SEED_IMAGE_PREFIX}hero.webp`;
    await db
      .insertInto('media')
      .values({
        filename: 'known.webp',
        original_name: 'k',
        mime: 'image/webp',
        width: 900,
        height: 600,
        size_bytes: 1,
      })
      .execute();
    await db
      .insertInto('media')
      .values({
        filename: 'other.webp',
        original_name: 'o',
        mime: 'image/webp',
        width: 900,
        height: 600,
        size_bytes: 1,
      })
      .execute();
    const asked = [
      hero,
      '/uploads/known.webp',
      '/uploads/missing.webp',
      '/images/seed/none.webp',
      'https://x.test/a.jpg',
    ];
    const sets = await imageSets(asked);
    expect(Object.keys(sets).sort()).toEqual([hero, '/uploads/known.webp'].sort());
    expect(sets['/uploads/known.webp']).toEqual({ width: 900, height: 600, webp: '/uploads/known.webp 900w' });
    expect(await imageSets([])).toEqual({});
  });

  it.each([
    ['no input', undefined],
    ['no list', {}],
    ['a list of 101', { urls: Array.from({ length: 101 }, (_, i) => `/uploads/${i}.webp`) }],
    ['an overlong URL', { urls: [`/uploads/${'a'.repeat(400)}.webp`] }],
    ['a number', { urls: [7] }],
  ])('answers 400 to %s', async (_, input) => {
    const res =
      input === undefined ? await app.inject({ method: 'GET', url: '/trpc/catalogue.images' }) : await askImages(input);
    expect(res.statusCode).toBe(400);
  });
});
