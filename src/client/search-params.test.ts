import { defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringifySearch } from './search-params';

describe('stringifySearch', () => {
  it('writes a list of plain values as the key repeated', () => {
    expect(stringifySearch({ size: ['M', 'L'], sort: 'price-desc', page: undefined })).toBe(
      '?size=M&size=L&sort=price-desc',
    );
  });

  it("writes every other value as the router's default does", () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom('true', 'null', '12', '-3', '{"a":1}', '[1]', '"q"', ' x', 'fa', 'tr'),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
      fc.array(fc.dictionary(fc.string(), fc.integer()), { minLength: 1 }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), value), (search) => {
        expect(stringifySearch(search)).toBe(defaultStringifySearch(search));
      }),
    );
  });
});
