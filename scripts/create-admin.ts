import { parseArgs } from 'node:util';
import { configOrExit, openDatabase } from '../src/server/bootstrap.js';
import { createUser } from '../src/server/domain/accounts/accounts.js';
import { AppError } from '../src/shared/errors.js';
import { registerInput } from '../src/shared/schemas/account.js';

/** npm run create-admin -- --username NAME --email E --password P: adds an admin (e.g. when locked out). */
const { values } = parseArgs({
  options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
});
const input = registerInput.safeParse(values);
if (!input.success) {
  console.error(`Usage: npm run create-admin -- --username NAME --email EMAIL --password PASSWORD
${input.error.issues[0]?.message}`);
  process.exit(1);
}
const config = configOrExit();
const db = await openDatabase(config);
try {
  const user = await createUser({ db }, { ...input.data, role: 'admin' });
  console.log(`Admin ${user.username} created.`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
