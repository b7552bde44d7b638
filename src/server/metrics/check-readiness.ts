import { sql } from 'drizzle-orm';

import type { DatabaseLog } from '../db/database-log';
import type { Database } from '../db/open-database';
import { summarizeError } from '../db/summarize-error';

export type ReadinessDeps = {
  db: Database;
  /** The migrations this build ships (its journal's entries). */
  expectedMigrations: number;
  /** Set when this process delivers: the renderer's ready() (null once warm, else why not). */
  rendererReady?: (() => Promise<string | null>) | null | undefined;
  log: DatabaseLog;
};

type Checks = { database: string; migrations: string; renderer: string };

export type Readiness = {
  /** Each check's state: 'ok' (or 'off' for a renderer this process does not run), else what is wrong. */
  checks: Checks;
  /** The checks that are neither: empty when ready. */
  failed: (keyof Checks)[];
};

const STILL_WARMING = Symbol('still warming');

async function checkDatabase(deps: ReadinessDeps): Promise<string> {
  try {
    await deps.db.execute(sql`select 1`);
    return 'ok';
  } catch (error) {
    deps.log.warn({ error: summarizeError(error) }, 'readiness: the database does not answer');
    return 'unreachable';
  }
}

async function checkMigrations(deps: ReadinessDeps): Promise<string> {
  // Where drizzle's migrator records what it applied, on PGlite and PostgreSQL alike.
  const result = await deps.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const applied = (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  // More is fine: a newer release may have migrated ahead during a rolling deployment.
  return applied >= deps.expectedMigrations ? 'ok' : `${applied} of ${deps.expectedMigrations} applied`;
}

async function checkRenderer(deps: ReadinessDeps): Promise<string> {
  if (!deps.rendererReady) return 'off';
  // A probe must not wait for the warm-up: race() settles on the first of its arguments already
  // settled, so the fallback wins only while ready() is still pending.
  const state = await Promise.race([deps.rendererReady(), Promise.resolve(STILL_WARMING)]);
  if (state === STILL_WARMING) return 'starting';
  if (state === null) return 'ok';
  // The reason is in the log (main.ts writes it); a probe's answer is public.
  return state === 'closed' ? 'closed' : 'failed';
}

/** Ready to take traffic: the database answers, carries this build's migrations, and the renderer (if any) is warm. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const [database, renderer] = await Promise.all([checkDatabase(deps), checkRenderer(deps)]);
  const migrations = database === 'ok' ? await checkMigrations(deps).catch(() => 'unreadable') : 'not checked';
  const checks: Checks = { database, migrations, renderer };
  const failed = (Object.keys(checks) as (keyof Checks)[]).filter(
    (name) => checks[name] !== 'ok' && checks[name] !== 'off',
  );
  return { checks, failed };
}
