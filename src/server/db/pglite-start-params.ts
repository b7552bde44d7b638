import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's own start parameters, with PostgreSQL's buffer cache at 16 MB instead of initdb's 128 MB:
 * a small site's working set fits, the operating system caches the files as well, and the embedded
 * database then adds about 90 MB to the server at rest instead of about 290 (bench/server-memory.ts).
 * Given on the command line, so it holds for every data folder, old or new, and changes no file in it.
 */
export const PGLITE_START_PARAMS: string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
