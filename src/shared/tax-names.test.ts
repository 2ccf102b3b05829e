import { describe, expect, it } from 'vitest';
import { taxLineLabel, taxName } from './tax-names.js';

describe('tax line names', () => {
  it('stay as stored in English', () => {
    expect(taxLineLabel({ name: 'QST', ratePercent: 9.975 }, 'en')).toBe('QST (9.975%)');
    expect(taxName('GST', 'en')).toBe('GST');
  });

  it('are the French names in French, the rate written the French way', () => {
    expect(taxLineLabel({ name: 'GST', ratePercent: 5 }, 'fr')).toBe('TPS (5\u00a0%)');
    expect(taxLineLabel({ name: 'QST', ratePercent: 9.975 }, 'fr')).toBe('TVQ (9,975\u00a0%)');
    expect(taxLineLabel({ name: 'HST', ratePercent: 13 }, 'fr')).toBe('TVH (13\u00a0%)');
    expect(taxName('PST', 'fr')).toBe('TVP');
    expect(taxName('Something new', 'fr')).toBe('Something new');
  });
});
