import { configOrExit, openDatabase } from '../src/server/bootstrap.js';
import { seedDemoIfEmpty } from '../src/server/seed/demo.js';

/** npm run seed: seeds the demo catalogue into an empty database. */
const config = configOrExit();
const db = await openDatabase(config);
const seeded = await seedDemoIfEmpty(db);
console.log(seeded ? 'Demo catalogue seeded.' : 'The database already has a catalogue; nothing seeded.');
await db.destroy();
