import { describe, expect, it } from 'vitest';
import { convertCents, priceIn, rateMicros, toBaseCents } from './currency.js';

const rules = (cadRounding: '.99' | '.95' | '.00' | 'none', cadRate = 1.38) =>
  ({ base: 'USD', cadRate, cadRounding }) as const;

describe('the one conversion', () => {
  it('converts at the rate to the nearest cent (half up), then rounds a price up to the owner’s ending', () => {
    expect(convertCents(4500, rules('none'), 'CAD')).toBe(6210);
    expect(convertCents(1295, rules('none'), 'CAD')).toBe(1787); // 1787.1
    expect(convertCents(1250, rules('none', 1.382), 'CAD')).toBe(1728); // 1727.5 exactly: half up
    expect(convertCents(4500, rules('.99'), 'CAD')).toBe(6299);
    expect(convertCents(4500, rules('.95'), 'CAD')).toBe(6295);
    expect(convertCents(4500, rules('.00'), 'CAD')).toBe(6300);
    expect(convertCents(4999, rules('.99', 1), 'CAD')).toBe(4999); // already ending so: kept
    expect(convertCents(5000, rules('.99', 1), 'CAD')).toBe(5099);
    // An amount (a fixed discount, a threshold) is never rounded up; the base currency is never converted.
    expect(convertCents(1000, rules('.99'), 'CAD', 'amount')).toBe(1380);
    expect(convertCents(4500, rules('.99'), 'USD')).toBe(4500);
    expect(convertCents(6210, { base: 'CAD', cadRate: 1.38, cadRounding: 'none' }, 'USD')).toBe(4500);
  });

  it('prices an item at its set CAD price, and takes an order back to the base at its own rate', () => {
    expect(priceIn(rules('.99'), 'CAD', { baseCents: 8000, cadCents: 9900 })).toBe(9900);
    expect(priceIn(rules('.99'), 'USD', { baseCents: 8000, cadCents: 9900 })).toBe(8000);
    expect(rateMicros({ cadRate: 1.38 }, 'USD', 'CAD')).toBe(1_380_000);
    expect(rateMicros({ cadRate: 1.38 }, 'USD', 'USD')).toBe(1_000_000);
    expect(toBaseCents(26349, 1_380_000)).toBe(19093);
    expect(toBaseCents(5000, 1_380_000)).toBe(3623);
    expect(toBaseCents(5475, 1_000_000)).toBe(5475);
  });
});
