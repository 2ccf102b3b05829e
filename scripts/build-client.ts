import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { RENDER_ENTRY } from '../src/server/http/pages.js';
import { CLIENT_DIR, PROJECT_ROOT } from '../src/server/paths.js';

const INPUTS = ['src/client', 'src/shared', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];
const OUTPUT = join(CLIENT_DIR, 'index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when the built client (browser bundle and render entry) is missing or older than any of its sources. */
export function clientIsStale(): boolean {
  if (!existsSync(OUTPUT) || !existsSync(RENDER_ENTRY)) return true;
  const built = statSync(OUTPUT).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(PROJECT_ROOT, input)) > built);
}

/** Builds the client (vite + precompression) when it is missing or stale; exits on a failed build. */
export function buildClientIfStale(): void {
  if (!clientIsStale()) return;
  console.log('Building the client…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The client build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
