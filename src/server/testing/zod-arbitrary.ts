import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check values shaped by a zod 4 schema, read off its definition (`schema._zod.def`): mostly values the
 * schema would accept (lengths, formats, enums, bounds roughly kept), with hostile ones mixed in at every level
 * (wrong types, loose numbers, markup, injection text, huge and odd strings, prototype keys, mass-assigned
 * fields), so a walk reaches both the domain and the validation.
 */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
  format?: string;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number; value?: number; format?: string } } }[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Text that has broken shops before: markup, injection, traversal, odd unicode, loose numbers. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '<script>window.__xss=1</script>',
  '"><img src=x onerror=window.__xss=1>',
  'javascript:window.__xss=1',
  "' OR 1=1 --",
  '"; DROP TABLE "order"; --',
  '../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u200b',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧',
  '0x10',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '12.345',
  '-1',
  '9007199254740993',
  'true',
  'null',
  '{"$gt":""}',
  '__proto__',
  'a'.repeat(5_000),
];

const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 0.001, 1e21, -1e21, 2 ** 53 + 1, [], {}, [null]),
  fc.constantFrom(...HOSTILE_STRINGS),
);

/** Any JSON value at all, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { maxDepth: 2 },
  hostileScalar,
  fc.jsonValue({ maxDepth: 2 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role'), hostileScalar),
);

/** Fields a client must never be able to set where it may write. */
export const MASS_ASSIGNED = ['role', 'price', 'status', 'is_sold', 'total', 'paidAt', 'discountTotal', 'user_id'];

function stringArbitrary(def: Def): fc.Arbitrary<unknown> {
  const format = def.format ?? def.checks?.find((c) => c._zod.def.check === 'string_format')?._zod.def.format;
  if (format === 'email') return fc.emailAddress();
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'url') return fc.webUrl();
  let min = 0;
  let max = 60;
  for (const { _zod } of def.checks ?? []) {
    if (_zod.def.check === 'min_length') min = _zod.def.minimum ?? 0;
    if (_zod.def.check === 'max_length') max = Math.min(max, _zod.def.maximum ?? max);
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

function numberArbitrary(def: Def): fc.Arbitrary<unknown> {
  const whole = def.checks?.some((c) => c._zod.def.check === 'number_format' && /int/.test(c._zod.def.format ?? ''));
  const base = whole
    ? fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -10, max: 10_000 }))
    : fc.oneof(fc.integer({ min: 0, max: 500 }), fc.double({ min: -10, max: 10_000, noNaN: true }));
  return fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: base.map(String) });
}

/** A value for `schema`: valid-ish most of the time (`hostility` is the weight of a hostile value at each level). */
export function zodArbitrary(schema: z.ZodType, hostility = 1, depth = 0): fc.Arbitrary<unknown> {
  const valid = validish(schema, hostility, depth);
  return hostility === 0 ? valid : fc.oneof({ weight: 8, arbitrary: valid }, { weight: hostility, arbitrary: anyJson });
}

function validish(schema: z.ZodType, hostility: number, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: z.ZodType) => zodArbitrary(s, hostility, depth + 1);
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case 'object': {
      const shape = def.shape ?? {};
      const fields = Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, inner(s)]));
      const extras = fc.dictionary(fc.constantFrom(...MASS_ASSIGNED, '__proto__', 'constructor'), hostileScalar, {
        maxKeys: hostility === 0 ? 0 : 3,
      });
      return fc
        .tuple(fc.record(fields, { requiredKeys: [] }), extras)
        .map(([record, extra]) => ({ ...extra, ...record }));
    }
    case 'string':
      return stringArbitrary(def);
    case 'number':
    case 'int':
      return numberArbitrary(def);
    case 'bigint':
      return fc.integer().map(String);
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(inner(def.element as z.ZodType), { maxLength: 4 });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), inner(def.valueType as z.ZodType), { maxKeys: 4 });
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return fc.oneof({ weight: 4, arbitrary: inner(def.innerType as z.ZodType) }, fc.constant(undefined));
    case 'pipe': {
      // A preprocess's input is a transform: the schema after it says what it expects.
      const input = def.in as z.ZodType;
      return inner(defOf(input).type === 'transform' ? (def.out as z.ZodType) : input);
    }
    case 'lazy':
      return inner((def.getter as () => z.ZodType)());
    default:
      return anyJson;
  }
}
