import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMoney, isWholeCents, toCents, toDollars } from './money.js';

const SRC = path.resolve(import.meta.dirname, '..');

/** Every source file under src (tests aside), relative to it. */
function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path.relative(SRC, full)] : [];
  });
}

/** Rounding that is not money: a progress percentage, a contrast ratio to two decimals. */
const NOT_MONEY = ['client/components/Admin/Media/UploadZone.tsx', 'client/contrast.ts'];

describe('dollars to cents', () => {
  it('rounds to the nearest cent, whatever binary floating point made of the dollars', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(toCents(1234.56))).toBe(1234.56);
    expect(isWholeCents(0.1 + 0.2)).toBe(true);
    expect(isWholeCents(12.345)).toBe(false);
  });

  it('is the one conversion: no source rounds dollars times 100 on its own', () => {
    const inline = sources()
      .filter((file) => file !== 'shared/money.ts' && !NOT_MONEY.includes(file))
      .flatMap((file) =>
        readFileSync(path.join(SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (/Math\.round\([^()]*\*\s*100\s*\)/.test(line) ? [`${file}:${i + 1}`] : [])),
      );
    expect(inline).toEqual([]);
  });
});

describe('money on screen', () => {
  it('reads as each language writes it: English as before, Canadian French with the symbol after', () => {
    expect(formatMoney(42)).toBe('$42.00');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(1234567.891, '€')).toBe('€1,234,567.89');
    expect(formatMoney(42, 'cad')).toBe('CA$42.00');
    expect(formatMoney(42, 'CA$')).toBe('CA$42.00');
    expect(formatMoney(42, 'cad', 'fr')).toBe('42,00\u00a0$');
    expect(formatMoney(1234.5, 'CA$', 'fr')).toBe('1\u00a0234,50\u00a0$');
    // US dollars on a French page say so: a Canadian reads a bare $ as Canadian dollars.
    expect(formatMoney(42, '$', 'fr')).toBe('42,00\u00a0$\u00a0US');
    expect(formatMoney(42, 'usd', 'fr')).toBe('42,00\u00a0$\u00a0US');
    expect(formatMoney(-3, '€', 'fr')).toBe('-3,00\u00a0€');
  });

  it('writes a round amount without its cents when asked (a choice of amounts), in each language', () => {
    expect(formatMoney(50, '$', 'en', { whole: true })).toBe('$50');
    expect(formatMoney(50, '$', 'fr', { whole: true })).toBe('50\u00a0$\u00a0US');
    expect(formatMoney(50, 'CA$', 'fr', { whole: true })).toBe('50\u00a0$');
    // The formats with cents are cached apart and unchanged.
    expect(formatMoney(50, '$', 'en')).toBe('$50.00');
  });
});
