import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create; every embedded database (and backup restored) must load them. */
export const PGLITE_EXTENSIONS = { pg_trgm };
