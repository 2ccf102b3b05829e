/** Painting tools: a loaded brush, sweeping strokes, waves and paint splashes. */
import type { Rng } from './rng.js';
import { mix, n, type Pt, polygon, polyline, sampleSpline } from './svg.js';

export interface ArtCtx {
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
export function brush(rng: Rng, pts: Pt[], width: number, color: string, opacity = 0.9): string {
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
export function sweep(x: number, y: number, len: number, angle: number, bend: number, points = 4): Pt[] {
  return Array.from({ length: points }, (_, k) => {
    const t = k / (points - 1);
    const side = bend * len * Math.sin(Math.PI * t);
    return [
      x + Math.cos(angle) * len * t + Math.sin(angle) * side,
      y + Math.sin(angle) * len * t - Math.cos(angle) * side,
    ];
  });
}

export function wave(w: number, y: number, amp: number, rng: Rng): Pt[] {
  const phase = rng.range(0, 6.3);
  const phase2 = rng.range(0, 6.3);
  const k = rng.range(1.2, 2.4);
  return Array.from({ length: 25 }, (_, i) => {
    const x = (i / 24) * (w + 80) - 40;
    const u = x / w;
    return [x, y + amp * Math.sin(u * Math.PI * k + phase) + amp * 0.4 * Math.sin(u * Math.PI * 5 + phase2)];
  });
}

export function splashes(ctx: ArtCtx, count: number, color: string, maxR: number, opacity = 0.85): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = ctx.rng.range(0.8, maxR) * (ctx.rng.next() < 0.9 ? 1 : 2.5);
    out += `<circle cx="${n(ctx.rng.range(0, ctx.w))}" cy="${n(ctx.rng.range(0, ctx.h))}" r="${n(r)}" fill="${color}"
 opacity="${n(opacity * ctx.rng.range(0.5, 1))}"/>`;
  }
  return out;
}
