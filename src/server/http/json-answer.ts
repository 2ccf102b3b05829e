import { createHash } from 'node:crypto';

/* The cached catalogue reads' JSON answers: their bytes and ETag (kept in `db/catalogue-cache.ts`). */

let serialised = 0;

/** How many catalogue answers this process has serialised (a cached answer is serialised once per version). */
export const jsonSerialisations = (): number => serialised;

/** A catalogue read's JSON, encoded once (each answer sends these bytes as they are), and its strong ETag. */
export interface JsonAnswer {
  etag: string;
  body: Buffer;
}

/** A catalogue read's JSON and its strong ETag. */
export function jsonAnswer(value: unknown): JsonAnswer {
  serialised++;
  const body = Buffer.from(JSON.stringify(value ?? null));
  return { etag: `"${createHash('sha1').update(body).digest('base64url')}"`, body };
}

/** The weight of a JSON answer in the cache. */
export const jsonAnswerBytes = (answer: JsonAnswer): number => answer.body.length + answer.etag.length;
