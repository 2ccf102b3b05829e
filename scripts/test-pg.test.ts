import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUN_ONCE, runOnceExcludes } from './test-pg.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The test files an entry of RUN_ONCE names (a folder: every test file under it). */
function testFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join(entry, file));
}

/** What makes a test file depend on the run's engine: it asks which one, or opens PostgreSQL itself. */
const ENGINE_AWARE =
  /\b(postgresTestServer|databaseMigratedTo|freshPostgres\w*|engineOf|isPostgresUrl|TEST_DATABASE_\w+)\b/;

describe("test:pg's files run once (scripts/test-pg.ts)", () => {
  it('name files and folders that exist, each holding tests', () => {
    for (const entry of RUN_ONCE) {
      expect(existsSync(path.join(ROOT, entry)), entry).toBe(true);
      expect(testFiles(entry).length, entry).toBeGreaterThan(0);
    }
  });

  it('hold no test that depends on the engine, and no shared test that reaches the server', () => {
    for (const file of RUN_ONCE.flatMap(testFiles)) {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      expect(ENGINE_AWARE.test(source), file).toBe(false);
      if (file.startsWith('src/shared/')) expect(/from '\.\.\/+(\.\.\/)*server\//.test(source), file).toBe(false);
    }
  });

  it('are the files vitest leaves out of the PostgreSQL run, and only those', () => {
    const list = spawnSync('npx', ['vitest', 'list', '--filesOnly', '--project', 'server', ...runOnceExcludes()], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const listed = new Set([...list.stdout.matchAll(/^\[server\] (\S+)$/gm)].map((m) => m[1]));
    for (const file of RUN_ONCE.flatMap(testFiles)) expect(listed.has(file), file).toBe(false);
    for (const file of [
      'src/server/rest/two-processes.test.ts',
      'src/server/rest/accounts.test.ts',
      'scripts/build-server.test.ts',
    ])
      expect(listed.has(file), file).toBe(true);
  }, 60_000);
});
