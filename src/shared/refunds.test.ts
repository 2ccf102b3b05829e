import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MoneyParts, splitRefund, splitTax, type TaxShare, taxOfRefund } from './refunds.js';

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
        // How much of the tax left is on the goods (the rest on the shipping), in percent.
        fc.integer({ min: 0, max: 100 }),
        (order, lineTax, amounts, onGoods) => {
          const lines: TaxShare[] = lineTax.map((amountCents, i) => ({ name: `T${i}`, amountCents }));
          const charged = { ...order, taxCents: lines.reduce((s, l) => s + l.amountCents, 0) };
          let left = { ...charged };
          let leftLines = lines;
          for (const [i, asked] of amounts.entries()) {
            const last = i === amounts.length - 1;
            const amount = last ? sum(left) : Math.min(asked, sum(left));
            const parts = splitRefund(amount, left, undefined, Math.floor((left.taxCents * onGoods) / 100));
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

  it('gives back each tax on what it taxed: a BC order’s shipping returns GST, never the PST that spared it', () => {
    // 100.00 of goods, 10.00 shipping: GST 5 % on both = 550, PST 7 % on the goods only = 700.
    const charged = [
      { name: 'GST', amountCents: 550, goodsCents: 10000, shippingCents: 1000 },
      { name: 'PST', amountCents: 700, goodsCents: 10000, shippingCents: 0 },
    ];
    const order = { goodsCents: 10000, shippingCents: 1000 };
    const none = { goodsCents: 0, shippingCents: 0 };
    expect(taxOfRefund(charged, order, none, { goodsCents: 0, shippingCents: 1000 })).toEqual([
      { name: 'GST', amountCents: 50 },
    ]);
    expect(taxOfRefund(charged, order, none, { goodsCents: 2500, shippingCents: 0 })).toEqual([
      { name: 'GST', amountCents: 125 },
      { name: 'PST', amountCents: 175 },
    ]);
    // An order kept before the bases: its tax on the goods alone, as refunds gave it back then.
    expect(
      taxOfRefund([{ name: 'Tax', amountCents: 800 }], order, none, { goodsCents: 5000, shippingCents: 1000 }),
    ).toEqual([{ name: 'Tax', amountCents: 400 }]);
  });

  it('adds up to every tax line the order charged, however its goods and shipping are refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 500_000 }), fc.boolean()), { minLength: 1, maxLength: 6 }),
        (goods, shipping, steps) => {
          const charged = [
            {
              name: 'GST',
              amountCents: Math.round((goods + shipping) * 0.05),
              goodsCents: goods,
              shippingCents: shipping,
            },
            { name: 'PST', amountCents: Math.round(goods * 0.07), goodsCents: goods, shippingCents: 0 },
          ];
          const order = { goodsCents: goods, shippingCents: shipping };
          let before = { goodsCents: 0, shippingCents: 0 };
          const given: Record<string, number> = {};
          for (const [i, [asked, withShipping]] of steps.entries()) {
            const last = i === steps.length - 1;
            const now = {
              goodsCents: last ? goods - before.goodsCents : Math.min(asked, goods - before.goodsCents),
              shippingCents: last || withShipping ? shipping - before.shippingCents : 0,
            };
            for (const l of taxOfRefund(charged, order, before, now))
              given[l.name] = (given[l.name] ?? 0) + l.amountCents;
            before = {
              goodsCents: before.goodsCents + now.goodsCents,
              shippingCents: before.shippingCents + now.shippingCents,
            };
          }
          for (const l of charged) expect(given[l.name] ?? 0).toBe(l.amountCents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
