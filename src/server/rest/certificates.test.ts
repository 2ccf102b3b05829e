import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { ORIGIN } from '../domain/mail/layout.js';
import { tokenHash } from '../domain/tokens.js';
import { addPainting } from '../testing/fixtures.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { readPdf } from '../testing/pdf-reading.js';
import { buyOverApi } from '../testing/shoppers.js';

/**
 * Certificates of authenticity (issue 43, item 2) through the real app: a paid original and a numbered print each
 * get one, its PDF says the edition and carries a QR of its `/verify/{code}`, the code's page says valid, then
 * "replaced" once the owner re-issues it and "void" once the line is refunded; strangers get 404, guessers 429.
 * On SQLite and, under `npm run test:pg`, on PostgreSQL. One shop for the file: each case buys its own pieces.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let publicUrl: string;
let uploads: string;

useTestApp(
  { admin: true, perFile: true, env: () => ({ UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'wbs-certs-')) }) },
  (shop) => {
    ({ app, db, admin } = shop);
    ({ publicUrl, uploadsDir: uploads } = shop.config);
  },
);

interface Line {
  id: number;
  certificateUrl: string | null;
  verifyUrl: string | null;
  verifyUrls: string[];
}

const printOf = (title: string, current: number) =>
  addPainting(db, {
    title,
    original: false,
    limited: { count: 50, current },
    sizes: [{ width: 8, height: 10, priceCents: 6000 }],
  });

async function buyPrintAndOriginal() {
  const print = await printOf('Night Garden Print', 16);
  const original = await addPainting(db, { title: 'Tidal Drift' });
  await db.updateTable('painting').set({ image_url: '/images/seed/painting-ember-field.webp' }).execute();
  const bought = await buyOverApi(app, [
    { productId: print, quantity: 1, size: '8x10in', item_type: 'painting' },
    { productId: original, quantity: 1, item_type: 'painting' },
  ]);
  const order = (await bought.browser.get(`/api/orders/${bought.orderId}`)).json();
  const lineOf = (name: string): Line => order.items.find((i: { name: string }) => i.name.startsWith(name));
  return { ...bought, print: lineOf('Night Garden'), original: lineOf('Tidal Drift') };
}

describe('certificates of authenticity', () => {
  it('gives a paid original and a numbered print each a certificate whose PDF says the edition and whose QR verifies', async () => {
    const { browser, orderId, print, original } = await buyPrintAndOriginal();
    expect(print.certificateUrl).toBe(`/api/orders/${orderId}/items/${print.id}/certificate.pdf`);
    expect(print.verifyUrl).toMatch(/^\/verify\/[A-Za-z0-9_-]{20}$/);
    expect(original.verifyUrl).not.toBe(print.verifyUrl);

    const pdf = await browser.get(print.certificateUrl ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const read = await readPdf(pdf.rawPayload);
    expect(read.text).toHaveLength(1);
    expect(read.text[0]).toContain('Certificate of Authenticity');
    expect(read.text[0]).toContain('17/50');
    expect(read.text[0]).toContain('Night Garden Print');
    expect(read.text[0]).not.toContain('Camille'); // no consent to show the buyer's name
    expect(read.qr).toEqual([`${publicUrl}${print.verifyUrl}`]);
    await writeFile(join(tmpdir(), 'certificate-print.pdf'), pdf.rawPayload); // for a look (docs: render it to PNG)
    // Made on demand from stored facts: the same certificate is the same bytes.
    expect(Buffer.compare((await browser.get(print.certificateUrl ?? '')).rawPayload, pdf.rawPayload)).toBe(0);

    const originalPdf = await readPdf((await admin.get(original.certificateUrl ?? '')).rawPayload);
    expect(originalPdf.text[0]).toContain('Original');
    expect(originalPdf.qr).toEqual([`${publicUrl}${original.verifyUrl}`]);

    const verified = await new TestBrowser(app).get(`/api${print.verifyUrl}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      title: 'Night Garden Print',
      artist: 'Wren',
      year: 2025,
      edition: '17/50',
      kind: 'print',
      status: 'valid',
      imageUrl: '/images/seed/painting-ember-field.webp',
      seller: 'Wild Bleach Studio',
    });
    expect(verified.body).not.toContain('@example.com');
  });

  it('voids a refunded line and says "replaced" for a re-issued code', async () => {
    const { orderId, print, original } = await buyPrintAndOriginal();
    const reissued = await admin.post(`/api/admin/orders/${orderId}/items/${original.id}/certificate`, {});
    expect(reissued.statusCode, reissued.body).toBe(200);
    const fresh = reissued.json().items.find((i: Line) => i.id === original.id) as Line;
    expect(fresh.verifyUrl).not.toBe(original.verifyUrl);
    const status = async (url: string | null) => (await new TestBrowser(app).get(`/api${url}`)).json().status;
    expect(await status(original.verifyUrl)).toBe('replaced');
    expect(await status(fresh.verifyUrl)).toBe('valid');

    const refund = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: print.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await status(print.verifyUrl)).toBe('void');
    const after = (await admin.get(`/api/admin/orders/${orderId}`)).json();
    const refunded = after.items.find((i: Line) => i.id === print.id) as Line;
    expect(refunded).toMatchObject({ certificateUrl: null, verifyUrl: null, verifyUrls: [] });
    expect((await admin.get(print.certificateUrl ?? '')).statusCode).toBe(404);
    // A re-issue of a void line has nothing to re-issue.
    const again = await admin.post(`/api/admin/orders/${orderId}/items/${print.id}/certificate`, {});
    expect(again.statusCode).toBe(404);
  });

  it('numbers a line of two units with a certificate each, one PDF page per unit', async () => {
    const print = await printOf('Two Of Them', 40);
    const { browser, orderId } = await buyOverApi(app, [
      { productId: print, quantity: 2, size: '8x10in', item_type: 'painting' },
    ]);
    const [line] = (await browser.get(`/api/orders/${orderId}`)).json().items as Line[];
    expect(line?.verifyUrls).toHaveLength(2);
    const read = await readPdf((await browser.get(line?.certificateUrl ?? '')).rawPayload);
    expect(read.text.map((t) => /4[12]\/50/.exec(t)?.[0])).toEqual(['41/50', '42/50']);
    expect(read.qr).toEqual(line?.verifyUrls.map((u) => `${publicUrl}${u}`));
    // One unit refunded: the higher number's certificate is void, the other holds.
    const refund = await admin.post(`/api/admin/orders/${orderId}/refund`, {
      lines: [{ orderItemId: line?.id, quantity: 1 }],
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const status = async (url = '') => (await new TestBrowser(app).get(`/api${url}`)).json().status;
    expect([await status(line?.verifyUrls[0]), await status(line?.verifyUrls[1])]).toEqual(['valid', 'void']);
    const after = await readPdf((await browser.get(line?.certificateUrl ?? '')).rawPayload);
    expect(after.text.map((t) => /4[12]\/50/.exec(t)?.[0])).toEqual(['41/50']);
  });

  it('leaves no valid certificate when a refund and a re-issue of the line race', async () => {
    const { orderId, original } = await buyPrintAndOriginal();
    const [refund, reissue] = await Promise.all([
      admin.post(`/api/admin/orders/${orderId}/refund`, { lines: [{ orderItemId: original.id, quantity: 1 }] }),
      admin.post(`/api/admin/orders/${orderId}/items/${original.id}/certificate`, {}),
    ]);
    expect(refund.statusCode, refund.body).toBe(200);
    expect([200, 404]).toContain(reissue.statusCode);
    const rows = await db.selectFrom('certificate').select('status').where('order_item_id', '=', original.id).execute();
    expect(rows.filter((r) => r.status === 'valid')).toEqual([]);
    expect(rows.filter((r) => r.status === 'void')).toHaveLength(1);
  });

  it('keeps certificates from strangers: another customer, no cookie and a guessed line are 404', async () => {
    const { orderId, print } = await buyPrintAndOriginal();
    const stranger = await buyOverApi(app, [], { pay: false }).catch(() => null);
    const other = new TestBrowser(app);
    await other.post('/api/register', { username: 'certstranger', email: 'cs@example.com', password: 'secret1' });
    for (const browser of [other, new TestBrowser(app), ...(stranger ? [stranger.browser] : [])]) {
      expect((await browser.get(print.certificateUrl ?? '')).statusCode).toBe(404);
    }
    expect((await admin.get(`/api/orders/${orderId}/items/${print.id + 999}/certificate.pdf`)).statusCode).toBe(404);
    expect((await admin.get(`/api/orders/${orderId + 1}/items/${print.id}/certificate.pdf`)).statusCode).toBe(404);
    expect((await admin.get(`/api/orders/x/items/${print.id}/certificate.pdf`)).statusCode).toBe(400);
    expect((await other.get(`${print.certificateUrl}?token=guessed`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown codes, 400 for malformed ones, and 429 once an address guesses too many', async () => {
    const guesser = new TestBrowser(app, '10.43.0.1');
    expect((await guesser.get('/api/verify/AAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await guesser.get('/api/verify/short')).statusCode).toBe(400);
    const codes: number[] = [];
    for (let i = 0; i < 60; i++)
      codes.push((await guesser.get(`/api/verify/guess${String(i).padStart(15, '0')}`)).statusCode);
    expect(codes.filter((c) => c === 404).length).toBeGreaterThan(50);
    expect(codes.at(-1)).toBe(429);
    // Another address is not locked out.
    expect((await new TestBrowser(app, '10.43.0.2').get('/api/verify/AAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
  });

  it("shows the buyer's name once they agree, and the artist's signature the owner set", async () => {
    // A signature as the media library keeps an upload's copy: a PNG file under the uploads folder.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="120"><path d="M10 90 C 60 10, 90 10, 120 80 S 200 120, 240 40 S 320 30, 350 70" stroke="#1a1a1a" stroke-width="5" fill="none"/></svg>`;
    await sharp(Buffer.from(svg)).png().toFile(join(uploads, 'signature-mail.png'));
    const set = await admin.put('/api/site-settings', {
      settings: { certificateSignature: '/uploads/signature-mail.png' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const { browser, orderId, original } = await buyPrintAndOriginal();
    const name = (await browser.get(`/api/orders/${orderId}`)).json().name as string;
    const before = await readPdf((await browser.get(original.certificateUrl ?? '')).rawPayload);
    expect(before.text[0]).not.toContain(name);
    // Another customer cannot set it on this order; a body that is not a yes or no is refused and changes nothing.
    const other = new TestBrowser(app);
    await other.post('/api/register', { username: 'certnamer', email: 'cn@example.com', password: 'secret1' });
    expect((await other.put(`/api/orders/${orderId}/certificate-name`, { show: true })).statusCode).toBe(404);
    expect((await browser.put(`/api/orders/${orderId}/certificate-name`, { show: 'yes' })).statusCode).toBe(400);
    const agreed = await browser.put(`/api/orders/${orderId}/certificate-name`, { show: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json().certificateName).toBe(true);
    const pdf = (await browser.get(original.certificateUrl ?? '')).rawPayload;
    const after = await readPdf(pdf);
    expect(after.text[0]).toContain(name);
    expect(after.qr).toEqual([`${publicUrl}${original.verifyUrl}`]); // the signature is an image too: still one QR

    // The verification page never names the buyer.
    expect((await new TestBrowser(app).get(`/api${original.verifyUrl}`)).body).not.toContain(name);
    await writeFile(join(tmpdir(), 'certificate-original.pdf'), pdf);
  });

  it('re-issues once per request when the owner clicks five times at once: one valid certificate, the rest replaced', async () => {
    const { orderId, original } = await buyPrintAndOriginal();
    const url = `/api/admin/orders/${orderId}/items/${original.id}/certificate`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin.post(url, {})));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rows = await db.selectFrom('certificate').select('status').where('order_item_id', '=', original.id).execute();
    expect(rows.filter((r) => r.status === 'valid')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'replaced')).toHaveLength(5);
  });

  it("lists each certificate's verification page in the shipping notice, and where its PDF is", async () => {
    const { orderId, print, original } = await buyPrintAndOriginal();
    const move = (body: object) => admin.put(`/api/admin/orders/${orderId}/status`, body);
    expect((await move({ status: 'processing' })).statusCode).toBe(200);
    const shipped = await move({ status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const mail = await db
      .selectFrom('mail_message')
      .select(['html', 'text'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'order_shipped')
      .executeTakeFirstOrThrow();
    // The outbox keeps the shop's origin as a placeholder, filled in when the mail is sent (mail/layout.ts).
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('certificates of authenticity are below as PDFs');
      expect(body).toContain(`${ORIGIN}${print.verifyUrl}`);
      expect(body).toContain(`${ORIGIN}${original.verifyUrl}`);
    }
    // Each certified line's PDF, by a signed link that opens with no cookie (a guest has no other link in this mail).
    const pdfLinks = [...mail.text.matchAll(/\(PDF\): \{\{shop-origin\}\}(\S+)/g)].map((m) => m[1] as string);
    expect(pdfLinks).toHaveLength(2);
    const stranger = new TestBrowser(app);
    for (const url of pdfLinks) {
      const res = await stranger.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    // A signature opens only its own line: moved to the other line, altered or malformed, it is 404 or 400.
    const [first, second] = pdfLinks as [string, string];
    const otherLine = `${second.split('?')[0]}?${first.split('?')[1]}`;
    expect((await stranger.get(otherLine)).statusCode).toBe(404);
    expect((await stranger.get(`${first.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await stranger.get(`${first.split('?')[0]}?sig=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });

  it("serves a guest order's certificate (in its order's language) and takes its name choice through its mailed link's token alone", async () => {
    const { orderId, original } = await buyPrintAndOriginal();
    // The order as a guest's: no account, the hash of its mailed link's token (as issueGuestLink keeps it).
    const token = 'g'.repeat(43);
    await db
      .updateTable('order')
      .set({ user_id: null, guest_link_hash: tokenHash(token) })
      .where('id', '=', orderId)
      .execute();
    const stranger = new TestBrowser(app, '10.43.1.1');
    expect((await stranger.get(`${original.certificateUrl}?token=${'h'.repeat(43)}`)).statusCode).toBe(404);
    // An order placed in French has its certificate in French.
    await db.updateTable('order').set({ locale: 'fr' }).where('id', '=', orderId).execute();
    const french = await stranger.get(`${original.certificateUrl}?token=${token}`);
    expect(french.statusCode).toBe(200);
    const [page] = (await readPdf(french.rawPayload)).text;
    expect(page).toContain('Certificat d’authenticité');
    expect(page).toContain('Vendu par');
    const wrong = await stranger.put(`/api/orders/${orderId}/certificate-name`, { show: true, token: 'h'.repeat(43) });
    expect(wrong.statusCode).toBe(404);
    const chosen = await stranger.put(`/api/orders/${orderId}/certificate-name`, { show: true, token });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().certificateName).toBe(true);
  });
});
