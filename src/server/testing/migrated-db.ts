import { afterEach } from 'vitest';
import type { Db } from '../db/index.js';
import { databaseMigratedTo } from './postgres.js';

/**
 * For a migration's own test file: `migratedTo(migration, name)` opens a database of this run's engine migrated up to
 * `migration` and no further (`databaseMigratedTo`), and each one opened is closed and dropped after its test.
 */
export function useMigratedDatabases(): (migration: string, name: string) => Promise<Db> {
  const opened: { db: Db; drop: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const { db, drop } of opened.splice(0)) {
      await db.destroy();
      await drop();
    }
  });
  return async (migration, name) => {
    const database = await databaseMigratedTo(migration, name);
    opened.push(database);
    return database.db;
  };
}
