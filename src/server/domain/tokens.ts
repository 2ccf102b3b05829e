import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random single-use secret for a mailed link (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a mailed token: its SHA-256, so a copy of the database opens no link. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether two hex digests are equal, in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** An HMAC-SHA256 signature (URL-safe) of `message` under a key derived from `key` for `purpose`. */
export function sign(key: Buffer, purpose: string, message: string): string {
  const derived = createHmac('sha256', key).update(purpose).digest();
  return createHmac('sha256', derived).update(message).digest('base64url');
}

/** Whether `signature` is `sign(key, purpose, message)`, in constant time. */
export function verifySignature(key: Buffer, purpose: string, message: string, signature: string): boolean {
  const expected = Buffer.from(sign(key, purpose, message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
