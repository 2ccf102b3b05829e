import { describe, expect, it } from 'vitest';
import { addressSchema } from './checkout';

const base = { name: 'Sam Shopper', email: 'sam@example.com', address: '1 Main Street', city: 'Town' };
const errorOn = (address: object) =>
  addressSchema.safeParse({ ...base, ...address }).error?.issues.find((i) => i.path[0] === 'postalCode')?.message;

describe('postal codes are checked per country', () => {
  it('takes US ZIP codes and Canadian postal codes in their own country', () => {
    for (const postalCode of ['12345', '12345-6789']) {
      expect(errorOn({ country: 'US', state: 'OR', postalCode })).toBeUndefined();
    }
    for (const postalCode of ['M5V 2T6', 'm5v2t6', 'K1A-0B1']) {
      expect(errorOn({ country: 'CA', state: 'ON', postalCode })).toBeUndefined();
    }
  });

  it('refuses the other country’s format with a message that shows the right one', () => {
    expect(errorOn({ country: 'US', state: 'OR', postalCode: 'M5V 2T6' })).toBe(
      'Please enter a valid ZIP code, like 12345 or 12345-6789',
    );
    expect(errorOn({ country: 'CA', state: 'ON', postalCode: '12345' })).toBe(
      'Please enter a valid postal code, like A1A 1A1',
    );
    expect(errorOn({ country: 'US', state: 'OR', postalCode: '1234' })).toBeDefined();
  });
});
