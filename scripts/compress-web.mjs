// Writes .br and .gz beside every compressible file of the built web app, so the server sends
// precompressed bytes (fastify-static preCompressed) instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const compressible = /\.(js|mjs|css|html|json|svg|webmanifest|txt|map|wasm)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full);
    else if (compressible.test(entry) && !entry.endsWith('.map')) {
      const data = readFileSync(full);
      if (data.length < 1024) continue;
      const gz = gzipSync(data, { level: 9 });
      const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(`${full}.gz`, gz);
      writeFileSync(`${full}.br`, br);
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
}

walk(root);
console.log(
  `Precompressed ${files} files: ${(before / 1024).toFixed(0)} kB → ${(after / 1024).toFixed(0)} kB (brotli)`,
);
