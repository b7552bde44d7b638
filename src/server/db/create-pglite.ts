import { setFlagsFromString } from 'node:v8';

import { PGlite } from '@electric-sql/pglite';

import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { PGLITE_START_PARAMS } from './pglite-start-params';

/**
 * Opens the embedded database in dir, its WebAssembly kept on V8's baseline compiler. By default V8
 * recompiles the hottest functions with its optimising compiler a few seconds after start, and for
 * PostgreSQL's very large functions that takes about 500 MB for a moment (the server's peak went
 * from about 300 to 900 MB): more than a 512 MB container has. The baseline code updates readings
 * as fast (4,100-4,250 against 3,400-4,400 single-row updates/s in one process; bench/README.md).
 * The compiler is chosen when a module is compiled, so the default is put back at once for any
 * WebAssembly compiled later (the renderer's layout engine).
 */
export async function createPglite(dir: string): Promise<PGlite> {
  setFlagsFromString('--no-wasm-dynamic-tiering --no-wasm-tier-up');
  try {
    return await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS });
  } finally {
    setFlagsFromString('--wasm-dynamic-tiering --wasm-tier-up');
  }
}
