/**
 * Every seed image as a scene: product and painting images, category and collection tiles, the home page hero,
 * the paintings hero and the about page's studio rail.
 */
import { PAINTINGS, PRODUCTS } from './catalogue.js';
import { garment, studioBackground } from './garments.js';
import { framed, wall } from './paintings.js';
import { makeRng, type Rng } from './rng.js';
import type { GarmentKind } from './silhouettes.js';
import { mix, noiseFill, svgDoc } from './svg.js';

export type Scene = { w: number; h: number; svg: (rng: Rng) => string };
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

export const SCENES: Record<string, Scene> = {};

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
