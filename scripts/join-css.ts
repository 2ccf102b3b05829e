import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  joinedStylesheet,
  routeStylesheets,
  stylesheetGroups,
  VITE_MANIFEST,
} from '../src/server/http/client-manifest.js';
import { CLIENT_DIR } from '../src/server/paths.js';

/**
 * Joins each route's groups of stylesheets into one file (`client-manifest.ts` says which), so a page links two
 * stylesheets instead of up to seven. Run after the client build, before the assets are precompressed.
 */
const path = (file: string) => join(CLIENT_DIR, file);
const { routes } = routeStylesheets(JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')));
const written = new Set<string>();
for (const [routeId, files] of Object.entries(routes)) {
  for (const parts of stylesheetGroups(routeId, files, (file) => statSync(path(file)).size)) {
    const joined = joinedStylesheet(parts);
    if (parts.length < 2 || written.has(joined)) continue;
    writeFileSync(path(joined), parts.map((part) => readFileSync(path(part), 'utf8')).join('\n'));
    written.add(joined);
  }
}
console.log(`Joined ${written.size} stylesheet groups.`);
