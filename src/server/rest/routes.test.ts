import { describe, expect, it } from 'vitest';
import { appRouter } from '../trpc/app-router.js';
import { restRoutes } from './routes.js';

describe('the REST table', () => {
  it.each(restRoutes.map((r) => [`${r.method} ${r.url}`, r.procedure]))(
    '%s calls an existing procedure (%s)',
    (_, name) => {
      expect(Object.keys(appRouter._def.procedures)).toContain(name);
    },
  );

  it('has no two rows for the same method and path', () => {
    const keys = restRoutes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
