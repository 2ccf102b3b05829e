import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type Sharp from 'sharp';
import { AppError } from '../../shared/errors.js';
import { VARIANT_WIDTHS } from '../../shared/images.js';
import type { MediaItem } from '../../shared/schemas/admin.js';
import { runFlow } from '../db/flow.js';
import type { Deps, FlowDeps } from '../deps.js';
import type { Actor } from './accounts/accounts.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const FORMATS = new Set(['jpeg', 'png', 'webp']);

const url = (file: string) => `/uploads/${file}`;

let sharpModule: Promise<{ default: typeof Sharp }> | undefined;
/**
 * sharp, loaded with the first image the shop processes: libvips costs ~19 MB of RSS once loaded, and most
 * processes (the storefront, a shop whose owner uploads nothing this week) never resize an image.
 */
export async function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

function toMedia(row: {
  id: number;
  filename: string;
  original_name: string;
  width: number;
  height: number;
  size_bytes: number;
  variants: string;
  alt: string;
  created_at: string;
}): MediaItem {
  const variants = JSON.parse(row.variants) as { width: number; file: string }[];
  return {
    id: row.id,
    url: url(row.filename),
    originalName: row.original_name,
    width: row.width,
    height: row.height,
    sizeBytes: row.size_bytes,
    variants: variants.map((v) => ({ width: v.width, url: url(v.file) })),
    alt: row.alt,
    createdAt: row.created_at,
  };
}

const COLUMNS = [
  'id',
  'filename',
  'original_name',
  'width',
  'height',
  'size_bytes',
  'variants',
  'alt',
  'created_at',
] as const;

/**
 * Stores an uploaded JPEG, PNG or WebP (checked by its content, not its name):
 * a web-sized WebP (at most 2000 px wide) plus 400/800/1600 px variants, and a PNG or JPEG copy for mails.
 */
export async function saveUpload(
  deps: FlowDeps,
  upload: { dir: string; data: Buffer; filename: string },
  actor: Actor,
): Promise<MediaItem> {
  const { dir } = upload;
  if (upload.data.length > MAX_UPLOAD_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 'Images must be at most 10 MB');
  const sharp = await loadSharp();
  const meta = await sharp(upload.data)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP images can be uploaded');
  }
  await mkdir(dir, { recursive: true });
  const base = randomUUID();
  const main = await sharp(upload.data)
    .rotate()
    .resize({ width: 2000, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({
      resolveWithObject: true,
    });
  await writeFile(join(dir, `${base}.webp`), main.data);
  const { variants } = await writeVariants(main.data, main.info.width, dir, base, { avif: false });
  const mailFile = await writeMailCopy(upload.data, Boolean(meta.hasAlpha), dir, base);
  const row = await runFlow(deps, (tx) =>
    tx.db
      .insertInto('media')
      .values({
        filename: `${base}.webp`,
        original_name: upload.filename.slice(0, 200),
        mime: 'image/webp',
        width: main.info.width,
        height: main.info.height,
        size_bytes: main.data.length,
        variants: JSON.stringify(variants),
        mail_file: mailFile,
        alt: upload.filename
          .replace(/\.[^.]+$/, '')
          .replace(/[-_]+/g, ' ')
          .slice(0, 200),
        uploaded_by: actor.userId,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow(),
  );
  return toMedia(row);
}

/** A mail copy's largest box: twice the logo's place in a mail (at most 240 × 48 px, `layout.ts`) and then some. */
const MAIL_COPY_BOX = { width: 480, height: 192 } as const;

/**
 * The image's copy for mails, which many mail apps cannot show as WebP: a PNG when it has transparency (a logo on
 * a clear background), else a JPEG, within MAIL_COPY_BOX. Answers its file name.
 */
async function writeMailCopy(image: Buffer, alpha: boolean, dir: string, base: string): Promise<string> {
  const sharp = await loadSharp();
  const file = `${base}-mail.${alpha ? 'png' : 'jpg'}`;
  const resized = sharp(image)
    .rotate()
    .resize({ ...MAIL_COPY_BOX, fit: 'inside', withoutEnlargement: true });
  await (alpha ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 85 })).toFile(join(dir, file));
  return file;
}

/**
 * The smaller copies of an image: `<base>-<w>.webp` for each of VARIANT_WIDTHS below its own width.
 * With `avif`, also `<base>-<w>.avif` and the full-size `<base>.avif`, kept only when every AVIF
 * is smaller than its WebP twin (`mainWebpBytes` is the full-size WebP's size).
 */
export async function writeVariants(
  image: Buffer,
  width: number,
  dir: string,
  base: string,
  options: { avif: false } | { avif: true; mainWebpBytes: number },
): Promise<{ variants: { width: number; file: string }[]; avif: boolean }> {
  const sharp = await loadSharp();
  const variants: { width: number; file: string }[] = [];
  const sizes: { avif: string; webpBytes: number }[] = [];
  for (const w of VARIANT_WIDTHS.filter((v) => v < width)) {
    const file = `${base}-${w}.webp`;
    const { size } = await sharp(image).resize({ width: w }).webp({ quality: 75 }).toFile(join(dir, file));
    variants.push({ width: w, file });
    if (options.avif) {
      const avif = `${base}-${w}.avif`;
      await sharp(image).resize({ width: w }).avif({ quality: 50 }).toFile(join(dir, avif));
      sizes.push({ avif, webpBytes: size });
    }
  }
  if (!options.avif) return { variants, avif: false };
  await sharp(image)
    .avif({ quality: 50 })
    .toFile(join(dir, `${base}.avif`));
  sizes.push({ avif: `${base}.avif`, webpBytes: options.mainWebpBytes });
  const smaller = await Promise.all(sizes.map(async (s) => (await stat(join(dir, s.avif))).size < s.webpBytes));
  if (smaller.every(Boolean)) return { variants, avif: true };
  await Promise.all(sizes.map((s) => rm(join(dir, s.avif), { force: true })));
  return { variants, avif: false };
}

export async function listMedia({ db }: Pick<Deps, 'db'>): Promise<MediaItem[]> {
  const rows = await db.selectFrom('media').select(COLUMNS).orderBy('id', 'desc').execute();
  return rows.map(toMedia);
}

/** Deletes an image and its files; pages that still point at it fall back to the default image. */
export async function deleteMedia(
  deps: FlowDeps,
  { dir, id }: { dir: string; id: number },
): Promise<{ success: true; id: number }> {
  const row = await runFlow(deps, async (tx) => {
    const found = await tx.db
      .deleteFrom('media')
      .where('id', '=', id)
      .returning(['filename', 'variants', 'mail_file'])
      .executeTakeFirst();
    if (!found) throw new AppError('NOT_FOUND', 'Image not found');
    return found;
  });
  // The files go once the row has: a crash in between leaves files nothing names, never a row without its files.
  const files = [
    row.filename,
    ...(JSON.parse(row.variants) as { file: string }[]).map((v) => v.file),
    ...(row.mail_file ? [row.mail_file] : []),
  ];
  await Promise.all(files.map((f) => rm(join(dir, f), { force: true })));
  return { success: true, id };
}
