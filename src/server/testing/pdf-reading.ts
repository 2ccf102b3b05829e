import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import jsQR from 'jsqr';

/** pdf.js's own copies of the 14 standard fonts (the certificates use Helvetica), read from its package. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

interface DecodedImage {
  width: number;
  height: number;
  data: Uint8ClampedArray;
  kind: number;
}

/**
 * Reads a certificate PDF as a collector's tools would, for the tests: the text of each page (pdfjs-dist, Mozilla's
 * PDF reader) and the QR codes its images hold, decoded with a QR reader (jsQR). Test-only (devDependencies).
 */
export async function readPdf(bytes: Uint8Array): Promise<{ text: string[]; qr: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  const text: string[] = [];
  const qr: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    text.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const ops = await page.getOperatorList();
    for (const [i, fn] of ops.fnArray.entries()) {
      if (fn !== pdfjs.OPS.paintImageXObject) continue;
      const name = ops.argsArray[i][0] as string;
      const image = await new Promise<DecodedImage>((resolve) => page.objs.get(name, resolve));
      const rgba = toRgba(image);
      const found = jsQR(rgba, image.width, image.height);
      if (found) qr.push(found.data);
    }
  }
  await doc.destroy();
  return { text, qr };
}

/** pdf.js's decoded image (1-bit grey, RGB or RGBA) as the RGBA pixels jsQR reads. */
function toRgba({ width, height, data, kind }: DecodedImage) {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    let v: [number, number, number];
    if (kind === 3) v = [data[p * 4] ?? 0, data[p * 4 + 1] ?? 0, data[p * 4 + 2] ?? 0];
    else if (kind === 2) v = [data[p * 3] ?? 0, data[p * 3 + 1] ?? 0, data[p * 3 + 2] ?? 0];
    else {
      const row = Math.ceil(width / 8);
      const x = p % width;
      const y = Math.floor(p / width);
      const bit = ((data[y * row + (x >> 3)] ?? 0) >> (7 - (x & 7))) & 1;
      v = bit ? [255, 255, 255] : [0, 0, 0];
    }
    out.set([...v, 255], p * 4);
  }
  return out;
}
