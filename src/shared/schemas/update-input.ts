import { z } from 'zod';
import { idParam } from './catalogue.js';

/** A field's type without its top-level default (what `.default(…)` or `.prefault(…)` wrapped). */
type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T extends z.ZodPrefault<infer Inner> ? Inner : T;
type WithoutDefaults<S extends z.ZodRawShape> = { [K in keyof S]: WithoutDefault<S[K]> };

function withoutDefault(field: z.ZodType): z.ZodType {
  return field instanceof z.ZodDefault || field instanceof z.ZodPrefault ? (field.unwrap() as z.ZodType) : field;
}

/**
 * The update of a form whose create schema is `create`: its `id` and any of its fields, each checked as on create,
 * without the create's defaults. Zod 4 fills a default in even under `.partial()`, so a field left out would be
 * reset to its default (`{id, price}` wiped a painting's print sizes, tags and description); here a field sent is
 * changed and one left out stays as it is.
 */
export function updateInput<S extends z.ZodRawShape>(create: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(create.shape).map(([key, field]) => [key, withoutDefault(field as z.ZodType)]),
  ) as unknown as WithoutDefaults<S>;
  return z.object(shape).partial().extend({ id: idParam });
}
