import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/index.js';
import { addOrder, addProduct } from '../testing/fixtures.js';
import { type TestBrowser, useTestApp } from '../testing/helpers.js';

/**
 * The exports opened by a real spreadsheet program: LibreOffice Calc, headless (`.ci/run` installs Debian's
 * `libreoffice-calc-nogui`; skipped in one line without `soffice`). Each export is read into a spreadsheet as
 * UTF-8 (what the BOM tells Excel, and what Calc's import dialog preselects for it), saved as .xlsx, and that
 * workbook written back out as CSV: the text cells must come back as they went in, and a neutralised formula cell
 * must stay text.
 */
const SOFFICE = ['/usr/bin/soffice', '/usr/local/bin/soffice'].find((path) => existsSync(path));

let db: Db;
let admin: TestBrowser;
useTestApp({ admin: true }, (shop) => ({ db, admin } = shop));

const dir = mkdtempSync(join(tmpdir(), 'wbs-spreadsheet-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function soffice(args: string[]): void {
  // Its own profile directory: no clash with another LibreOffice running on the machine.
  execFileSync(SOFFICE as string, [`-env:UserInstallation=file://${dir}/profile`, '--headless', ...args], {
    stdio: 'pipe',
    timeout: 120_000,
  });
}

/** The CSV through Calc and back: CSV (UTF-8) → .xlsx → CSV (UTF-8), parsed into rows. */
function throughCalc(name: string, csv: string): Record<string, string>[] {
  writeFileSync(join(dir, `${name}.csv`), csv);
  soffice([
    '--infilter=CSV:44,34,76,1',
    '--convert-to',
    'xlsx',
    '--outdir',
    join(dir, 'xlsx'),
    join(dir, `${name}.csv`),
  ]);
  soffice([
    '--convert-to',
    'csv:Text - txt - csv (StarCalc):44,34,76',
    '--outdir',
    join(dir, 'back'),
    join(dir, 'xlsx', `${name}.xlsx`),
  ]);
  return parse(readFileSync(join(dir, 'back', `${name}.csv`), 'utf8'), { bom: true, columns: true });
}

const rowsOf = (csv: string) => parse(csv, { bom: true, columns: true }) as Record<string, string>[];

describe.skipIf(!SOFFICE)('the CSV exports in LibreOffice Calc', () => {
  it('keep accents, commas, quotes and dashes, and a formula stays text', { timeout: 240_000 }, async () => {
    const tee = await addProduct(db, { name: 'Tee "Été", brûlé — №1', priceCents: 4250, stock: 5 });
    const trap = await addProduct(db, { name: '=HYPERLINK("http://evil.example")', priceCents: 1000, stock: 5 });
    await addOrder(db, {
      status: 'paid',
      paidAt: '2026-11-20T10:00:00.000Z',
      name: 'José Müller, Jr.',
      lines: [
        { productId: tee, name: 'Tee "Été", brûlé — №1', quantity: 2, unitCents: 4250 },
        { productId: trap, name: '=HYPERLINK("http://evil.example")', quantity: 1, unitCents: 1000 },
      ],
    });

    const orders = (await admin.get('/api/admin/exports/orders.csv')).body;
    const ordersBack = throughCalc('orders', orders);
    expect(ordersBack).toHaveLength(1);
    for (const column of ['name', 'email', 'address', 'city', 'status', 'shipping_method']) {
      expect(ordersBack[0]?.[column], column).toBe(rowsOf(orders)[0]?.[column]);
    }
    expect(ordersBack[0]?.name).toBe('José Müller, Jr.');
    expect(Number(ordersBack[0]?.total)).toBe(105); // 2 × $42.50 + $10 + $10 shipping

    const lines = (await admin.get('/api/admin/exports/order-lines.csv')).body;
    const linesBack = throughCalc('order-lines', lines);
    expect(linesBack.map((row) => row.name)).toEqual(['Tee "Été", brûlé — №1', `'=HYPERLINK("http://evil.example")`]);
    expect(linesBack.map((row) => row.customer)).toEqual(['José Müller, Jr.', 'José Müller, Jr.']);
  });
});
