import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.js';
import { useTestDb } from '../../testing/helpers.js';
import { addShopper, T0 } from '../../testing/shoppers.js';
import { balanceOf } from './ledger.js';
import { changeStoreCredit, customerStoreCredit } from './store-credit.js';

let db: Db;
useTestDb({ clock: () => T0 }, (deps) => ({ db } = deps));
const deps = () => ({ db, clock: () => T0 });

describe('store credit racing on one customer', () => {
  it('five first credits at once make one account holding all five', async () => {
    const admin = await addShopper(db, 'admin');
    const ada = await addShopper(db);
    const key = `user:${ada.userId}`;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        changeStoreCredit(deps(), { id: key, change: 'add', amount: 10, reason: 'Welcome' }, admin),
      ),
    );
    const accounts = await db.selectFrom('balance_account').select('id').where('user_id', '=', ada.userId).execute();
    expect(accounts).toHaveLength(1);
    expect((await customerStoreCredit(deps(), key)).balance).toBe(50);
  });

  it('ten "Remove credit" of $30 racing on $100: three pass, the balance never goes below zero', async () => {
    const admin = await addShopper(db, 'admin');
    const ada = await addShopper(db);
    const key = `user:${ada.userId}`;
    await changeStoreCredit(deps(), { id: key, change: 'add', amount: 100, reason: 'Refund by hand' }, admin);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        changeStoreCredit(deps(), { id: key, change: 'remove', amount: 30, reason: 'Taken back' }, admin),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'STORE_CREDIT_SHORT' });
    }
    const [account] = await db.selectFrom('balance_account').select('id').execute();
    expect(await balanceOf({ db }, account?.id ?? 0)).toBe(1000);
  });
});
