import { configOrExit } from '../src/server/bootstrap.js';
import { restoreDatabase } from '../src/server/ops/database-files.js';

/** npm run restore -- FILE: puts a backup in place of the database (the shop must be stopped). */
const config = configOrExit();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- path/to/backup.db');
  process.exit(1);
}
try {
  restoreDatabase(file, config.databasePath);
  console.log(`Restored ${file} to ${config.databasePath}. Start the shop again with npm start.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
