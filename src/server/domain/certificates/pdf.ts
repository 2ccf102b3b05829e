import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Locale } from '../../../shared/locale.js';
import type { Reader } from '../../db/flow.js';
import { SEED_IMAGE_DIR, SEED_IMAGE_PREFIX } from '../../paths.js';
import { loadSharp } from '../media.js';
import { getSettings } from '../settings.js';
import type { Holder } from './edition.js';
import { type CertificateFacts, certificateFacts } from './facts.js';

/**
 * The certificate of authenticity as a PDF (issue 43), made on demand from the stored facts (never stored):
 * pdf-lib (pure JavaScript, no native part, embeds JPEG and PNG) draws one A4 page per valid certificate of the
 * line, each with the work's image, its facts, the edition, the buyer's name when they agreed, the date of sale,
 * the artist's signature image and a QR code (the `qrcode` package) of its `/verify/{code}` URL. Its dates are the
 * sale's, so the same certificate gives the same bytes.
 */

const LABELS = {
  en: {
    heading: 'Certificate of Authenticity',
    title: 'Title',
    artist: 'Artist',
    year: 'Year',
    medium: 'Medium',
    dimensions: 'Dimensions',
    edition: 'Edition',
    buyer: 'Collector',
    sold: 'Date of sale',
    seller: 'Sold by',
    signature: 'Signature',
    scan: 'Scan to verify this certificate:',
    original: 'Original',
  },
  fr: {
    heading: 'Certificat d’authenticité',
    title: 'Titre',
    artist: 'Artiste',
    year: 'Année',
    medium: 'Technique',
    dimensions: 'Dimensions',
    edition: 'Édition',
    buyer: 'Collectionneur',
    sold: 'Date de vente',
    seller: 'Vendu par',
    signature: 'Signature',
    scan: 'Scannez pour vérifier ce certificat :',
    original: 'Original',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/** Where a shop image's file is: an upload (`/uploads/…`) or a seed image; anything else (another site's): none. */
function imageFile(url: string, uploadsDir: string): string | null {
  if (url.startsWith('/uploads/')) return join(uploadsDir, basename(url));
  if (url.startsWith(SEED_IMAGE_PREFIX)) return join(SEED_IMAGE_DIR, url.slice(SEED_IMAGE_PREFIX.length));
  return null;
}

/** The image as JPEG (a photo) or PNG (a signature, kept clear), at most `width` px wide; null when it cannot be read. */
async function embedImage(doc: PDFDocument, url: string, uploadsDir: string, png: boolean, width: number) {
  const file = url ? imageFile(url, uploadsDir) : null;
  if (!file) return null;
  try {
    const sharp = await loadSharp();
    const resized = sharp(await readFile(file)).resize({ width, withoutEnlargement: true });
    return png
      ? await doc.embedPng(await resized.png().toBuffer())
      : await doc.embedJpg(await resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer());
  } catch {
    return null;
  }
}

/** Text the standard font can draw: anything outside its WinAnsi set becomes "?" (a PDF never fails on a name). */
function drawable(font: PDFFont, text: string): string {
  const set = new Set(font.getCharacterSet());
  return [...text].map((ch) => (set.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

const A4 = [595.28, 841.89] as const;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);

/** The day of sale as the certificate's language writes it (UTC: the same bytes wherever it is made). */
function saleDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

interface Drawing {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
}

function scaledInto(image: PDFImage, box: { width: number; height: number }) {
  const scale = Math.min(box.width / image.width, box.height / image.height, 1);
  return { width: image.width * scale, height: image.height * scale };
}

async function drawPage(
  doc: PDFDocument,
  { page, font, bold }: Drawing,
  facts: CertificateFacts,
  unit: CertificateFacts['units'][number],
  art: { image: PDFImage | null; signature: PDFImage | null; publicUrl: string },
): Promise<void> {
  const l = LABELS[facts.locale];
  const [width, height] = A4;
  const text = (s: string, x: number, y: number, size: number, f = font, color = INK) =>
    page.drawText(drawable(f, s), { x, y, size, font: f, color });
  page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: MUTED, borderWidth: 1 });
  const heading = drawable(bold, l.heading);
  page.drawText(heading, {
    x: (width - bold.widthOfTextAtSize(heading, 24)) / 2,
    y: height - 80,
    size: 24,
    font: bold,
  });
  let y = height - 110;
  if (art.image) {
    const box = scaledInto(art.image, { width: 360, height: 240 });
    y -= box.height;
    page.drawImage(art.image, { x: (width - box.width) / 2, y, ...box });
  }
  y -= 36;
  const rows: [string, string][] = [
    [l.title, facts.title],
    [l.artist, facts.artist],
    [l.year, facts.year === null ? '—' : String(facts.year)],
    [l.medium, facts.medium || '—'],
    [l.dimensions, facts.dimensions || '—'],
    [l.edition, unit.edition === 'Original' ? l.original : unit.edition],
    ...(facts.buyer ? ([[l.buyer, facts.buyer]] as [string, string][]) : []),
    [l.sold, saleDay(facts.soldAt, facts.locale)],
    [l.seller, facts.shopName],
  ];
  for (const [label, value] of rows) {
    text(label, 72, y, 11, font, MUTED);
    text(value, 200, y, 13, label === l.edition ? bold : font);
    y -= 22;
  }
  const verifyUrl = `${art.publicUrl}/verify/${unit.code}`;
  const qr = await doc.embedPng(
    await QRCode.toBuffer(verifyUrl, { type: 'png', margin: 2, scale: 6, errorCorrectionLevel: 'M' }),
  );
  page.drawImage(qr, { x: width - 72 - 120, y: 60, width: 120, height: 120 });
  text(l.scan, 72, 130, 10, font, MUTED);
  text(verifyUrl, 72, 114, 9, font, MUTED);
  text(l.signature, 72, 168, 10, font, MUTED);
  if (art.signature) {
    const box = scaledInto(art.signature, { width: 180, height: 54 });
    page.drawImage(art.signature, { x: 72, y: 180, ...box });
  }
}

/**
 * The PDF of a holder's valid certificates (one page each: an order line's units, or the one of an artist's proof the
 * owner sold); null when it has none.
 */
export async function certificatePdf(
  deps: { db: Reader; config: { uploadsDir: string; publicUrl: string } },
  holder: Holder,
): Promise<Uint8Array | null> {
  const facts = await certificateFacts(deps, holder);
  if (!facts || facts.units.length === 0) return null;
  const settings = await getSettings(deps);
  const doc = await PDFDocument.create();
  // Fixed metadata: the sale's date, not the time it was made, so one certificate is always the same bytes.
  const stamp = new Date(facts.soldAt);
  doc.setTitle(`${LABELS[facts.locale].heading} — ${facts.title}`);
  doc.setAuthor(facts.artist);
  doc.setProducer(facts.shopName);
  doc.setCreator(facts.shopName);
  doc.setCreationDate(stamp);
  doc.setModificationDate(stamp);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const { uploadsDir, publicUrl } = deps.config;
  const image = await embedImage(doc, facts.imageUrl ?? '', uploadsDir, false, 1000);
  const signature = await embedImage(doc, settings.certificateSignature, uploadsDir, true, 600);
  for (const unit of facts.units) {
    const page = doc.addPage([...A4]);
    await drawPage(doc, { page, font, bold }, facts, unit, { image, signature, publicUrl });
  }
  return doc.save({ useObjectStreams: false });
}
