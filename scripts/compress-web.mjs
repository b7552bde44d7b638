// Pre-compresses the built web app (brotli and gzip) so the server sends compressed files
// without spending CPU per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const compressible = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let count = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file)) continue;
  const body = await readFile(file);
  if (body.length < 1024) continue;
  await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
}
console.log(`pre-compressed ${count} files in ${root}`);
