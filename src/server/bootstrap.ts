import { randomBytes } from 'node:crypto';
import { AppError } from '../shared/errors.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { createDb, type Db, migrateToLatest } from './db/index.js';
import { ensureAdmin } from './domain/accounts/accounts.js';
import { seedDemoIfEmpty } from './seed/demo.js';

/** Loads the config, or prints the one-line reason and exits (a bad env var stops the start). */
export function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(config: Config): Promise<Db> {
  const db = createDb(config.databaseUrl ?? config.databasePath);
  await migrateToLatest(db);
  return db;
}

/** First start of a shop: the first admin (password printed once when generated) and the demo catalogue. */
export async function prepareShop(db: Db, config: Config): Promise<void> {
  const admin = await ensureAdmin({ db }, config.admin, () => randomBytes(12).toString('base64url')).catch((error) => {
    if (!(error instanceof AppError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  if (admin.generatedPassword) {
    console.log(
      [
        '',
        '  First admin created. Sign in at /auth with:',
        `    username: ${config.admin.username}`,
        `    password: ${admin.generatedPassword}`,
        '  This password is shown only once: keep it, or set ADMIN_PASSWORD before the first start.',
        '',
      ].join('\n'),
    );
  }
  if (config.seedDemo && (await seedDemoIfEmpty(db))) console.log('  Demo catalogue seeded.');
}
