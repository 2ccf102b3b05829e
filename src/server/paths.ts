import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's root folder, wherever the process was started from. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Seed images live in db/seed/images and are served under this URL prefix (the demo seed and the image sets use both). */
export const SEED_IMAGE_DIR = join(PROJECT_ROOT, 'db', 'seed', 'images');
export const SEED_IMAGE_PREFIX = '/images/seed/';

/** Where the built client lives: dist/client, or CLIENT_DIST_DIR (lets parallel test runs build apart). */
export const CLIENT_DIR = (() => {
  const dir = process.env.CLIENT_DIST_DIR;
  if (!dir) return join(PROJECT_ROOT, 'dist', 'client');
  return isAbsolute(dir) ? dir : join(PROJECT_ROOT, dir);
})();
