import { configOrExit, openDatabase } from '../src/server/bootstrap.js';

/** npm run migrate: brings the database at DATABASE_PATH up to date. */
const config = configOrExit();
const db = await openDatabase(config);
console.log(`Database ${config.databasePath} is up to date.`);
await db.destroy();
