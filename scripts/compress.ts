import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_DIR } from '../src/server/paths.js';

/**
 * Precompresses the built assets (brotli and gzip) so the server sends them without work per request. Small files too:
 * a page's first load fetches a dozen chunks of 0.3–1 KiB (an icon, a hook, a route's config), and brotli halves
 * them. A copy no smaller than the file is not written (the file is sent as it is).
 */
const dir = join(CLIENT_DIR, 'assets');
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;
let count = 0;
for (const name of readdirSync(dir)) {
  const file = join(dir, name);
  if (!COMPRESSIBLE.test(name)) continue;
  const data = readFileSync(file);
  const brotli = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (brotli.length >= data.length) continue;
  writeFileSync(`${file}.br`, brotli);
  const gzip = gzipSync(data, { level: 9 });
  if (gzip.length < data.length) writeFileSync(`${file}.gz`, gzip);
  count++;
}
console.log(`Precompressed ${count} assets.`);
