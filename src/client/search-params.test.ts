import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

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

describe('parseSearch', () => {
  it("reads an address as the router's default does", () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'true',
        'false',
        'null',
        '12',
        '-3',
        '1e3',
        ' 4',
        '{"a":1}',
        '[1]',
        '"q"',
        '"32"',
        ' x',
        'fa',
        'tr',
      ),
      fc.integer().map(String),
    );
    const pairs = fc.array(fc.tuple(fc.constantFrom('size', 'color', 'q', 'a b', '&'), value), { maxLength: 6 });
    fc.assert(
      fc.property(pairs, fc.boolean(), (entries, mark) => {
        const query = new URLSearchParams(entries).toString();
        const searchStr = mark ? `?${query}` : query;
        expect({ ...parseSearch(searchStr) }).toEqual({ ...defaultParseSearch(searchStr) });
      }),
    );
  });

  it('reads back what stringifySearch writes', () => {
    expect(parseSearch(stringifySearch({ size: '32', color: 'black', page: 2 }))).toEqual({
      size: '32',
      color: 'black',
      page: 2,
    });
  });
});
