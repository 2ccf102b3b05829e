import { buildApp } from './app.js';
import { configOrExit, openDatabase, prepareShop } from './bootstrap.js';
import { loadPageRenderer } from './http/pages.js';
import { markInUse } from './ops/database-files.js';

const config = configOrExit();
const releaseDatabase = markInUse(config.databaseUrl ?? config.databasePath);
const db = await openDatabase(config);
await prepareShop(db, config);
const app = await buildApp({ db, config, backgroundJobs: true, render: await loadPageRenderer() });

let closing = false;
/** Stop accepting, let in-flight requests finish, then close the database. */
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  try {
    await app.close();
    await db.destroy();
    releaseDatabase();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Could not listen on ${config.host}:${config.port}: ${reason}`);
  await db.destroy();
  process.exit(1);
}
