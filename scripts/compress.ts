import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_DIR } from '../src/server/paths.js';

/** Precompresses the built assets (brotli and gzip) so the server sends them without work per request. */
const dir = join(CLIENT_DIR, 'assets');
const COMPRESSIBLE = /\.(js|css|svg|json|html|txt)$/;
let count = 0;
for (const name of readdirSync(dir)) {
  const file = join(dir, name);
  if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
  const data = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`Precompressed ${count} assets.`);
