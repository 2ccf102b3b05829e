import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.js';
import { runFlow } from '../db/flow.js';
import { testDb } from '../testing/helpers.js';
import { createUser, requireAdmin } from './accounts/accounts.js';
import { recordAudit } from './audit.js';

describe('the audit log', () => {
  it('stores one row with secrets blanked and long texts cut', async () => {
    const db = await testDb();
    const { id } = await createUser({ db }, { username: 'owner', email: 'o@example.com', password: 'secret1' });
    await runFlow({ db }, (tx) =>
      recordAudit(tx, {
        actorUserId: id,
        action: 'admin.users.setPassword',
        entityType: 'users',
        entityId: 7,
        details: { id: 7, newPassword: 'hunter22', note: 'x'.repeat(600) },
      }),
    );
    const row = await db.selectFrom('audit_log').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ actor_user_id: id, action: 'admin.users.setPassword', entity_type: 'users' });
    expect(row.entity_id).toBe('7');
    expect(JSON.parse(row.details)).toEqual({ id: 7, newPassword: '[hidden]', note: `${'x'.repeat(500)}…` });
    await db.destroy();
  });
});

describe('requireAdmin', () => {
  const actor = { userId: 1, username: 'someone', epoch: 0 };
  it('refuses no session with 401 and a customer with 403', () => {
    expect(() => requireAdmin(null)).toThrow(expect.objectContaining({ code: 'UNAUTHORIZED' }));
    expect(() => requireAdmin({ ...actor, role: 'user' })).toThrow(AppError);
    expect(() => requireAdmin({ ...actor, role: 'user' })).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
  });

  it('answers the admin', () => {
    expect(requireAdmin({ ...actor, role: 'admin' })).toEqual({ ...actor, role: 'admin' });
  });
});
