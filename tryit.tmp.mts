import { mkdirSync, writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import { chromium } from 'playwright-core';

const BASE = 'http://127.0.0.1:3343';
const SHOTS = '/work/notes/s53/shots';
mkdirSync(SHOTS, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
const errors: string[] = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

// The owner signs in.
await page.goto(`${BASE}/auth`);
const form = page.locator('form', { has: page.getByRole('button', { name: 'Login' }) });
await form.getByLabel('Username').fill('admin');
await form.getByLabel('Password', { exact: true }).fill('owner-pass-1');
await form.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(`${BASE}/`);

// The seeded limited print gets 5 APs on its size (as the painting dialog's APs field does).
const paintings = (await (await page.request.get(`${BASE}/api/paintings`)).json()) as any[];
const print = paintings.find((p) => p.editions?.length > 0);
const e = print.editions[0];
if (e.proofs < 5) {
  const res = await page.request.put(`${BASE}/api/paintings/${print.id}`, {
    data: { editions: [{ width: e.width, height: e.height, unit: e.unit, total: e.total, proofs: 5 }] },
  });
  console.log('set proofs', res.status());
}

await page.goto(`${BASE}/admin?tab=paintings`);
await page.getByLabel(`Editions of ${print.title}`).click();
const dialog = page.getByRole('dialog');
await dialog.getByText('AP 1/5 · held').waitFor();
await dialog.getByRole('button', { name: 'Record AP 1 sold' }).click();
await dialog.getByLabel(/Buyer's name/).fill('Gabrielle Roy');
await dialog.getByLabel(/Note/).fill('Paid by cheque, $450');
await page.screenshot({ path: `${SHOTS}/ap43-admin-record-form.png` });
await dialog.getByRole('button', { name: 'Record AP 1/5 sold' }).click();
await dialog.getByText('AP 1/5 · sold').waitFor();
await page.waitForTimeout(400);
await page.screenshot({ path: `${SHOTS}/ap43-admin-ap-sold.png` });
const pdfHref = await dialog.getByLabel('Certificate of AP 1/5').getAttribute('href');
const verifyHref = await dialog.getByLabel('Verify page of AP 1/5').getAttribute('href');
console.log('pdf', pdfHref, 'verify', verifyHref);

// Its PDF, opened as the owner, first page rendered to PNG.
const pdf = await page.request.get(`${BASE}${pdfHref}`);
console.log('pdf status', pdf.status(), pdf.headers()['content-type']);
const bytes = new Uint8Array(await pdf.body());
writeFileSync('/tmp/ap43-proof.pdf', bytes);
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
const doc = await pdfjs.getDocument({
  data: bytes,
  standardFontDataUrl: `${process.cwd()}/node_modules/pdfjs-dist/standard_fonts/`,
}).promise;
const first = await doc.getPage(1);
const viewport = first.getViewport({ scale: 1.5 });
const canvas = createCanvas(viewport.width, viewport.height);
await first.render({ canvasContext: canvas.getContext('2d') as any, viewport, canvas: canvas as any }).promise;
writeFileSync(`${SHOTS}/ap43-certificate-pdf.png`, canvas.toBuffer('image/png'));

// The verify page, on a phone.
const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true });
const mobile = await phone.newPage();
mobile.on('pageerror', (e) => errors.push(String(e)));
await mobile.goto(`${BASE}${verifyHref}`);
await mobile.waitForLoadState('networkidle');
await mobile.screenshot({ path: `${SHOTS}/ap43-verify-phone.png`, fullPage: true });
console.log('verify text:', (await mobile.locator('main').innerText()).slice(0, 400));
await mobile.goto(`${BASE}/fr${verifyHref}`);
await mobile.waitForLoadState('networkidle');
await mobile.screenshot({ path: `${SHOTS}/ap43-verify-phone-fr.png`, fullPage: true });
console.log('api verify:', await (await mobile.request.get(`${BASE}/api${verifyHref}`)).text());

// Void it (recorded by mistake): the page then says void.
await dialog.getByRole('button', { name: 'Void (recorded by mistake)' }).click();
await dialog.getByRole('button', { name: 'Confirm: void AP 1/5' }).click();
await dialog.getByText('AP 1/5 · held').waitFor();
await mobile.goto(`${BASE}${verifyHref}`);
await mobile.waitForLoadState('networkidle');
await mobile.screenshot({ path: `${SHOTS}/ap43-verify-phone-void.png`, fullPage: true });
console.log('after void:', (await mobile.locator('main').innerText()).slice(0, 200));
console.log('errors:', errors);
await browser.close();
