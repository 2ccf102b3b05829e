import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { TestBrowser, useTestApp } from '../testing/helpers.js';
import { LIMITED_PRINT_SIZES, newLimitedPrint } from '../testing/limited-print.js';
import { readPdf } from '../testing/pdf-reading.js';

/**
 * Artist's proofs the owner sells (issue 43) over REST: recording one answers its number and its certificate's URLs;
 * the PDF says "AP 1/5" (and the buyer's name only when the owner typed one) with a QR that decodes to its verify
 * URL; `GET /api/verify/{code}` says `kind: 'proof'`; a re-issue makes the old code "replaced", a void makes the
 * code "void" and the proof held again. Owner only; bad input is a 400 that changes nothing. On SQLite and, under
 * `npm run test:pg`, on PostgreSQL. One shop for the file: each case makes its own print.
 */
let app: FastifyInstance;
let db: Db;
let admin: TestBrowser;
let publicUrl: string;
useTestApp({ admin: true, perFile: true }, (shop) => {
  ({ app, db, admin } = shop);
  ({ publicUrl } = shop.config);
});

const codeOf = (verifyUrl: string) => verifyUrl.replace('/verify/', '');

async function pdfOf(url: string) {
  const res = await admin.get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return readPdf(res.rawPayload);
}

describe("an artist's proof the owner records as sold", () => {
  it('gets a certificate: its PDF says AP 1/5 and the buyer, its QR decodes to /verify, which says proof', async () => {
    const id = await newLimitedPrint(admin);
    const res = await admin.post(`/api/paintings/${id}/proofs`, {
      size: '8x10',
      buyer: 'Gabrielle Roy',
      soldOn: '2026-01-15',
      note: 'Paid by cheque, $400',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { proof, editions } = res.json();
    expect(proof).toMatchObject({ number: 1, edition: 'AP 1/5' });
    expect(proof.certificateUrl).toBe(`/api/paintings/${id}/proofs/${proof.saleId}/certificate.pdf`);
    expect(proof.verifyUrl).toMatch(/^\/verify\/[A-Za-z0-9_-]{20}$/);
    expect(editions[0]).toMatchObject({ size: '8x10in', proofs: 5, proofsSold: 1 });
    expect(editions[0].proofList[0]).toEqual({
      number: 1,
      status: 'sold',
      saleId: proof.saleId,
      buyer: 'Gabrielle Roy',
      soldAt: '2026-01-15T12:00:00.000Z',
      note: 'Paid by cheque, $400',
      certificateUrl: proof.certificateUrl,
      verifyUrl: proof.verifyUrl,
    });

    const { text, qr } = await pdfOf(proof.certificateUrl);
    expect(text).toHaveLength(1);
    expect(text[0]).toContain('AP 1/5');
    expect(text[0]).toContain('Gabrielle Roy');
    expect(text[0]).toContain('January 15, 2026');
    expect(text[0]).toContain('8x10in');
    // The owner's note is theirs: never printed.
    expect(text[0]).not.toContain('cheque');
    expect(qr).toEqual([`${publicUrl}${proof.verifyUrl}`]);

    const verified = await new TestBrowser(app, '10.43.9.1').get(`/api/verify/${codeOf(proof.verifyUrl)}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ title: 'Tide Line', edition: 'AP 1/5', kind: 'proof', status: 'valid' });
    expect(verified.body).not.toContain('Gabrielle');
  });

  it('prints no collector line without a name, in French when asked', async () => {
    const id = await newLimitedPrint(admin);
    const res = await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in', buyer: '  ', locale: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const { text } = await pdfOf(res.json().proof.certificateUrl);
    expect(text[0]).toContain('Certificat d’authenticité');
    expect(text[0]).toContain('AP 1/5');
    expect(text[0]).not.toContain('Collectionneur');
    expect(res.json().editions[0].proofList[0].buyer).toBeNull();
  });

  it('re-issues (old code "replaced") and voids a sale recorded by mistake (code "void", the proof held again)', async () => {
    const id = await newLimitedPrint(admin, 2);
    const first = (await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in', buyer: 'A. Roy' })).json().proof;
    const second = (await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in' })).json().proof;
    expect([first.edition, second.edition]).toEqual(['AP 1/2', 'AP 2/2']);
    expect((await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in' })).statusCode).toBe(409);

    const reissued = await admin.post(`/api/paintings/${id}/proofs/${first.saleId}/certificate`);
    expect(reissued.statusCode, reissued.body).toBe(200);
    const fresh = reissued.json().proof;
    expect(fresh).toMatchObject({ saleId: first.saleId, edition: 'AP 1/2' });
    expect(fresh.verifyUrl).not.toBe(first.verifyUrl);
    const status = async (url: string) => (await admin.get(`/api/verify/${codeOf(url)}`)).json().status;
    expect([await status(first.verifyUrl), await status(fresh.verifyUrl)]).toEqual(['replaced', 'valid']);
    expect((await pdfOf(first.certificateUrl)).qr).toEqual([`${publicUrl}${fresh.verifyUrl}`]);

    const voided = await admin.post(`/api/paintings/${id}/proofs/${first.saleId}/void`);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().editions[0]).toMatchObject({ proofsSold: 1 });
    expect(voided.json().editions[0].proofList.map((p: { status: string }) => p.status)).toEqual(['held', 'sold']);
    expect(await status(fresh.verifyUrl)).toBe('void');
    expect((await admin.get(`/api/verify/${codeOf(fresh.verifyUrl)}`)).json()).toMatchObject({ kind: 'proof' });
    expect((await admin.get(first.certificateUrl)).statusCode).toBe(404);
    // Void twice, or re-issue a void one: 404, nothing changes.
    expect((await admin.post(`/api/paintings/${id}/proofs/${first.saleId}/void`)).statusCode).toBe(404);
    expect((await admin.post(`/api/paintings/${id}/proofs/${first.saleId}/certificate`)).statusCode).toBe(404);
    // The proof held again is the next one recorded: AP 1/2, with a new certificate.
    const again = await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in' });
    expect(again.json().proof).toMatchObject({ number: 1, edition: 'AP 1/2' });
    expect(again.json().proof.saleId).not.toBe(first.saleId);
    // The edition cannot drop below the proofs it sold.
    const shrink = await admin.put(`/api/paintings/${id}`, {
      available_sizes: LIMITED_PRINT_SIZES,
      editions: [{ width: 8, height: 10, total: 50, proofs: 1 }],
    });
    expect(shrink.statusCode, shrink.body).toBe(400);
    expect(shrink.json().message).toBe("The 8x10in edition has sold its artist's proof 2");
  });

  it('is the owner’s alone: 401 signed out, 403 a customer, 404 another print’s sale', async () => {
    const id = await newLimitedPrint(admin);
    const other = await newLimitedPrint(admin);
    const { proof } = (await admin.post(`/api/paintings/${id}/proofs`, { size: '8x10in' })).json();
    const anonymous = new TestBrowser(app, '10.43.9.2');
    const customer = new TestBrowser(app, '10.43.9.3');
    await customer.post('/api/register', { username: 'apcollector', email: 'apc@example.com', password: 'secret1' });
    const calls = [
      ['POST', `/api/paintings/${id}/proofs`, { size: '8x10in' }],
      ['POST', `/api/paintings/${id}/proofs/${proof.saleId}/void`, undefined],
      ['POST', `/api/paintings/${id}/proofs/${proof.saleId}/certificate`, undefined],
      ['GET', proof.certificateUrl, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await anonymous.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const url of [
      `/api/paintings/${other}/proofs/${proof.saleId}/void`,
      `/api/paintings/${other}/proofs/${proof.saleId}/certificate`,
    ]) {
      expect((await admin.post(url)).statusCode).toBe(404);
    }
    expect((await admin.get(`/api/paintings/${other}/proofs/${proof.saleId}/certificate.pdf`)).statusCode).toBe(404);
    expect((await admin.post('/api/paintings/999999/proofs', { size: '8x10in' })).statusCode).toBe(404);
    const view = (await admin.get(`/api/paintings/${id}/editions`)).json();
    expect(view.editions[0]).toMatchObject({ proofsSold: 1 });
    expect(view.editions[0].proofList[0].verifyUrl).toBe(proof.verifyUrl);
  });

  it.each([
    ['no size', {}],
    ['a size without an edition', { size: '5x7in' }],
    ['an unknown field', { size: '8x10in', price: 1 }],
    ['a day after today', { size: '8x10in', soldOn: '2999-01-01' }],
    ['a day that is no date', { size: '8x10in', soldOn: '15/01/2026' }],
    ['a name too long', { size: '8x10in', buyer: 'x'.repeat(121) }],
    ['a name that is no text', { size: '8x10in', buyer: 42 }],
    ['an unknown language', { size: '8x10in', locale: 'de' }],
  ])('refuses %s with a 400 that records nothing', async (_, body) => {
    const id = await newLimitedPrint(admin);
    const res = await admin.post(`/api/paintings/${id}/proofs`, body);
    expect(res.statusCode, res.body).toBe(400);
    const sales = await db
      .selectFrom('proof_sale as s')
      .innerJoin('painting_edition as e', 'e.id', 's.edition_id')
      .select('s.id')
      .where('e.painting_id', '=', id)
      .execute();
    expect(sales).toEqual([]);
    expect((await admin.get(`/api/paintings/${id}/editions`)).json().editions[0].proofsSold).toBe(0);
  });

  it('refuses ids that are not numbers with a 400', async () => {
    expect((await admin.post('/api/paintings/abc/proofs/1/void')).statusCode).toBe(400);
    expect((await admin.get('/api/paintings/1/proofs/x/certificate.pdf')).statusCode).toBe(400);
  });
});
