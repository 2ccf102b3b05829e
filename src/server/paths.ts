import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True in the compiled server only (scripts/build-server.ts defines it), not in the source run by tsx or vitest. */
declare const __COMPILED__: boolean | undefined;
const COMPILED = typeof __COMPILED__ === 'boolean' && __COMPILED__;

/**
 * The project's root folder, wherever the process was started from: two folders up from this module's source
 * (src/server/paths.ts) and from the compiled server (dist/app/main.js) alike.
 */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the running code's own files sit (its migrations, db/migration-folders.ts): the project's root from source,
 * the compiled server's folder (dist/app) when compiled.
 */
export const CODE_ROOT = COMPILED ? fileURLToPath(new URL('.', import.meta.url)) : PROJECT_ROOT;

/** Seed images live in db/seed/images and are served under this URL prefix (the demo seed and the image sets use both). */
export const SEED_IMAGE_DIR = join(PROJECT_ROOT, 'db', 'seed', 'images');
export const SEED_IMAGE_PREFIX = '/images/seed/';

/** Where the built client lives: dist/client, or CLIENT_DIST_DIR (lets parallel test runs build apart). */
export const CLIENT_DIR = (() => {
  const dir = process.env.CLIENT_DIST_DIR;
  if (!dir) return join(PROJECT_ROOT, 'dist', 'client');
  return isAbsolute(dir) ? dir : join(PROJECT_ROOT, dir);
})();

/** The server-rendering entry the client build makes (`vite build --ssr`), next to the browser bundle. */
export const RENDER_ENTRY = join(CLIENT_DIR, '..', 'server', 'entry-server.js');

/**
 * The compiled server `npm start` runs (`npm run build:server`, scripts/build-server.ts). Always in this project's
 * dist/app (CLIENT_DIST_DIR moves only the client): it imports its packages from the project's node_modules.
 */
export const SERVER_BUNDLE = join(PROJECT_ROOT, 'dist', 'app', 'main.js');
