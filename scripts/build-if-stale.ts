import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATION_FOLDERS } from '../src/server/db/migration-folders.js';
import { CLIENT_DIR, PROJECT_ROOT, RENDER_ENTRY, SERVER_BUNDLE } from '../src/server/paths.js';

/** What `npm run build` makes, each with the sources it is made from and the script that makes it alone. */
const BUILDS = [
  {
    name: 'client',
    outputs: [join(CLIENT_DIR, 'index.html'), RENDER_ENTRY],
    inputs: [
      'src/client',
      'src/shared',
      'vite.config.ts',
      'postcss.config.cjs',
      'src/server/http/client-manifest.ts',
      'package-lock.json',
    ],
    script: 'build:client',
  },
  {
    name: 'server',
    outputs: [SERVER_BUNDLE],
    inputs: [
      'src/server',
      'src/shared',
      ...Object.values(MIGRATION_FOLDERS),
      'scripts/build-server.ts',
      'package-lock.json',
    ],
    script: 'build:server',
  },
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when a build's outputs are missing or older than any of its sources. */
function isStale({ outputs, inputs }: (typeof BUILDS)[number]): boolean {
  if (!outputs.every((output) => existsSync(output))) return true;
  const built = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  return inputs.some((input) => newestMtime(join(PROJECT_ROOT, input)) > built);
}

/**
 * Builds the client (vite + precompression) and the compiled server (scripts/build-server.ts), each only when it is
 * missing or stale; exits on a failed build. `npm start`, the e2e specs and the benchmarks call it first.
 */
export function buildIfStale(): void {
  for (const build of BUILDS) {
    if (!isStale(build)) continue;
    console.log(`Building the ${build.name}…`);
    const result = spawnSync('npm', ['run', build.script, '--silent'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`The ${build.name} build failed; see the output above.`);
      process.exit(result.status ?? 1);
    }
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) buildIfStale();
