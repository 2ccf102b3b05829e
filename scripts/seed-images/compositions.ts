/** The abstract compositions of the paintings (by "Wren"), drawn in the artwork's own w x h box. */
import { type ArtCtx, brush, splashes, sweep, wave } from './brush.js';
import { mix, n, noiseFill, type Pt, polygon, roughFilter } from './svg.js';

export type Composition = 'tidal' | 'sun' | 'gestural' | 'bleach' | 'geometric' | 'horizon' | 'colorfield';

export const COMPOSITIONS: Record<Composition, (ctx: ArtCtx) => string> = {
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
