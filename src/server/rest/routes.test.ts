import { describe, expect, it } from 'vitest';
import { appRouter } from '../trpc/app-router.js';
import { procedurePath, restRoutes } from './routes.js';

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

  it("reads each row's dotted name off its typed pick", () => {
    expect(procedurePath((c) => c.admin.products.create)).toBe('admin.products.create');
    const login = restRoutes.find((r) => r.url === '/api/login');
    expect(login && procedurePath(login.pick)).toBe('account.login');
    expect(login?.procedure).toBe('account.login');
  });
});
