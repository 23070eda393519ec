// After the build: a brotli and a gzip twin of every text asset, so the server sends precompressed files
// (the best the browser accepts) without compressing anything per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const textExtensions = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map']);
/** Below this a twin saves less than the extra round of headers costs. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(dist)) {
  if (!textExtensions.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  raw += body.length;
  brotli += br.length;
}
console.log(`compressed ${count} files: ${(raw / 1024).toFixed(0)} KB → ${(brotli / 1024).toFixed(0)} KB brotli`);
