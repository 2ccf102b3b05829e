/** Small SVG helpers shared by the garments, the paintings and the scenes. */

export type Pt = [number, number];

/** One decimal is plenty for SVG coordinates and keeps the documents small. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

function hexToRgb(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  const c = ca.map((v, i) => Math.round(v + (cb[i]! - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Catmull-Rom spline through the points, sampled `perSegment` times per segment. */
export function sampleSpline(pts: Pt[], perSegment: number): Pt[] {
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

export const polyline = (pts: Pt[]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
export const polygon = (pts: Pt[]) => `${polyline(pts)}Z`;

/** A filter that roughens edges: turbulence drives a displacement, then a slight blur. */
export function roughFilter(id: string, seed: number, freq: number, scale: number, blur = 0): string {
  return `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%">
<feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}" result="t"/>
<feDisplacementMap in="SourceGraphic" in2="t" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/>
${blur > 0 ? `<feGaussianBlur stdDeviation="${blur}"/>` : ''}</filter>`;
}

/**
 * Marbled noise as a flat colour whose opacity follows the noise: the acid-wash / crumple look, and the mottled
 * grounds of the paintings. `from`/`to` are the noise levels where the colour starts and becomes solid.
 */
export function noiseFill(id: string, box: [number, number, number, number], o: NoiseOpts): string {
  const [r, g, b] = hexToRgb(o.color).map((v) => (v / 255).toFixed(3));
  const slope = (o.opacity ?? 1) / (o.to - o.from);
  const [x, y, w, h] = box;
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${x}" y="${y}" width="${w}" height="${h}"
 color-interpolation-filters="sRGB">
<feTurbulence type="fractalNoise" baseFrequency="${o.freq}" numOctaves="${o.octaves ?? 4}" seed="${o.seed}"/>
<feColorMatrix type="matrix" values="0 0 0 0 ${r} 0 0 0 0 ${g} 0 0 0 0 ${b} ${n(slope)} 0 0 0 ${n(-o.from * slope)}"/>
</filter><rect x="${x}" y="${y}" width="${w}" height="${h}" filter="url(#${id})"/>`;
}

export interface NoiseOpts {
  freq: string;
  seed: number;
  color: string;
  from: number;
  to: number;
  opacity?: number;
  octaves?: number;
}

/** Fine grain (fabric, canvas, paper) as dark specks of low opacity. */
export function grain(id: string, box: [number, number, number, number], seed: number, strength: number, freq = 0.8) {
  return noiseFill(id, box, { freq: String(freq), seed, color: '#000000', from: 0.35, to: 0.75, opacity: strength });
}

export function svgDoc(w: number, h: number, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>${defs}</defs>${body}</svg>`;
}
