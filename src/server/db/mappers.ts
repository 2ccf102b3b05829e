import type { User } from '../../shared/schemas/account.js';
import type { UserRow } from './schema.js';

/** The columns a user may be answered with: explicitly never password_hash. */
export const USER_COLUMNS = ['id', 'username', 'email', 'role', 'avatar', 'created_at'] as const;

export function toUser(row: Pick<UserRow, (typeof USER_COLUMNS)[number]>): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    avatar: row.avatar,
    createdAt: row.created_at,
  };
}
