// Bundles the server into one ES module (dependencies stay in node_modules) and copies the SQL
// migrations beside it, where src/server/db/migrations-dir.ts finds them once bundled.
import { cp, rm } from 'node:fs/promises';

import { build } from 'esbuild';

await rm('dist/server', { recursive: true, force: true });
await build({
  // The reading renderer's worker thread is its own file, loaded beside main.mjs.
  entryPoints: { main: 'src/server/main.ts', 'render-worker': 'src/report/render-worker.ts' },
  outdir: 'dist/server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server bundled to dist/server/main.mjs');
