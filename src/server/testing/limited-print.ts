import { expect } from 'vitest';
import type { TestBrowser } from './helpers.js';

/** The sizes of the limited print `newLimitedPrint` adds: 8x10in at $60 and 16x20in at $140. */
export const LIMITED_PRINT_SIZES = [
  { width: 8, height: 10, unit: 'in', price: 60 },
  { width: 16, height: 20, unit: 'in', price: 140 },
];

/**
 * A limited print the owner adds over REST (`POST /api/paintings`, `admin` signed in as the owner): "Tide Line", its
 * 8x10in edition of 50 with `proofs` artist's proofs, its 16x20in edition of 25 with none. Answers its id.
 */
export async function newLimitedPrint(admin: TestBrowser, proofs = 5): Promise<number> {
  const res = await admin.post('/api/paintings', {
    title: 'Tide Line',
    price: 60,
    is_original: false,
    is_limited: true,
    available_sizes: LIMITED_PRINT_SIZES,
    editions: [
      { width: 8, height: 10, total: 50, proofs },
      { width: 16, height: 20, total: 25 },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
