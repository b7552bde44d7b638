import { fileURLToPath } from 'node:url';

// Bundled, this file's URL is dist/server/main.mjs and the build copies the SQL beside it.
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));
