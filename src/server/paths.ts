import { fileURLToPath } from 'node:url';

/** The project's root folder, wherever the process was started from. */
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
