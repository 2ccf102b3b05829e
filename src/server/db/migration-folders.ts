import { join } from 'node:path';
import { CODE_ROOT } from '../paths.js';

/**
 * Where the migrations live, relative to the project: the shared ones (both engines) in db/migrations, and
 * PostgreSQL's baseline in db/postgres (SQLite builds the same schema with the first shared migrations instead;
 * see `LAST_SQLITE_ONLY_MIGRATION` in db/index.ts). The server's build compiles each folder beside the bundle
 * (scripts/build-server.ts), and a build is stale when one of them changes (scripts/build-if-stale.ts).
 */
export const MIGRATION_FOLDERS = { shared: join('db', 'migrations'), postgres: join('db', 'postgres') } as const;

/** The folders the running shop migrates from: the source tree's, or the compiled server's copies beside it. */
export const MIGRATION_DIRS = {
  shared: join(CODE_ROOT, MIGRATION_FOLDERS.shared),
  postgres: join(CODE_ROOT, MIGRATION_FOLDERS.postgres),
};
