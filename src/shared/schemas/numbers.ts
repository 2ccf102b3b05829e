import { z } from 'zod';
import { isWholeCents } from '../money.js';

/**
 * The one reading of money and quantities at the API edge. A value is a JSON number or a plain decimal string
 * ("12.50", " 3 "); nothing else is a number: not `true`, `null`, `""`, `"0x10"`, `"1e3"`, `"12,50"` or
 * `Infinity` (each a 400 naming the field, where `z.coerce` made them 1, 0, 0, 16, 1000…).
 */
const DECIMAL_TEXT = /^\s*-?\d+(\.\d+)?\s*$/;

function decimalText(value: unknown): unknown {
  return typeof value === 'string' && DECIMAL_TEXT.test(value) ? Number(value) : value;
}

const LIMIT = 1_000_000;

/** "must be at least 1", "must not be negative", "is too large": a bound's message for `field`. */
const atLeast = (field: string, min: number) =>
  min === 0
    ? `${field} must not be negative`
    : min <= -LIMIT
      ? `${field} is too large`
      : `${field} must be at least ${min}`;
const atMost = (field: string, max: number) =>
  max >= LIMIT ? `${field} is too large` : `${field} must be at most ${max}`;

/**
 * A sum of money in dollars with at most two decimals (whole cents): `money('Unit cost')`, from 0 to
 * 1,000,000 unless told (`money('amount', { positive: true })`, `money('subtotal', { max: 1e7 })`).
 */
export function money(field: string, { positive = false, max = LIMIT }: { positive?: boolean; max?: number } = {}) {
  const dollars = z.number({ message: `${field} must be a number` }).max(max, atMost(field, max));
  return z.preprocess(
    decimalText,
    (positive ? dollars.positive(`${field} must be more than 0`) : dollars.min(0, atLeast(field, 0))).refine(
      isWholeCents,
      `${field} must have at most two decimals (whole cents)`,
    ),
  );
}

/** A count of units, a whole number: `quantity('Stock', { min: 0, max: 100_000 })` (±1,000,000 unless told). */
export function quantity(field: string, { min = -LIMIT, max = LIMIT }: { min?: number; max?: number } = {}) {
  return z.preprocess(
    decimalText,
    z
      .number({ message: `${field} must be a number` })
      .int(`${field} must be a whole number`)
      .min(min, atLeast(field, min))
      .max(max, atMost(field, max)),
  );
}
