import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { build } from 'esbuild';
import { MIGRATION_FOLDERS } from '../src/server/db/migration-folders.js';
import { PROJECT_ROOT, SERVER_BUNDLE } from '../src/server/paths.js';

/**
 * `npm run build:server` (part of `npm run build`): the server compiled for `npm start`. src/server/main.ts is bundled
 * with esbuild into dist/app/main.js (packages stay in node_modules, imported from there), and each migration
 * (db/migration-folders.ts: db/migrations, db/postgres) into dist/app/db/..., which the compiled server migrates from. From source
 * under tsx the shop held about 70 MiB more memory (the loader and its transforms) and started 0.8 s later.
 * `tsx scripts/build-server.ts dist/<name>` builds into another folder of dist (the tests do, beside a running shop).
 */
const out = process.argv[2] ? join(PROJECT_ROOT, process.argv[2]) : dirname(SERVER_BUNDLE);
if (relative(join(PROJECT_ROOT, 'dist'), dirname(out)) !== '') {
  console.error('The server is built into a folder of dist/ (two folders below the project, as paths.ts expects).');
  process.exit(2);
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
} as const;

rmSync(out, { recursive: true, force: true });
await build({
  ...common,
  entryPoints: [join(PROJECT_ROOT, 'src', 'server', 'main.ts')],
  outfile: join(out, 'main.js'),
  define: { __COMPILED__: 'true' },
});
for (const folder of Object.values(MIGRATION_FOLDERS)) {
  const dir = join(PROJECT_ROOT, folder);
  await build({
    ...common,
    entryPoints: readdirSync(dir)
      .filter((file) => /^\d{4}-.*\.ts$/.test(file))
      .map((file) => join(dir, file)),
    outdir: join(out, folder),
  });
}
console.log(`Built the server into ${relative(PROJECT_ROOT, out)}.`);
