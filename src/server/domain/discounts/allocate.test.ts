import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paidForUnits } from '../../../shared/refunds.js';
import { allocate, discountCents } from './allocate.js';

describe('a discount spread over the lines', () => {
  it('splits a fixed amount in proportion, the rounding cents going to the largest remainders', () => {
    expect(allocate(1000, [3000, 3000, 3000])).toEqual([334, 333, 333]);
    expect(allocate(500, [4500, 1500])).toEqual([375, 125]);
    expect(allocate(1, [100, 300])).toEqual([0, 1]);
    expect(allocate(0, [100, 300])).toEqual([0, 0]);
    expect(allocate(700, [0, 500, 0])).toEqual([0, 500, 0]);
  });

  it('takes percentages and fixed amounts off the eligible merchandise only, never below $0', () => {
    expect(discountCents('percentage', 10, 6000)).toBe(600);
    expect(discountCents('percentage', 15, 3333)).toBe(500);
    expect(discountCents('percentage', 100, 4599)).toBe(4599);
    expect(discountCents('fixed_amount', 2500, 6000)).toBe(2500);
    expect(discountCents('fixed_amount', 9000, 6000)).toBe(6000);
    expect(discountCents('free_shipping', 0, 6000)).toBe(0);
  });

  it('adds up to the discount exactly and never gives a line more than it costs (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.oneof(
          fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ type: fc.constant('fixed_amount' as const), value: fc.integer({ min: 1, max: 200_000_000 }) }),
        ),
        (amounts, { type, value }) => {
          const eligible = amounts.reduce((s, a) => s + a, 0);
          const total = discountCents(type, value, eligible);
          const lines = allocate(total, amounts);
          expect(lines.reduce((s, l) => s + l, 0)).toBe(total);
          expect(total).toBeLessThanOrEqual(eligible);
          lines.forEach((l, i) => {
            expect(Number.isInteger(l)).toBe(true);
            expect(l).toBeGreaterThanOrEqual(0);
            expect(l).toBeLessThanOrEqual(amounts[i] as number);
          });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("refunds a line's units, one at a time or at once, to exactly what the line was paid (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 1, maxLength: 10 }),
        (quantity, unit, fraction, steps) => {
          const discount = Math.floor(unit * quantity * fraction);
          const paid = unit * quantity - discount;
          let refunded = 0;
          let given = 0;
          for (const step of steps) {
            const q = Math.min(step, quantity - refunded);
            if (q === 0) break;
            const back = paidForUnits(
              { id: 1, quantity, refundedQuantity: refunded, unitPriceCents: unit, discountCents: discount },
              q,
            );
            expect(back).toBeGreaterThanOrEqual(0);
            given += back;
            refunded += q;
            expect(given).toBeLessThanOrEqual(paid);
          }
          if (refunded === quantity) expect(given).toBe(paid);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
