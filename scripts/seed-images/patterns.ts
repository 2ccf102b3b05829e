/** Bleach patterns painted over a garment (in its 800 x 1000 box). */
import type { Dye } from './dyes.js';
import type { Rng } from './rng.js';
import { n, noiseFill, type Pt, polygon, roughFilter } from './svg.js';

export type PatternName = 'acid' | 'crumple' | 'spiral' | 'bullseye' | 'stripes' | 'splatter' | 'ombre' | 'drips';

export interface PatternCtx {
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

export const PATTERNS: Record<PatternName, (ctx: PatternCtx) => string> = {
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
