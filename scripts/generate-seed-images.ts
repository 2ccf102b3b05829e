/**
 * Draws the demo shop's seed images (db/seed/images/*.webp) from SVG built in code and rendered by sharp (librsvg).
 *
 * Deterministic: every image draws from its own PRNG seeded with its file name, and every feTurbulence has a
 * fixed seed, so running it twice gives the same files. No network, no source images.
 *
 *   npx tsx scripts/generate-seed-images.ts
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT_DIR = fileURLToPath(new URL('../db/seed/images', import.meta.url));
const QUALITY = 70;

// ---------------------------------------------------------------------------------------------------------------
// Randomness and small helpers
// ---------------------------------------------------------------------------------------------------------------

interface Rng {
  next(): number;
  range(min: number, max: number): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

/** mulberry32 seeded with the FNV-1a hash of a text: each image has its own stable stream. */
function makeRng(seedText: string): Rng {
  let h = 2166136261;
  for (const ch of seedText) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let state = h >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  };
}

type Pt = [number, number];

/** One decimal is plenty for SVG coordinates and keeps the documents small. */
const n = (value: number) => String(Math.round(value * 10) / 10);

function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Catmull-Rom spline through the points, sampled `perSegment` times per segment. */
function sampleSpline(pts: Pt[], perSegment: number): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[i + 2] ?? p2;
    for (let s = 0; s < perSegment; s++) {
      const t = s / perSegment;
      const t2 = t * t;
      const t3 = t2 * t;
      const at = (k: 0 | 1) =>
        0.5 *
        (2 * p1[k] +
          (-p0[k] + p2[k]) * t +
          (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2 +
          (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3);
      out.push([at(0), at(1)]);
    }
  }
  out.push(pts[pts.length - 1]!);
  return out;
}

const polyline = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
const polygon = (pts: Pt[]) => `${polyline(pts)}Z`;

/** A filter that roughens edges: turbulence drives a displacement, then a slight blur. */
function roughFilter(id: string, seed: number, freq: number, scale: number, blur = 0): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%">
<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}" result="t"/>
<feDisplacementMap in="SourceGraphic" in2="t" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>
${blur > 0 ? `<feGaussianBlur stdDeviation="${blur}"/>` : ''}</filter>`;
}

/**
 * Marbled noise as a flat colour whose opacity follows the noise: the acid-wash / crumple look, and the mottled
 * grounds of the paintings. `from`/`to` are the noise levels where the colour starts and becomes solid.
 */
function noiseFill(id: string, box: [number, number, number, number], o: NoiseOpts): string {
  const [r, g, b] = hexToRgb(o.color).map((v) => (v / 255).toFixed(3));
  const slope = (o.opacity ?? 1) / (o.to - o.from);
  const [x, y, w, h] = box;
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}"
 color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${o.freq}" numOctaves="${o.octaves ?? 4}" seed="${o.seed}"/>
<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${n(slope)} 0 0 0 ${n(-o.from * slope)}"/>
</filter><rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#${id})"/>`;
}

interface NoiseOpts {
  freq: string;
  seed: number;
  color: string;
  from: number;
  to: number;
  opacity?: number;
  octaves?: number;
}

/** Fine grain (fabric, canvas, paper) as dark specks of low opacity. */
function grain(id: string, box: [number, number, number, number], seed: number, strength: number, freq = 0.8) {
  return noiseFill(id, box, { freq: String(freq), seed, color: '#000000', from: 0.35, to: 0.75, opacity: strength });
}

// ---------------------------------------------------------------------------------------------------------------
// Garments: silhouettes, dyes and bleach patterns (drawn in an 800 x 1000 box)
// ---------------------------------------------------------------------------------------------------------------

interface Dye {
  base: string;
  shade: string;
  mid: string;
  light: string;
  thread: string;
  denim?: boolean;
}

const DYES = {
  black: { base: '#222022', shade: '#0b0a0b', mid: '#a9552f', light: '#f0c9a1', thread: '#3d393b' },
  navy: { base: '#1f2b4d', shade: '#0e1429', mid: '#93708d', light: '#eed9d6', thread: '#34416c' },
  indigo: { base: '#2d4572', shade: '#142140', mid: '#7590bd', light: '#dde6f0', thread: '#d49d52', denim: true },
  blackDenim: { base: '#272729', shade: '#0f0f10', mid: '#94705e', light: '#e2cdb8', thread: '#c98d47', denim: true },
  charcoal: { base: '#49484c', shade: '#232226', mid: '#ab8e7e', light: '#f1e6db', thread: '#5d5c61' },
  forest: { base: '#2d4636', shade: '#15231a', mid: '#a09a58', light: '#ece5b8', thread: '#3e5c48' },
  brown: { base: '#5b3623', shade: '#2b180e', mid: '#c4843f', light: '#f4ddb4', thread: '#d6a65c' },
} satisfies Record<string, Dye>;
type DyeName = keyof typeof DYES;

type GarmentKind = 'tee' | 'hoodie' | 'crew' | 'jacket' | 'jeans';
type PatternName = 'acid' | 'crumple' | 'spiral' | 'bullseye' | 'stripes' | 'splatter' | 'ombre' | 'drips';

interface Silhouette {
  outline: string;
  /** Where spirals and bullseyes are centred. */
  center: Pt;
  details: (dye: Dye) => string;
}

const seam = (d: string, color: string, width = 2.5, opacity = 0.45) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-opacity="${opacity}"
stroke-linecap="round"/>`;
const stitch = (d: string, color: string, opacity = 0.75) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="2" stroke-dasharray="7 5" stroke-opacity="${opacity}"/>`;
/** A seam as a shadow line plus a light edge: it reads as a fold of fabric on any colour. */
const ridge = (d: string, dye: Dye, width = 3) => {
  const light = seam(d, '#ffffff', width, 0.1).replace('<path', '<path transform="translate(1.5 1.5)"');
  return light + seam(d, dye.shade, width, 0.55);
};
const button = (x: number, y: number, r = 11) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#a8672f"/><circle cx="${x}" cy="${y}" r="${r - 3}" fill="#c98a4a"/>` +
  `<circle cx="${x - r / 3}" cy="${y - r / 3}" r="${r / 3}" fill="#f0c890" opacity=".7"/>`;

function mirrorX(d: string): string {
  // Mirrors absolute "x y" pairs of a path around x = 400 (all our paths use absolute commands).
  return d.replace(/(-?\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)/g, (_m, x: string, y: string) => `${800 - Number(x)} ${y}`);
}

const SILHOUETTES: Record<GarmentKind, Silhouette> = {
  tee: {
    outline:
      'M 330 168 C 362 214 438 214 470 168 L 590 203 C 640 222 676 262 700 320 L 742 418 L 628 472 L 578 388 ' +
      'C 576 540 578 700 582 868 C 470 884 330 884 218 868 C 222 700 224 540 222 388 L 172 472 L 58 418 ' +
      'L 100 320 C 124 262 160 222 210 203 Z',
    center: [400, 540],
    details: (dye) => {
      const sleeve = 'M 207 207 C 236 268 236 330 222 388';
      const sleeveHem = 'M 68 398 L 181 450';
      return [
        `<path d="M 330 168 C 362 214 438 214 470 168 C 432 186 368 186 330 168 Z" fill="${dye.shade}" opacity=".75"/>`,
        seam('M 330 168 C 362 214 438 214 470 168', dye.shade, 13, 0.35),
        seam('M 336 176 C 366 220 434 220 464 176', '#ffffff', 2, 0.12),
        ridge(sleeve, dye),
        ridge(mirrorX(sleeve), dye),
        stitch(sleeveHem, dye.thread, 0.5),
        stitch(mirrorX(sleeveHem), dye.thread, 0.5),
        stitch('M 220 846 C 330 862 470 862 580 846', dye.thread, 0.5),
      ].join('');
    },
  },
  hoodie: {
    outline:
      'M 298 236 C 278 160 322 88 400 86 C 478 88 522 160 502 236 L 606 262 C 650 280 672 320 686 372 ' +
      'L 746 758 L 754 832 L 672 844 L 662 772 L 592 452 L 598 828 L 593 906 C 470 918 330 918 207 906 ' +
      'L 202 828 L 208 452 L 138 772 L 128 844 L 46 832 L 54 758 L 114 372 C 128 320 150 280 194 262 Z',
    center: [400, 560],
    details: (dye) => {
      const raglan = 'M 304 250 C 262 330 230 398 208 452';
      const pocket =
        'M 286 602 L 514 602 C 526 664 552 722 582 762 L 582 806 L 218 806 L 218 762 C 248 722 274 664 286 602 Z';
      const ribs = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]
        .map((i) => `M ${214 + i * 21} 834 L ${213 + i * 21} 902`)
        .join(' ');
      return [
        `<path d="M 316 234 C 312 140 488 140 484 234 C 470 268 432 292 400 300 C 368 292 330 268 316 234 Z"
          fill="${dye.shade}" opacity=".8"/>`,
        seam(
          'M 316 234 C 312 140 488 140 484 234 C 470 268 432 292 400 300 C 368 292 330 268 316 234',
          dye.base,
          12,
          1,
        ),
        seam('M 316 234 C 312 140 488 140 484 234', '#ffffff', 2, 0.1),
        seam('M 400 300 L 372 262', dye.shade, 3, 0.6),
        ridge(raglan, dye),
        ridge(mirrorX(raglan), dye),
        ridge(pocket, dye),
        stitch('M 296 614 L 504 614', dye.thread, 0.6),
        seam('M 372 290 C 370 340 364 390 368 430', '#ece6da', 6, 0.95),
        seam('M 428 290 C 432 330 440 370 434 412', '#ece6da', 6, 0.95),
        `<rect x="363" y="428" width="10" height="24" rx="3" fill="#b9b2a6"/>`,
        `<rect x="429" y="410" width="10" height="24" rx="3" fill="#b9b2a6"/>`,
        seam('M 202 830 C 330 842 470 842 598 830', dye.shade, 3, 0.5),
        seam(ribs, dye.shade, 2, 0.2),
        seam('M 54 760 L 137 774', dye.shade, 3, 0.5),
        seam(mirrorX('M 54 760 L 137 774'), dye.shade, 3, 0.5),
      ].join('');
    },
  },
  crew: {
    outline:
      'M 318 186 C 350 236 450 236 482 186 L 606 222 C 650 240 672 290 686 352 L 746 758 L 754 832 L 672 844 ' +
      'L 662 772 L 592 452 L 598 828 L 593 906 C 470 918 330 918 207 906 L 202 828 L 208 452 L 138 772 L 128 844 ' +
      'L 46 832 L 54 758 L 114 352 C 128 290 150 240 194 222 Z',
    center: [400, 560],
    details: (dye) => {
      const raglan = 'M 318 192 C 270 300 236 380 208 452';
      return [
        `<path d="M 318 186 C 350 236 450 236 482 186 C 440 204 360 204 318 186 Z" fill="${dye.shade}" opacity=".8"/>`,
        seam('M 318 186 C 350 236 450 236 482 186', dye.shade, 22, 0.3),
        seam('M 326 200 C 356 246 444 246 474 200', dye.shade, 2, 0.5),
        ridge(raglan, dye),
        ridge(mirrorX(raglan), dye),
        seam('M 202 830 C 330 842 470 842 598 830', dye.shade, 3, 0.5),
        seam('M 54 760 L 137 774', dye.shade, 3, 0.5),
        seam(mirrorX('M 54 760 L 137 774'), dye.shade, 3, 0.5),
      ].join('');
    },
  },
  jacket: {
    outline:
      'M 322 150 C 362 166 438 166 478 150 L 600 188 C 650 204 680 240 690 290 L 742 760 L 750 842 L 662 852 ' +
      'L 652 772 L 598 420 L 606 872 L 194 872 L 202 420 L 148 772 L 138 852 L 50 842 L 58 760 L 110 290 ' +
      'C 120 240 150 204 200 188 Z',
    center: [400, 520],
    details: (dye) => {
      const collar = 'M 322 150 C 345 196 380 226 400 252 L 330 302 C 304 262 280 216 262 168';
      const flap = 'M 250 300 L 360 300 L 360 334 L 305 356 L 250 334 Z';
      const armhole = 'M 200 190 C 216 270 212 350 202 420';
      const panel = 'M 305 356 L 300 820';
      const cuff = 'M 58 762 L 146 772';
      return [
        `<path d="M 322 150 C 362 134 438 134 478 150 C 438 168 362 168 322 150 Z" fill="${dye.base}"/>`,
        `<path d="M 322 150 C 362 134 438 134 478 150 C 438 168 362 168 322 150 Z" fill="${dye.shade}" opacity=".35"/>`,
        `<path d="${collar}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="6" transform="translate(4
6)"/>`,
        `<path d="${mirrorX(collar)}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="6"
          transform="translate(-4 6)"/>`,
        ridge(collar, dye),
        ridge(mirrorX(collar), dye),
        stitch('M 330 166 C 350 204 378 230 392 250', dye.thread),
        stitch(mirrorX('M 330 166 C 350 204 378 230 392 250'), dye.thread),
        ridge('M 400 252 L 400 872', dye, 4),
        stitch('M 412 262 L 412 868', dye.thread),
        stitch('M 388 262 L 388 868', dye.thread),
        ridge('M 202 270 C 260 282 330 282 396 278', dye),
        ridge(mirrorX('M 202 270 C 260 282 330 282 396 278'), dye),
        stitch('M 204 282 C 262 294 330 294 390 290', dye.thread),
        stitch(mirrorX('M 204 282 C 262 294 330 294 390 290'), dye.thread),
        `<path d="${flap}" fill="#000" opacity=".12" transform="translate(3 5)"/>`,
        ridge(flap, dye),
        ridge(mirrorX(flap), dye),
        stitch('M 258 308 L 352 308', dye.thread),
        stitch(mirrorX('M 258 308 L 352 308'), dye.thread),
        ridge(panel, dye),
        ridge(mirrorX(panel), dye),
        stitch('M 312 360 L 308 818', dye.thread),
        stitch(mirrorX('M 312 360 L 308 818'), dye.thread),
        ridge(armhole, dye),
        ridge(mirrorX(armhole), dye),
        ridge('M 196 818 L 604 818', dye),
        stitch('M 198 830 L 602 830', dye.thread),
        ridge(cuff, dye),
        ridge(mirrorX(cuff), dye),
        button(305, 336, 9),
        button(495, 336, 9),
        ...[300, 420, 540, 660, 780].map((y) => button(424, y)),
        button(424, 846),
        button(104, 806, 9),
        button(696, 806, 9),
      ].join('');
    },
  },
  jeans: {
    outline:
      'M 244 118 L 556 118 L 572 300 C 586 450 596 700 604 936 L 430 942 L 410 452 Q 400 436 390 452 L 370 942 ' +
      'L 196 936 C 204 700 214 450 228 300 Z',
    center: [400, 560],
    details: (dye) => {
      const pocket = 'M 292 166 C 296 238 262 288 230 300';
      const outseam = 'M 230 300 C 218 450 208 700 201 934';
      const inseam = 'M 392 456 L 374 938';
      return [
        ridge('M 241 166 L 559 166', dye),
        stitch('M 246 128 L 554 128', dye.thread),
        stitch('M 244 156 L 556 156', dye.thread),
        ...[268, 350, 450, 532].map(
          (x) =>
            `<rect x="${x - 7}" y="112" width="14" height="62" rx="3" fill="${dye.base}" stroke="${dye.shade}"
              stroke-opacity=".6" stroke-width="2"/>`,
        ),
        button(400, 142, 12),
        ridge('M 400 166 L 400 440', dye),
        stitch('M 420 170 L 420 372 C 420 404 404 420 398 426', dye.thread),
        ridge(pocket, dye),
        ridge(mirrorX(pocket), dye),
        stitch('M 304 168 C 308 246 272 298 236 312', dye.thread),
        stitch(mirrorX('M 304 168 C 308 246 272 298 236 312'), dye.thread),
        stitch('M 500 172 L 540 172 L 544 232 L 504 236 Z', dye.thread),
        ridge(outseam, dye),
        ridge(mirrorX(outseam), dye),
        ridge(inseam, dye),
        ridge(mirrorX(inseam), dye),
        stitch('M 199 914 L 372 920', dye.thread),
        stitch(mirrorX('M 199 914 L 372 920'), dye.thread),
      ].join('');
    },
  },
};

interface PatternCtx {
  p: string;
  rng: Rng;
  dye: Dye;
  center: Pt;
  defs: string[];
}

/** Bleach eats colour unevenly: a wide rust-coloured halo, then a pale core. */
function twoTone(ctx: PatternCtx, id: string, mid: string, light: string, scale: number, freq = 0.02) {
  ctx.defs.push(roughFilter(`${ctx.p}-${id}m`, ctx.rng.int(1, 900), freq, scale, 2.5));
  ctx.defs.push(roughFilter(`${ctx.p}-${id}l`, ctx.rng.int(1, 900), freq * 1.4, scale * 0.8, 1.5));
  return `<g filter="url(#${ctx.p}-${id}m)" fill="${ctx.dye.mid}" opacity=".92">${mid}</g>
<g filter="url(#${ctx.p}-${id}l)" fill="${ctx.dye.light}" opacity=".95">${light}</g>`;
}

const PATTERNS: Record<PatternName, (ctx: PatternCtx) => string> = {
  acid: (ctx) => {
    const box: [number, number, number, number] = [0, 0, 800, 1000];
    const seed = ctx.rng.int(1, 900);
    return (
      noiseFill(`${ctx.p}-acm`, box, { freq: '0.009 0.014', seed, color: ctx.dye.mid, from: 0.47, to: 0.56 }) +
      noiseFill(`${ctx.p}-acl`, box, { freq: '0.009 0.014', seed, color: ctx.dye.light, from: 0.55, to: 0.63 })
    );
  },
  crumple: (ctx) => {
    const box: [number, number, number, number] = [0, 0, 800, 1000];
    const seed = ctx.rng.int(1, 900);
    return (
      noiseFill(`${ctx.p}-crm`, box, { freq: '0.02 0.03', seed, color: ctx.dye.mid, from: 0.5, to: 0.58 }) +
      noiseFill(`${ctx.p}-crl`, box, { freq: '0.02 0.03', seed, color: ctx.dye.light, from: 0.57, to: 0.64 })
    );
  },
  spiral: (ctx) => {
    const [cx, cy] = ctx.center;
    const arms = ctx.rng.int(5, 7);
    const turns = ctx.rng.range(1.5, 2.1);
    const rot = ctx.rng.range(0, Math.PI * 2);
    const arm = (a: number, from: number, width: number) => {
      const step = (Math.PI * 2) / arms;
      const edge = (offset: number): Pt[] =>
        Array.from({ length: 141 }, (_, i) => {
          const t = i / 140;
          const r = 760 * t;
          const th = rot + a * step + offset + turns * Math.PI * 2 * t;
          return [cx + r * Math.cos(th), cy + r * Math.sin(th)];
        });
      return polygon([...edge(step * from), ...edge(step * (from + width)).reverse()]);
    };
    let mid = '';
    let light = '';
    for (let a = 0; a < arms; a++) {
      mid += `<path d="${arm(a, 0, 0.52)}"/>`;
      light += `<path d="${arm(a, 0.12, 0.26)}"/>`;
    }
    return twoTone(ctx, 'sp', mid, light, 46, 0.025);
  },
  bullseye: (ctx) => {
    const [cx, cy] = ctx.center;
    let mid = '';
    let light = '';
    for (let r = 40; r < 760; r += ctx.rng.range(70, 95)) {
      mid += `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="none" stroke="${ctx.dye.mid}"
stroke-width="${n(r * 0.12 + 16)}"/>`;
      light += `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="none" stroke="${ctx.dye.light}"
stroke-width="${n(r * 0.05 + 6)}"/>`;
    }
    mid += `<circle cx="${cx}" cy="${cy}" r="18"/>`;
    return twoTone(ctx, 'be', mid, light, 40, 0.03);
  },
  stripes: (ctx) => {
    let mid = '';
    let light = '';
    let y = 180;
    while (y < 980) {
      const h = ctx.rng.range(26, 60);
      const amp = ctx.rng.range(10, 26);
      const phase = ctx.rng.range(0, 6.3);
      const wave = (yy: number): Pt[] =>
        Array.from({ length: 21 }, (_, i) => [i * 45 - 50, yy + amp * Math.sin(i * 0.7 + phase)]);
      mid += `<path d="${polygon([...wave(y), ...wave(y + h).reverse()])}"/>`;
      light += `<path d="${polygon([...wave(y + h * 0.3), ...wave(y + h * 0.65).reverse()])}"/>`;
      y += h + ctx.rng.range(40, 110);
    }
    return `<g transform="rotate(-12 400 500)">${twoTone(ctx, 'st', mid, light, 36, 0.022)}</g>`;
  },
  splatter: (ctx) => {
    let mid = '';
    let light = '';
    const clusters = ctx.rng.int(4, 6);
    for (let c = 0; c < clusters; c++) {
      const cx = ctx.rng.range(150, 650);
      const cy = ctx.rng.range(220, 860);
      const big = ctx.rng.range(26, 58);
      mid += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(big * 1.35)}"/>`;
      light += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(big * 0.8)}"/>`;
      for (let s = 0; s < ctx.rng.int(14, 26); s++) {
        const angle = ctx.rng.range(0, Math.PI * 2);
        const dist = big * ctx.rng.range(1.2, 4.2);
        const r = ctx.rng.range(3, 16) * (1.6 - dist / (big * 4.2));
        const x = cx + Math.cos(angle) * dist;
        const yy = cy + Math.sin(angle) * dist;
        mid += `<circle cx="${n(x)}" cy="${n(yy)}" r="${n(r * 1.4)}"/>`;
        light += `<circle cx="${n(x)}" cy="${n(yy)}" r="${n(r * 0.8)}"/>`;
      }
    }
    for (let s = 0; s < 60; s++) {
      const x = ctx.rng.range(60, 740);
      const yy = ctx.rng.range(120, 940);
      const r = ctx.rng.range(1.5, 5);
      mid += `<circle cx="${n(x)}" cy="${n(yy)}" r="${n(r * 1.5)}"/>`;
      light += `<circle cx="${n(x)}" cy="${n(yy)}" r="${n(r)}"/>`;
    }
    return twoTone(ctx, 'sa', mid, light, 22, 0.04);
  },
  drips: (ctx) => {
    let mid = '';
    let light = '';
    for (let d = 0; d < 11; d++) {
      const x = ctx.rng.range(200, 600);
      const top = ctx.rng.range(150, 420);
      const len = ctx.rng.range(120, 420);
      const w = ctx.rng.range(7, 16);
      mid += `<rect x="${n(x - w)}" y="${n(top)}" width="${n(w * 2)}" height="${n(len)}" rx="${n(w)}"/>`;
      mid += `<circle cx="${n(x)}" cy="${n(top)}" r="${n(w * 2.6)}"/><circle cx="${n(x)}" cy="${n(top + len)}"
r="${n(w * 1.5)}"/>`;
      light += `<rect x="${n(x - w * 0.45)}" y="${n(top)}" width="${n(w * 0.9)}" height="${n(len * 0.9)}"
rx="${n(w * 0.45)}"/>`;
      light += `<circle cx="${n(x)}" cy="${n(top)}" r="${n(w * 1.5)}"/>`;
    }
    return twoTone(ctx, 'dr', mid, light, 14, 0.05);
  },
  ombre: (ctx) => {
    const id = `${ctx.p}-om`;
    ctx.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
<stop offset="0.35" stop-color="${ctx.dye.mid}" stop-opacity="0"/><stop offset="0.58" stop-color="${ctx.dye.mid}"
stop-opacity=".9"/>
<stop offset="0.78" stop-color="${ctx.dye.light}"/><stop offset="1" stop-color="${ctx.dye.light}"/></linearGradient>`);
    ctx.defs.push(roughFilter(`${id}f`, ctx.rng.int(1, 900), 0.012, 70, 1));
    return `<rect x="-60" y="60" width="920" height="1000" fill="url(#${id})" filter="url(#${id}f)"/>`;
  },
};

interface GarmentSpec {
  kind: GarmentKind;
  dye: DyeName;
  patterns: PatternName[];
}

/** A garment as SVG fragments in an 800 x 1000 box; `p` prefixes every id so several can share a document. */
function garment(p: string, spec: GarmentSpec, rng: Rng): { defs: string; body: string } {
  const shape = SILHOUETTES[spec.kind];
  const dye: Dye = DYES[spec.dye];
  const defs: string[] = [
    `<clipPath id="${p}-clip"><path d="${shape.outline}"/></clipPath>`,
    `<filter id="${p}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="16"/></filter>`,
    `<filter id="${p}-edge" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="12"/></filter>`,
    `<linearGradient id="${p}-light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".1"/>
<stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000"
stop-opacity=".22"/></linearGradient>`,
  ];
  const ctx: PatternCtx = { p, rng, dye, center: shape.center, defs };
  const patterns = spec.patterns.map((name) => PATTERNS[name](ctx)).join('');
  const folds = Array.from({ length: 5 }, () => {
    const x = rng.range(220, 580);
    const y = rng.range(260, 860);
    const dx = rng.range(-120, 120);
    const d = `M ${n(x)} ${n(y)} q ${n(dx / 2)} ${n(rng.range(40, 90))} ${n(dx)} ${n(rng.range(90, 180))}`;
    return (
      `<path d="${d}" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="${d}" transform="translate(12 -4)" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="10"/>`
    );
  }).join('');
  let texture = grain(`${p}-grain`, [0, 0, 800, 1000], rng.int(1, 900), 0.16, 0.9);
  if (dye.denim) {
    defs.push(`<pattern id="${p}-twill" width="7" height="7" patternUnits="userSpaceOnUse"
patternTransform="rotate(-40)">
<rect width="7" height="3" fill="#fff" opacity=".07"/></pattern>`);
    texture += `<rect width="800" height="1000" fill="url(#${p}-twill)"/>`;
  }
  const body = `<path d="${shape.outline}" fill="#2b2118" opacity=".32" transform="translate(10 16)"
filter="url(#${p}-soft)"/>
<path d="${shape.outline}" fill="${dye.base}"/>
<g clip-path="url(#${p}-clip)">${patterns}${texture}
<g filter="url(#${p}-edge)">${folds}</g>
<path d="${shape.outline}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="30" filter="url(#${p}-edge)"/>
<rect width="800" height="1000" fill="url(#${p}-light)"/></g>
${shape.details(dye)}
<path d="${shape.outline}" fill="none" stroke="${dye.shade}" stroke-opacity=".6" stroke-width="2"/>`;
  return { defs: defs.join('\n'), body };
}

function studioBackground(p: string, w: number, h: number, color: string): { defs: string; body: string } {
  return {
    defs: `<radialGradient id="${p}-bg" cx=".5" cy=".38" r=".8">
<stop offset="0" stop-color="${mix(color, '#ffffff', 0.35)}"/><stop offset="1"
stop-color="${mix(color, '#000000', 0.1)}"/>
</radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${p}-bg)"/>${grain(`${p}-bgg`, [0, 0, w, h], 7, 0.05, 0.7)}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Paintings: abstract compositions by "Wren", framed on a wall
// ---------------------------------------------------------------------------------------------------------------

type Composition = 'tidal' | 'sun' | 'gestural' | 'bleach' | 'geometric' | 'horizon' | 'colorfield';
type Frame = 'canvas' | 'black' | 'oak' | 'mat';

interface ArtCtx {
  p: string;
  rng: Rng;
  w: number;
  h: number;
  pal: string[];
  defs: string[];
}

/**
 * A loaded brush: a tapered translucent body plus separate bristle tracks that thin out and break up towards the
 * end of the stroke, like dry paint.
 */
function brush(rng: Rng, pts: Pt[], width: number, color: string, opacity = 0.9): string {
  const line = sampleSpline(pts, 14);
  const last = line.length - 1;
  const normals = line.map((_, i) => {
    const a = line[Math.max(0, i - 1)]!;
    const b = line[Math.min(last, i + 1)]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    return [-(b[1] - a[1]) / len, (b[0] - a[0]) / len] as Pt;
  });
  const taper = (i: number) => 0.3 + 0.7 * Math.sqrt(Math.sin((Math.PI * (i + 0.5)) / (last + 1)));
  const at = (i: number, offset: number): Pt => {
    const pt = line[i]!;
    const nn = normals[i]!;
    return [pt[0] + nn[0] * offset * taper(i), pt[1] + nn[1] * offset * taper(i)];
  };
  const left = line.map((_, i) => at(i, width / 2));
  const right = line.map((_, i) => at(i, -width / 2)).reverse();
  let out = `<path d="${polygon([...left, ...right])}" fill="${color}" fill-opacity="${n(opacity * 0.6)}"/>`;
  const bristles = Math.max(5, Math.min(16, Math.round(width / 3.5)));
  for (let b = 0; b < bristles; b++) {
    const offset = (b / (bristles - 1) - 0.5) * width * 0.95;
    const from = Math.floor(rng.range(0, 0.1) * line.length);
    const to = line.length - Math.floor(rng.range(0, 0.35) * line.length);
    const shade = mix(color, rng.next() < 0.5 ? '#ffffff' : '#000000', rng.range(0, 0.22));
    const track = Array.from({ length: Math.max(2, to - from) }, (_, k) => at(Math.min(last, from + k), offset));
    out += `<path d="${polyline(track)}" fill="none" stroke="${shade}"
stroke-width="${n((width / bristles) * rng.range(0.9, 1.8))}"
 stroke-linecap="round" stroke-opacity="${n(opacity * rng.range(0.5, 1))}"/>`;
  }
  return out;
}

/** A sweeping stroke from (x, y) along `angle`, bent sideways by `bend` (a fraction of its length). */
function sweep(x: number, y: number, len: number, angle: number, bend: number, points = 4): Pt[] {
  return Array.from({ length: points }, (_, k) => {
    const t = k / (points - 1);
    const side = bend * len * Math.sin(Math.PI * t);
    return [
      x + Math.cos(angle) * len * t + Math.sin(angle) * side,
      y + Math.sin(angle) * len * t - Math.cos(angle) * side,
    ];
  });
}

function wave(w: number, y: number, amp: number, rng: Rng): Pt[] {
  const phase = rng.range(0, 6.3);
  const phase2 = rng.range(0, 6.3);
  const k = rng.range(1.2, 2.4);
  return Array.from({ length: 25 }, (_, i) => {
    const x = (i / 24) * (w + 80) - 40;
    const u = x / w;
    return [x, y + amp * Math.sin(u * Math.PI * k + phase) + amp * 0.4 * Math.sin(u * Math.PI * 5 + phase2)];
  });
}

function splashes(ctx: ArtCtx, count: number, color: string, maxR: number, opacity = 0.85): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = ctx.rng.range(0.8, maxR) * (ctx.rng.next() < 0.9 ? 1 : 2.5);
    out += `<circle cx="${n(ctx.rng.range(0, ctx.w))}" cy="${n(ctx.rng.range(0, ctx.h))}" r="${n(r)}" fill="${color}"
 opacity="${n(opacity * ctx.rng.range(0.5, 1))}"/>`;
  }
  return out;
}

const COMPOSITIONS: Record<Composition, (ctx: ArtCtx) => string> = {
  tidal: (ctx) => {
    const { w, h, rng, pal, p } = ctx;
    ctx.defs.push(roughFilter(`${p}-tw`, rng.int(1, 900), 0.015, 30, 1.2));
    let bands = '';
    let strokes = '';
    const count = 7;
    for (let i = 0; i < count; i++) {
      const y = h * (0.12 + (i / count) * 0.9);
      const line = wave(w, y, h * rng.range(0.03, 0.07), rng);
      const color = pal[[1, 2, 3, 4, 2, 3, 5][i]!]!;
      bands += `<path d="${polygon([...line, [w + 40, h + 40], [-40, h + 40]])}" fill="${color}"/>`;
      strokes += brush(
        rng,
        line.filter((_, k) => k % 3 === 0),
        rng.range(10, 22),
        pal[pal.length - 1]!,
        0.8,
      );
      if (rng.next() < 0.6) {
        const lower = line.map(([x, yy]) => [x, yy + rng.range(20, 40)] as Pt).filter((_, k) => k % 4 === 0);
        strokes += brush(rng, lower, rng.range(6, 14), pal[pal.length - 2]!, 0.7);
      }
    }
    return `<rect width="${w}" height="${h}" fill="${pal[0]}"/><g filter="url(#${p}-tw)">${bands}</g>${strokes}
${splashes(ctx, 90, pal[pal.length - 1]!, 3.5)}`;
  },
  sun: (ctx) => {
    const { w, h, rng, pal, p } = ctx;
    ctx.defs.push(roughFilter(`${p}-sr`, rng.int(1, 900), 0.03, 10, 0.6));
    ctx.defs.push(`<linearGradient id="${p}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal[0]}"/>
<stop offset="1" stop-color="${mix(pal[0]!, pal[4]!, 0.7)}"/></linearGradient>`);
    const sx = w * rng.range(0.55, 0.68);
    const sy = h * 0.34;
    let arches = '';
    const ax = w * 0.08;
    for (let i = 0; i < 4; i++) {
      const aw = w * (0.5 - i * 0.1);
      const x = ax + i * w * 0.05;
      const top = h * (0.42 + i * 0.08);
      arches += `<path d="M ${n(x)} ${n(h)} L ${n(x)} ${n(top + aw / 2)} A ${n(aw / 2)} ${n(aw / 2)} 0 0 1
${n(x + aw)} ${n(top + aw / 2)}
 L ${n(x + aw)} ${n(h)} Z" fill="${pal[(i % 3) + 1]}"/>`;
    }
    const hill = wave(w, h * 0.8, h * 0.03, rng);
    return `<rect width="${w}" height="${h}" fill="url(#${p}-sky)"/>
<g filter="url(#${p}-sr)"><circle cx="${n(sx)}" cy="${n(sy)}" r="${n(w * 0.2)}" fill="${pal[1]}"/>
<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(w * 0.26)}" fill="none" stroke="${pal[5]}" stroke-width="2" opacity=".6"/>
${arches}<path d="${polygon([...hill, [w + 40, h + 40], [-40, h + 40]])}" fill="${pal[5]}"/></g>
${brush(
  rng,
  [
    [w * 0.55, h * 0.62],
    [w * 0.75, h * 0.6],
    [w * 0.95, h * 0.63],
  ],
  14,
  pal[4]!,
  0.8,
)}
${brush(
  rng,
  [
    [w * 0.6, h * 0.7],
    [w * 0.8, h * 0.69],
    [w * 1.02, h * 0.71],
  ],
  9,
  pal[2]!,
  0.8,
)}
${splashes(ctx, 40, pal[5]!, 2.2, 0.6)}`;
  },
  gestural: (ctx) => {
    const { w, h, rng, pal, p } = ctx;
    const color = () => pal[rng.int(1, pal.length - 1)]!;
    let washes = '';
    for (let i = 0; i < 6; i++) {
      const pts = sweep(
        rng.range(-0.2, 0.3) * w,
        rng.range(0.1, 0.95) * h,
        rng.range(0.8, 1.3) * w,
        rng.range(-0.5, 0.2),
        rng.range(-0.2, 0.2),
      );
      washes += brush(rng, pts, rng.range(0.12, 0.25) * w, mix(color(), pal[0]!, 0.45), 0.55);
    }
    let strokes = '';
    for (let i = 0; i < 16; i++) {
      const pts = sweep(
        rng.range(-0.1, 0.8) * w,
        rng.range(0.05, 1) * h,
        rng.range(0.35, 0.8) * w,
        rng.range(-1.1, 0.1),
        rng.range(-0.3, 0.3),
      );
      strokes += brush(rng, pts, rng.range(0.03, 0.08) * w, color(), rng.range(0.75, 0.95));
    }
    let accents = '';
    for (let i = 0; i < 7; i++) {
      const pts = sweep(
        rng.range(0, 0.7) * w,
        rng.range(0.1, 1) * h,
        rng.range(0.3, 0.7) * w,
        rng.range(-1.4, -0.2),
        rng.range(-0.45, 0.45),
        5,
      );
      accents += brush(rng, pts, rng.range(4, 9), pal[pal.length - 1]!, 0.9);
    }
    const ground = mix(pal[0]!, '#ffffff', 0.12);
    const mottle = noiseFill(`${p}-gm`, [0, 0, w, h], {
      freq: '0.006',
      seed: rng.int(1, 900),
      color: ground,
      from: 0.45,
      to: 0.7,
    });
    return `<rect width="${w}" height="${h}" fill="${pal[0]}"/>${mottle}
${washes}${strokes}${accents}${splashes(ctx, 60, pal[pal.length - 1]!, 3)}`;
  },
  bleach: (ctx) => {
    const { w, h, rng, pal, p } = ctx;
    const [ground, mid, light, ink] = [pal[0]!, pal[1]!, pal[2]!, pal[3]!];
    ctx.defs.push(roughFilter(`${p}-bl`, rng.int(1, 900), 0.025, 45, 1.5));
    ctx.defs.push(`<radialGradient id="${p}-bloom"><stop offset="0" stop-color="${light}"/>
<stop offset=".45" stop-color="${mix(light, mid, 0.4)}"/><stop offset=".8" stop-color="${mid}" stop-opacity=".85"/>
<stop offset="1" stop-color="${mid}" stop-opacity="0"/></radialGradient>`);
    let blooms = '';
    let drips = '';
    for (let i = 0; i < 7; i++) {
      const x = rng.range(0.1, 0.9) * w;
      const y = rng.range(0.1, 0.75) * h;
      const r = rng.range(0.08, 0.2) * w;
      blooms += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${p}-bloom)"/>`;
      blooms += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.93)}" fill="none" stroke="${mid}" stroke-width="3"
opacity=".7"/>`;
      if (rng.next() < 0.7) {
        const len = rng.range(0.15, 0.45) * h;
        const dw = rng.range(3, 7);
        drips += `<rect x="${n(x - dw)}" y="${n(y)}" width="${n(dw * 2)}" height="${n(len)}" rx="${n(dw)}"
fill="${mid}" opacity=".85"/>`;
        drips += `<circle cx="${n(x)}" cy="${n(y + len)}" r="${n(dw * 1.5)}" fill="${mid}"/>`;
      }
    }
    const lines = [0, 1, 2]
      .map(() => {
        const y = rng.range(0.2, 0.9) * h;
        return brush(
          rng,
          wave(w, y, h * 0.05, rng).filter((_, k) => k % 6 === 0),
          rng.range(3, 6),
          ink,
          0.9,
        );
      })
      .join('');
    const mottleOpts = { freq: '0.01', seed: rng.int(1, 900), color: mix(ground, mid, 0.35), from: 0.48, to: 0.7 };
    const mottle = noiseFill(`${p}-bm`, [0, 0, w, h], mottleOpts);
    return `<rect width="${w}" height="${h}" fill="${ground}"/>
${mottle}
<g filter="url(#${p}-bl)">${blooms}${drips}</g>${lines}${splashes(ctx, 70, light, 3.2)}`;
  },
  geometric: (ctx) => {
    const { w, h, rng, pal, p } = ctx;
    ctx.defs.push(roughFilter(`${p}-ge`, rng.int(1, 900), 0.04, 6, 0.4));
    let shapes = '';
    for (let i = 0; i < 8; i++) {
      const x = rng.range(0.15, 0.85) * w;
      const y = rng.range(0.15, 0.85) * h;
      const r = rng.range(0.1, 0.26) * w;
      const color = pal[rng.int(1, pal.length - 2)]!;
      const kind = rng.int(0, 2);
      if (kind === 0) shapes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}" opacity=".82"/>`;
      else {
        const rot = rng.int(0, 3) * 90;
        const d =
          kind === 1
            ? `M ${n(-r)} 0 A ${n(r)} ${n(r)} 0 0 1 ${n(r)} 0 Z`
            : `M 0 0 L ${n(r)} 0 A ${n(r)} ${n(r)} 0 0 1 0 ${n(r)} Z`;
        shapes += `<path d="${d}" transform="translate(${n(x)} ${n(y)}) rotate(${rot})" fill="${color}"
opacity=".85"/>`;
      }
    }
    const arcs = [0, 1, 2]
      .map(() => {
        const r = rng.range(0.15, 0.4) * w;
        const x = rng.range(0.2, 0.8) * w;
        const y = rng.range(0.3, 0.8) * h;
        return `<path d="M ${n(x - r)} ${n(y)} A ${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}" fill="none"
 stroke="${pal[pal.length - 1]}" stroke-width="2.5"/>`;
      })
      .join('');
    return `<rect width="${w}" height="${h}" fill="${pal[0]}"/><g filter="url(#${p}-ge)">${shapes}${arcs}</g>`;
  },
  horizon: (ctx) => {
    const { w, h, rng, pal, p } = ctx;
    ctx.defs.push(`<linearGradient id="${p}-hz" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal[0]}"/>
<stop offset=".6" stop-color="${pal[1]}"/><stop offset=".62" stop-color="${pal[2]}"/><stop offset="1"
stop-color="${pal[3]}"/>
</linearGradient>`);
    ctx.defs.push(roughFilter(`${p}-hr`, rng.int(1, 900), 0.02, 14, 0.8));
    let strokes = '';
    for (let i = 0; i < 9; i++) {
      const y = h * (i < 4 ? rng.range(0.15, 0.55) : rng.range(0.64, 0.95));
      const x0 = rng.range(-0.1, 0.4) * w;
      const x1 = x0 + rng.range(0.3, 0.8) * w;
      const color = i < 4 ? mix(pal[0]!, '#ffffff', 0.5) : pal[rng.int(2, 4)]!;
      strokes += brush(
        rng,
        [
          [x0, y],
          [(x0 + x1) / 2, y + rng.range(-6, 6)],
          [x1, y],
        ],
        rng.range(8, 24),
        color,
        0.6,
      );
    }
    return `<rect width="${w}" height="${h}" fill="url(#${p}-hz)"/>${strokes}
<g filter="url(#${p}-hr)"><rect x="-20" y="${n(h * 0.605)}" width="${w + 40}" height="${n(h * 0.02)}"
fill="${pal[4]}" opacity=".8"/>
<circle cx="${n(w * 0.7)}" cy="${n(h * 0.3)}" r="${n(w * 0.06)}" fill="${pal[4]}"/></g>`;
  },
  colorfield: (ctx) => {
    const { w, h, rng, pal, p } = ctx;
    ctx.defs.push(roughFilter(`${p}-cf`, rng.int(1, 900), 0.02, 18, 3));
    const fields = [
      [0.08, 0.07, 0.84, 0.36],
      [0.08, 0.48, 0.84, 0.14],
      [0.08, 0.67, 0.84, 0.26],
    ]
      .map(([x, y, fw, fh], i) => {
        const color = pal[i + 1]!;
        return `<rect x="${n(x! * w)}" y="${n(y! * h)}" width="${n(fw! * w)}" height="${n(fh! * h)}" fill="${color}"
opacity=".92"/>`;
      })
      .join('');
    const streakOpts = { freq: '0.004 0.02', seed: rng.int(1, 900), color: pal[4]!, from: 0.5, to: 0.75, opacity: 0.2 };
    const streaks = noiseFill(`${p}-cm`, [0, 0, w, h], streakOpts);
    return `<rect width="${w}" height="${h}" fill="${pal[0]}"/><g filter="url(#${p}-cf)">${fields}</g>
${streaks}`;
  },
};

interface PaintingSpec {
  composition: Composition;
  palette: string[];
  /** width / height of the artwork. */
  aspect: number;
  frame: Frame;
  wall: string;
}

/** A framed artwork centred at (cx, cy), fitting in maxW x maxH (frame included). */
function framed(p: string, rng: Rng, spec: PaintingSpec, cx: number, cy: number, maxW: number, maxH: number) {
  const border = { canvas: 0, black: 20, oak: 24, mat: 78 }[spec.frame];
  let w = maxW - border * 2;
  let h = w / spec.aspect;
  if (h > maxH - border * 2) {
    h = maxH - border * 2;
    w = h * spec.aspect;
  }
  const x = cx - w / 2;
  const y = cy - h / 2;
  const defs: string[] = [`<clipPath id="${p}-art"><rect width="${n(w)}" height="${n(h)}"/></clipPath>`];
  const ctx: ArtCtx = { p, rng, w, h, pal: spec.palette, defs };
  const art = COMPOSITIONS[spec.composition](ctx);
  const ox = x - border;
  const oy = y - border;
  const ow = w + border * 2;
  const oh = h + border * 2;
  defs.push(
    `<filter id="${p}-sh" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="14"/></filter>`,
  );
  let frame = '';
  if (spec.frame === 'black' || spec.frame === 'oak') {
    const color = spec.frame === 'black' ? '#1b1a19' : '#b58b5c';
    frame = `<rect x="${n(ox)}" y="${n(oy)}" width="${n(ow)}" height="${n(oh)}" fill="${color}"/>
<rect x="${n(ox + 3)}" y="${n(oy + 3)}" width="${n(ow - 6)}" height="${n(oh - 6)}" fill="none" stroke="#fff"
stroke-opacity=".14" stroke-width="3"/>
<rect x="${n(x - 3)}" y="${n(y - 3)}" width="${n(w + 6)}" height="${n(h + 6)}" fill="none" stroke="#000"
stroke-opacity=".4" stroke-width="4"/>`;
    if (spec.frame === 'oak') {
      frame += grain(`${p}-oak`, [ox, oy, ow, oh], rng.int(1, 900), 0.25, 0.05);
    }
  } else if (spec.frame === 'mat') {
    frame = `<rect x="${n(ox)}" y="${n(oy)}" width="${n(ow)}" height="${n(oh)}" fill="#f3f1ec"/>
<rect x="${n(ox + 16)}" y="${n(oy + 16)}" width="${n(ow - 32)}" height="${n(oh - 32)}" fill="#fbfaf6" stroke="#000"
stroke-opacity=".08"/>
<rect x="${n(x - 2)}" y="${n(y - 2)}" width="${n(w + 4)}" height="${n(h + 4)}" fill="none" stroke="#000"
stroke-opacity=".22" stroke-width="3"/>`;
  } else {
    frame = `<rect x="${n(x + w)}" y="${n(y + 4)}" width="7" height="${n(h)}" fill="#000" opacity=".35"/>`;
  }
  const body = `<rect x="${n(ox + 12)}" y="${n(oy + 22)}" width="${n(ow)}" height="${n(oh)}" fill="#2a221b"
opacity=".38"
 filter="url(#${p}-sh)"/>${frame}
<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${n(w)}
${n(h)}"><g clip-path="url(#${p}-art)">${art}
${grain(`${p}-cv`, [0, 0, Math.ceil(w), Math.ceil(h)], rng.int(1, 900), 0.12, 0.9)}</g></svg>`;
  return { defs: defs.join('\n'), body };
}

function wall(p: string, w: number, h: number, color: string) {
  return {
    defs: `<radialGradient id="${p}-wall" cx=".5" cy=".05" r="1.05">
<stop offset="0" stop-color="${mix(color, '#ffffff', 0.3)}"/><stop offset="1"
stop-color="${mix(color, '#000000', 0.14)}"/>
</radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${p}-wall)"/>${grain(`${p}-wg`, [0, 0, w, h], 11, 0.05, 0.5)}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The demo catalogue's images (names must match db/seed/catalogue.json)
// ---------------------------------------------------------------------------------------------------------------

const PRODUCTS: Record<string, GarmentSpec & { bg: string }> = {
  'tee-acid-wash': { kind: 'tee', dye: 'black', patterns: ['acid'], bg: '#e6e0d6' },
  'tee-spiral-bloom': { kind: 'tee', dye: 'black', patterns: ['spiral'], bg: '#e9e3da' },
  'tee-desert-dip': { kind: 'tee', dye: 'brown', patterns: ['ombre'], bg: '#ebe3d6' },
  'tee-midnight-splatter': { kind: 'tee', dye: 'navy', patterns: ['splatter'], bg: '#e3e2df' },
  'tee-sunburst-bullseye': { kind: 'tee', dye: 'forest', patterns: ['bullseye'], bg: '#e7e4da' },
  'hoodie-galaxy-spiral': { kind: 'hoodie', dye: 'black', patterns: ['spiral'], bg: '#e4e1dc' },
  'hoodie-desert-dust': { kind: 'hoodie', dye: 'charcoal', patterns: ['crumple'], bg: '#ebe4d9' },
  'hoodie-tidal-stripe': { kind: 'hoodie', dye: 'navy', patterns: ['stripes'], bg: '#e2e3e2' },
  'sweatshirt-faded-pine': { kind: 'crew', dye: 'forest', patterns: ['ombre', 'splatter'], bg: '#e8e5dc' },
  'jacket-acid-trucker': { kind: 'jacket', dye: 'indigo', patterns: ['acid'], bg: '#e8e2d8' },
  'jacket-black-splatter': { kind: 'jacket', dye: 'blackDenim', patterns: ['splatter'], bg: '#e4e0da' },
  'jacket-bloom-spiral': { kind: 'jacket', dye: 'brown', patterns: ['spiral'], bg: '#ece5da' },
  'jeans-acid-splash': { kind: 'jeans', dye: 'indigo', patterns: ['splatter'], bg: '#e7e3dc' },
  'jeans-indigo-fade': { kind: 'jeans', dye: 'indigo', patterns: ['ombre'], bg: '#e9e5de' },
  'jeans-black-drip': { kind: 'jeans', dye: 'blackDenim', patterns: ['drips'], bg: '#e5e1db' },
};

const PAINTINGS: Record<string, PaintingSpec> = {
  'painting-tidal-drift': {
    composition: 'tidal',
    palette: ['#0f2a3f', '#1f4e6b', '#2f6a85', '#4f8c9c', '#8fb9bf', '#d9cdb6', '#f4efe6'],
    aspect: 3 / 4,
    frame: 'canvas',
    wall: '#e6e1d8',
  },
  'painting-desert-hymn': {
    composition: 'sun',
    palette: ['#efdcc0', '#d9834a', '#b5523b', '#8a3f2c', '#e3b27a', '#5a3328'],
    aspect: 4 / 5,
    frame: 'oak',
    wall: '#e8e4dc',
  },
  'painting-night-garden': {
    composition: 'gestural',
    palette: ['#15181f', '#2f5c45', '#6f9d78', '#a3c4a0', '#d96f5a', '#6a4c93', '#e8d9b0'],
    aspect: 4 / 5,
    frame: 'black',
    wall: '#dcd8d0',
  },
  'painting-salt-and-rust': {
    composition: 'bleach',
    palette: ['#1c1a1c', '#a4532f', '#f0cfa8', '#0a0a0b'],
    aspect: 3 / 4,
    frame: 'mat',
    wall: '#cfd3cc',
  },
  'painting-quiet-bloom': {
    composition: 'geometric',
    palette: ['#efe6d8', '#d4a58c', '#8a9a7b', '#d8b26e', '#b86b4b', '#6d7f8c', '#3e4a55'],
    aspect: 4 / 5,
    frame: 'mat',
    wall: '#e3ddd3',
  },
  'painting-indigo-hours': {
    composition: 'bleach',
    palette: ['#1c2a4f', '#5d77a8', '#e1e8f1', '#0c1226'],
    aspect: 4 / 5,
    frame: 'black',
    wall: '#e7e2d9',
  },
  'painting-ember-field': {
    composition: 'gestural',
    palette: ['#2a1410', '#c2452d', '#e88a3a', '#f2c14e', '#7a2618', '#f5e6c8'],
    aspect: 1,
    frame: 'canvas',
    wall: '#e4ded4',
  },
  'painting-bleached-horizon': {
    composition: 'horizon',
    palette: ['#e9e4da', '#dcd9d1', '#9fb0b5', '#6f858e', '#2e3438'],
    aspect: 5 / 4,
    frame: 'oak',
    wall: '#dad5cc',
  },
  'painting-still-water': {
    composition: 'colorfield',
    palette: ['#2b4454', '#6e93a0', '#d3dcd3', '#1b2e3a', '#e8efe9'],
    aspect: 4 / 5,
    frame: 'canvas',
    wall: '#e5e0d7',
  },
};

type Scene = { w: number; h: number; svg: (rng: Rng) => string };
interface Placement {
  name: string;
  x: number;
  y: number;
  s: number;
  r: number;
}

/**
 * Places product garments (800 x 1000 designs) in a larger scene. Each garment draws from its product's own
 * random stream, so it looks the same here as on its product image.
 */
function placeGarments(p: string, items: Placement[]) {
  const parts = items.map((it, i) => garment(`${p}${i}`, PRODUCTS[it.name]!, makeRng(it.name)));
  return {
    defs: parts.map((g) => g.defs).join(''),
    body: parts
      .map((g, i) => {
        const { x, y, s, r } = items[i]!;
        return `<g transform="translate(${x} ${y}) rotate(${r} ${400 * s} ${500 * s}) scale(${s})">${g.body}</g>`;
      })
      .join(''),
  };
}

function svgDoc(w: number, h: number, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${defs}</defs>${body}</svg>`;
}

function garmentScene(w: number, h: number, bg: string, items: Placement[], mottle = false): Scene {
  return {
    w,
    h,
    svg: (rng) => {
      const back = studioBackground('b', w, h, bg);
      const stains = mottle
        ? noiseFill('b-mo', [0, 0, w, h], {
            freq: '0.004',
            seed: rng.int(1, 900),
            color: mix(bg, '#ffffff', 0.25),
            from: 0.45,
            to: 0.75,
            opacity: 0.35,
          })
        : '';
      const g = placeGarments('g', items);
      return svgDoc(w, h, back.defs + g.defs, back.body + stains + g.body);
    },
  };
}

const SCENES: Record<string, Scene> = {};

for (const [name, spec] of Object.entries(PRODUCTS)) {
  SCENES[name] = garmentScene(800, 1000, spec.bg, [{ name, x: 0, y: 0, s: 1, r: 0 }]);
}
for (const [name, spec] of Object.entries(PAINTINGS)) {
  SCENES[name] = {
    w: 800,
    h: 1000,
    svg: (rng) => {
      const back = wall('w', 800, 1000, spec.wall);
      const art = framed('a', rng, spec, 400, 480, 600, 760);
      return svgDoc(800, 1000, back.defs + art.defs, back.body + art.body);
    },
  };
}

const tile = (name: string, s = 0.72): Placement => ({ name, x: 400 - 400 * s, y: 400 - 500 * s, s, r: 0 });
SCENES['category-t-shirts'] = garmentScene(800, 800, '#d8c8b2', [tile('tee-spiral-bloom')]);
SCENES['category-jackets'] = garmentScene(800, 800, '#bfc5c6', [tile('jacket-acid-trucker')]);
SCENES['category-jeans-pants'] = garmentScene(800, 800, '#cdc3b4', [tile('jeans-acid-splash', 0.78)]);
SCENES['category-hoodies-sweatshirts'] = garmentScene(800, 800, '#cdb7a6', [tile('hoodie-galaxy-spiral')]);

SCENES['collection-vintage'] = garmentScene(1200, 800, '#d6c4a8', [
  { name: 'jacket-acid-trucker', x: 120, y: 60, s: 0.7, r: -6 },
  { name: 'tee-acid-wash', x: 560, y: 90, s: 0.66, r: 7 },
]);
SCENES['collection-desert-bloom'] = garmentScene(1200, 800, '#d9ab84', [
  { name: 'hoodie-desert-dust', x: 110, y: 50, s: 0.7, r: -5 },
  { name: 'tee-desert-dip', x: 590, y: 90, s: 0.66, r: 6 },
]);
SCENES['collection-midnight-acid'] = garmentScene(
  1200,
  800,
  '#3a4154',
  [
    { name: 'tee-spiral-bloom', x: 90, y: 80, s: 0.66, r: -7 },
    { name: 'jeans-black-drip', x: 640, y: 40, s: 0.72, r: 5 },
  ],
  true,
);

SCENES.hero = garmentScene(
  1920,
  1080,
  '#2e2b2a',
  [
    { name: 'hoodie-galaxy-spiral', x: 60, y: 70, s: 0.98, r: -8 },
    { name: 'jeans-acid-splash', x: 700, y: 40, s: 1, r: 3 },
    { name: 'tee-midnight-splatter', x: 1200, y: 110, s: 0.92, r: 9 },
  ],
  true,
);

SCENES['paintings-hero'] = {
  w: 1920,
  h: 800,
  svg: () => {
    const back = wall('w', 1920, 800, '#e2ddd4');
    const hang = (id: string, name: string, cx: number, maxW: number, maxH: number) =>
      framed(id, makeRng(name), PAINTINGS[name]!, cx, 390, maxW, maxH);
    const arts = [
      hang('a', 'painting-desert-hymn', 420, 380, 500),
      hang('b', 'painting-tidal-drift', 960, 460, 620),
      hang('c', 'painting-quiet-bloom', 1500, 380, 500),
    ];
    return svgDoc(
      1920,
      800,
      back.defs + arts.map((a) => a.defs).join(''),
      back.body + arts.map((a) => a.body).join(''),
    );
  },
};

/** Where a hanger's hook meets each silhouette (y in the 800 x 1000 design). */
const NECK: Record<GarmentKind, number> = { tee: 176, hoodie: 236, crew: 196, jacket: 150, jeans: 118 };

SCENES['about-studio'] = {
  w: 1200,
  h: 800,
  svg: () => {
    const back = studioBackground('b', 1200, 800, '#dcd5c9');
    const s = 0.6;
    const names = ['tee-acid-wash', 'hoodie-tidal-stripe', 'jacket-black-splatter'];
    const hangY = 150;
    const items = names.map((name, i) => {
      const cx = 250 + i * 350;
      return { name, x: cx - 400 * s, y: hangY - NECK[PRODUCTS[name]!.kind] * s, s, r: 0 };
    });
    const hooks = items
      .map((_, i) => {
        const cx = 250 + i * 350;
        return `<path d="M ${cx} ${hangY + 10} L ${cx} 92 C ${cx} 58 ${cx + 30} 58 ${cx + 30} 82" fill="none"
 stroke="#5d544b" stroke-width="6" stroke-linecap="round"/>`;
      })
      .join('');
    const floor = `<rect y="690" width="1200" height="110" fill="#b8a488"/><rect y="690" width="1200" height="6"
fill="#8f7c63"/>
<rect y="696" width="1200" height="40" fill="#000" opacity=".06"/>`;
    const rail = `<rect x="40" y="72" width="1120" height="12" rx="6" fill="#3f3832"/>
<rect x="46" y="78" width="10" height="640" fill="#3f3832"/><rect x="1144" y="78" width="10" height="640"
fill="#3f3832"/>
<rect x="16" y="712" width="70" height="10" rx="5" fill="#3f3832"/><rect x="1114" y="712" width="70" height="10"
rx="5" fill="#3f3832"/>`;
    const g = placeGarments('g', items);
    return svgDoc(1200, 800, back.defs + g.defs, back.body + floor + rail + hooks + g.body);
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------------------------

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
