import { spawnSync } from 'node:child_process';
import { buildIfStale } from '../../scripts/build-if-stale.js';
import { chromiumPath } from './browser.js';

/** npm run test:e2e: needs the system Chromium, builds the client once, then runs the Playwright specs. */
if (!chromiumPath()) {
  console.error(
    'Chromium not found at /usr/bin/chromium: install it with `apt-get install -y chromium` or set CHROMIUM_PATH.',
  );
  process.exit(1);
}
buildIfStale();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
