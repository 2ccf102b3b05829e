import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MoneyParts, splitRefund, splitTax, type TaxShare } from './refunds.js';

const sum = (p: MoneyParts) => p.merchandiseCents + p.shippingCents + p.taxCents;

describe('what a refund gave back, by part', () => {
  it('splits an amount into merchandise with its tax first, shipping only beyond both', () => {
    const left = { merchandiseCents: 8100, shippingCents: 1295, taxCents: 1213 };
    // 4657 × 1213 / 9313 = 606.56 → 607 tax.
    expect(splitRefund(4657, left)).toEqual({ merchandiseCents: 4050, shippingCents: 0, taxCents: 607 });
    expect(splitRefund(9313 + 95, left)).toEqual({ merchandiseCents: 8100, shippingCents: 95, taxCents: 1213 });
    expect(splitRefund(10608, left)).toEqual(left);
    expect(splitRefund(10700, left)).toEqual({ ...left, merchandiseCents: 8192 });
    // A refund of lines is what its lines were, shipping included when asked.
    const byLines = { merchandiseCents: 4500, shippingCents: 795, taxCents: 180 };
    expect(splitRefund(5475, { merchandiseCents: 12500, shippingCents: 795, taxCents: 500 }, byLines)).toEqual(byLines);
  });

  it('splits tax over the tax lines by largest remainder', () => {
    const qc = [
      { name: 'GST', amountCents: 608 },
      { name: 'QST', amountCents: 1212 },
    ];
    expect(splitTax(607, qc)).toEqual([
      { name: 'GST', amountCents: 203 },
      { name: 'QST', amountCents: 404 },
    ]);
    expect(splitTax(1820, qc)).toEqual(qc);
    expect(splitTax(0, qc)).toEqual([]);
    expect(splitTax(50, [])).toEqual([]);
  });

  it('gives back exactly what the order charged, in each part and tax line, however it is refunded', () => {
    fc.assert(
      fc.property(
        fc.record({
          merchandiseCents: fc.integer({ min: 0, max: 500_000 }),
          shippingCents: fc.integer({ min: 0, max: 5_000 }),
        }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 8 }),
        (order, lineTax, amounts) => {
          const lines: TaxShare[] = lineTax.map((amountCents, i) => ({ name: `T${i}`, amountCents }));
          const charged = { ...order, taxCents: lines.reduce((s, l) => s + l.amountCents, 0) };
          let left = { ...charged };
          let leftLines = lines;
          for (const [i, asked] of amounts.entries()) {
            const last = i === amounts.length - 1;
            const amount = last ? sum(left) : Math.min(asked, sum(left));
            const parts = splitRefund(amount, left);
            const tax = splitTax(parts.taxCents, leftLines);
            expect(sum(parts)).toBe(amount);
            expect(tax.reduce((s, t) => s + t.amountCents, 0)).toBe(parts.taxCents);
            for (const key of ['merchandiseCents', 'shippingCents', 'taxCents'] as const) {
              expect(parts[key]).toBeGreaterThanOrEqual(0);
              expect(parts[key]).toBeLessThanOrEqual(left[key]);
            }
            left = {
              merchandiseCents: left.merchandiseCents - parts.merchandiseCents,
              shippingCents: left.shippingCents - parts.shippingCents,
              taxCents: left.taxCents - parts.taxCents,
            };
            leftLines = leftLines.map((l) => ({
              name: l.name,
              amountCents: l.amountCents - (tax.find((t) => t.name === l.name)?.amountCents ?? 0),
            }));
            for (const l of leftLines) expect(l.amountCents).toBeGreaterThanOrEqual(0);
          }
          expect(left).toEqual({ merchandiseCents: 0, shippingCents: 0, taxCents: 0 });
          expect(leftLines.every((l) => l.amountCents === 0)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
