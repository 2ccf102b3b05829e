import { configOrExit, openDatabase } from '../src/server/bootstrap.js';
import { safeUrl } from '../src/server/db/copy.js';

/** npm run migrate: brings the database (DATABASE_URL, else the SQLite file at DATABASE_PATH) up to date. */
const config = configOrExit();
const db = await openDatabase(config);
console.log(`Database ${config.databaseUrl ? safeUrl(config.databaseUrl) : config.databasePath} is up to date.`);
await db.destroy();
