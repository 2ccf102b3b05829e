import { describe, expect, it } from 'vitest';
import { isRegionOf, regionsOf, taxFor } from './tax.js';

describe('tax', () => {
  it('applies a US state base rate to the subtotal', () => {
    expect(taxFor('US', 'CA', 10_000)).toEqual({
      rate: 0.0725,
      amountCents: 725,
      lines: [{ name: 'Sales tax', ratePercent: 7.25, amountCents: 725 }],
    });
  });

  it('charges nothing where the state has no sales tax', () => {
    expect(taxFor('US', 'OR', 10_000)).toMatchObject({ rate: 0, amountCents: 0, lines: [] });
  });

  it('stacks GST and QST in Quebec, each line rounded', () => {
    const tax = taxFor('CA', 'qc', 9_999);
    expect(tax.lines.map((l) => [l.name, l.amountCents])).toEqual([
      ['GST', 500],
      ['QST', 997],
    ]);
    expect(tax.amountCents).toBe(1497);
    expect(tax.rate).toBeCloseTo(0.14975, 6);
  });

  it('knows the regions of each country', () => {
    expect(isRegionOf('CA', 'ON')).toBe(true);
    expect(isRegionOf('US', 'ON')).toBe(false);
    expect(regionsOf('US').length).toBeGreaterThanOrEqual(51);
    expect(regionsOf('CA').length).toBe(13);
  });
});
