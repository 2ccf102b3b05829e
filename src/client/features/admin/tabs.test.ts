import { describe, expect, it } from 'vitest';
import { orderDetailSearch, validateAdminSearch } from './tabs';

describe('the admin search', () => {
  it('keeps a known tab and leaves the dashboard implicit', () => {
    expect(validateAdminSearch({ tab: 'products' })).toEqual({
      tab: 'products',
      order: undefined,
      customer: undefined,
    });
    expect(validateAdminSearch({ tab: 'dashboard' }).tab).toBeUndefined();
  });

  it('turns an unknown tab into the dashboard, explicitly, so the raw value cannot leak through', () => {
    const search = validateAdminSearch({ tab: 'no-such-tab' });
    expect('tab' in search).toBe(true);
    expect(search.tab).toBeUndefined();
  });

  it('reads a numeric order id and drops anything else', () => {
    expect(validateAdminSearch({ tab: 'products', order: 12 }).order).toBe(12);
    expect(validateAdminSearch({ order: '12' }).order).toBe(12);
    for (const order of ['abc', '12x', -3, 0, 1.5, null, {}]) {
      expect(validateAdminSearch({ order }).order).toBeUndefined();
    }
  });

  it('links an order to its detail on the Orders tab', () => {
    expect(orderDetailSearch(7)).toEqual({ tab: 'orders', order: 7 });
  });
});

describe('the customer of the Customers tab', () => {
  it('keeps an account or guest key and drops anything else', () => {
    expect(validateAdminSearch({ tab: 'customers', customer: 'user:12' }).customer).toBe('user:12');
    expect(validateAdminSearch({ customer: 'guest:ada@example.com' }).customer).toBe('guest:ada@example.com');
    for (const customer of ['12', 'user:', 'guest:nobody', 42, null]) {
      expect(validateAdminSearch({ customer }).customer).toBeUndefined();
    }
  });
});

describe("a paged list's place in the URL", () => {
  it('keeps a page, sort, direction, search and filters of the right shape', () => {
    expect(
      validateAdminSearch({ tab: 'products', page: '3', sort: 'price', dir: 'desc', q: 'tee', view: 'low-stock' }),
    ).toMatchObject({ tab: 'products', page: 3, sort: 'price', dir: 'desc', q: 'tee', view: 'low-stock' });
    expect(validateAdminSearch({ type: 'adjust_add', item: 7 })).toMatchObject({ type: 'adjust_add', item: 7 });
  });

  it('drops hostile values instead of passing them on', () => {
    for (const page of [0, -1, '1e3', 1.5, 100_001, '9007199254740993', 'abc']) {
      expect(validateAdminSearch({ page }).page).toBeUndefined();
    }
    for (const sort of ['', 'price;drop', 42, '-price']) expect(validateAdminSearch({ sort }).sort).toBeUndefined();
    expect(validateAdminSearch({ dir: 'sideways' }).dir).toBeUndefined();
    expect(validateAdminSearch({ item: 2_147_483_648 }).item).toBeUndefined();
    expect(validateAdminSearch({ q: '   ' }).q).toBeUndefined();
    expect(validateAdminSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });
});
