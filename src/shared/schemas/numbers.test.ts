import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { money, quantity } from './numbers.js';

const read = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
};

describe('money', () => {
  const cost = money('Unit cost');
  it.each([
    [12, 12],
    [12.5, 12.5],
    ['12.50', 12.5],
    [' 3 ', 3],
    [0, 0],
    [0.1 + 0.2, 0.1 + 0.2],
  ])('takes %j as %j dollars', (value, dollars) => {
    expect(read(cost, value)).toBe(dollars);
  });

  it.each([
    [true, 'Unit cost must be a number'],
    [null, 'Unit cost must be a number'],
    ['', 'Unit cost must be a number'],
    ['0x10', 'Unit cost must be a number'],
    ['1e3', 'Unit cost must be a number'],
    ['12,50', 'Unit cost must be a number'],
    [[5], 'Unit cost must be a number'],
    [Number.POSITIVE_INFINITY, 'Unit cost must be a number'],
    [0.001, 'Unit cost must have at most two decimals (whole cents)'],
    ['4.505', 'Unit cost must have at most two decimals (whole cents)'],
    [-1, 'Unit cost must not be negative'],
    [1_000_001, 'Unit cost is too large'],
  ])('refuses %j: %s', (value, message) => {
    expect(read(cost, value)).toBe(message);
  });

  it('can ask for more than nothing, or allow more', () => {
    expect(read(money('amount', { positive: true }), 0)).toBe('amount must be more than 0');
    expect(read(money('subtotal', { max: 1e7 }), 5_000_000)).toBe(5_000_000);
  });
});

describe('quantity', () => {
  const count = quantity('quantity', { min: 1, max: 99 });
  it.each([
    [2, 2],
    ['2', 2],
    [99, 99],
  ])('takes %j as %j', (value, n) => {
    expect(read(count, value)).toBe(n);
  });

  it.each([
    [true, 'quantity must be a number'],
    ['0x2', 'quantity must be a number'],
    ['', 'quantity must be a number'],
    [1.5, 'quantity must be a whole number'],
    ['1.5', 'quantity must be a whole number'],
    [0, 'quantity must be at least 1'],
    [100, 'quantity must be at most 99'],
  ])('refuses %j: %s', (value, message) => {
    expect(read(count, value)).toBe(message);
  });
});
