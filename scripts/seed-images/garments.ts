/** Garments as SVG fragments: silhouette, dye, bleach patterns, fabric texture and light; plus their backdrop. */
import { DYES, type Dye, type DyeName } from './dyes.js';
import { PATTERNS, type PatternCtx, type PatternName } from './patterns.js';
import type { Rng } from './rng.js';
import { type GarmentKind, SILHOUETTES } from './silhouettes.js';
import { grain, mix, n } from './svg.js';

export interface GarmentSpec {
  kind: GarmentKind;
  dye: DyeName;
  patterns: PatternName[];
}

/** A garment as SVG fragments in an 800 x 1000 box; `p` prefixes every id so several can share a document. */
export function garment(p: string, spec: GarmentSpec, rng: Rng): { defs: string; body: string } {
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

export function studioBackground(p: string, w: number, h: number, color: string): { defs: string; body: string } {
  return {
    defs: `<radialGradient id="${p}-bg" cx=".5" cy=".38" r=".8">
<stop offset="0" stop-color="${mix(color, '#ffffff', 0.35)}"/><stop offset="1"
stop-color="${mix(color, '#000000', 0.1)}"/>
</radialGradient>`,
    body: `<rect width="${w}" height="${h}" fill="url(#${p}-bg)"/>${grain(`${p}-bgg`, [0, 0, w, h], 7, 0.05, 0.7)}`,
  };
}
