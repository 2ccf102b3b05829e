import { configOrExit } from '../src/server/bootstrap.js';
import { type Comparison, CopyError, copySqliteToPostgres, safeUrl } from '../src/server/db/copy.js';

/**
 * npm run db:copy -- --to postgres://user:pass@host:5432/shop
 * Copies the shop's SQLite database (DATABASE_PATH, as `npm start` uses it) into an EMPTY PostgreSQL database, in
 * one transaction, and prints the row counts and sums it compared. Stop the shop first. Exit 1 on any refusal.
 */
const at = process.argv.indexOf('--to');
const to = at >= 0 ? process.argv[at + 1] : process.argv.find((a) => a.startsWith('--to='))?.slice(5);
if (!to) {
  console.error('Usage: npm run db:copy -- --to postgres://user:pass@host:5432/shop (copies DATABASE_PATH into it)');
  process.exit(2);
}
const config = configOrExit();

const line = (c: Comparison) =>
  `  ${c.name.padEnd(58)} ${String(c.sqlite).padStart(10)} ${String(c.postgres).padStart(10)}${c.sqlite === c.postgres ? '' : '  MISMATCH'}`;
function print(report: { tables: Comparison[]; sums: Comparison[] }): void {
  console.log(`  ${'table / sum'.padEnd(58)} ${'SQLite'.padStart(10)} ${'PostgreSQL'.padStart(10)}`);
  for (const c of [...report.tables, ...report.sums]) console.log(line(c));
}

try {
  const report = await copySqliteToPostgres(config.databasePath, to);
  print(report);
  const rows = report.tables.reduce((n, t) => n + t.postgres, 0);
  console.log(
    `Copied ${rows} rows in ${report.tables.length} tables from ${config.databasePath} to ${safeUrl(to)}: every count and sum matches.`,
  );
  process.exit(0);
} catch (error) {
  if (!(error instanceof CopyError)) throw error;
  if (error.report) print(error.report);
  console.error(error.message);
  process.exit(1);
}
