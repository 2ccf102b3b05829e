import { buildClientIfStale } from './build-client.js';

/** npm start: build the client if missing or stale, then serve the shop. */
buildClientIfStale();
await import('../src/server/main.js');
