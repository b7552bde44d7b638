// Bundles the server and the delivery command into ES modules (dependencies stay in node_modules)
// and copies the SQL migrations beside them, where src/server/db/migrations-dir.ts finds them once
// bundled. Production runs these files with plain node: no tsx, no dev dependencies.
import { cp, rm } from 'node:fs/promises';

import { build } from 'esbuild';

import { SERVER_BUNDLE_OPTIONS } from './server-bundle-options.mjs';

await rm('dist/server', { recursive: true, force: true });
await build({
  // The reading renderer's worker thread is its own file, loaded beside main.mjs and deliver.mjs.
  entryPoints: {
    main: 'src/server/main.ts',
    deliver: 'src/server/cli/deliver.ts',
    operator: 'src/server/cli/operator.ts',
    'render-worker': 'src/report/pdf/render-worker.ts',
  },
  outdir: 'dist/server',
  ...SERVER_BUNDLE_OPTIONS,
  sourcemap: true,
  logLevel: 'warning',
});
await cp('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server bundled to dist/server/main.mjs, deliver.mjs and operator.mjs');
