/** Paintings: an abstract composition, framed, with its shadow; and the wall it hangs on. */
import type { ArtCtx } from './brush.js';
import { COMPOSITIONS, type Composition } from './compositions.js';
import type { Rng } from './rng.js';
import { grain, mix, n } from './svg.js';

export type Frame = 'canvas' | 'black' | 'oak' | 'mat';

export interface PaintingSpec {
  composition: Composition;
  palette: string[];
  /** width / height of the artwork. */
  aspect: number;
  frame: Frame;
  wall: string;
}

/** A framed artwork centred at (cx, cy), fitting in maxW x maxH (frame included). */
export function framed(p: string, rng: Rng, spec: PaintingSpec, cx: number, cy: number, maxW: number, maxH: number) {
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

export function wall(p: string, w: number, h: number, color: string) {
  return {
    defs: `<radialGradient id="${p}-wall" cx=".5" cy=".05" r="1.05">
<stop offset="0" stop-color="${mix(color, '#ffffff', 0.3)}"/><stop offset="1"
stop-color="${mix(color, '#000000', 0.14)}"/>
</radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${p}-wall)"/>${grain(`${p}-wg`, [0, 0, w, h], 11, 0.05, 0.5)}`,
  };
}
