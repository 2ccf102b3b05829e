/** Garment silhouettes (outline and sewn details) drawn in an 800 x 1000 box. */
import type { Dye } from './dyes.js';
import type { Pt } from './svg.js';

export type GarmentKind = 'tee' | 'hoodie' | 'crew' | 'jacket' | 'jeans';

export interface Silhouette {
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

export const SILHOUETTES: Record<GarmentKind, Silhouette> = {
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
