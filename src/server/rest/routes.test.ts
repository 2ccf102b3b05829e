import { describe, expect, it } from 'vitest';
import { procedurePath, restRoutes } from './routes.js';

/** Each row's pick is typed against the app router, so "every row names a real procedure" is the typecheck's job. */
describe('the REST table', () => {
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
