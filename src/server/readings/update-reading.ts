import { and, eq, sql } from 'drizzle-orm';

import type { ReadingPatch } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';

/** The common guard of every read and write: the id and the hash of its token. */
export function ownedReading(id: number, tokenHash: string) {
  return and(eq(readings.id, id), eq(readings.access_token_hash, tokenHash));
}

function prepareUpdate(db: Database, columns: (keyof ReadingPatch)[]) {
  const set = Object.fromEntries(columns.map((column) => [column, sql.placeholder(column)]));
  return db
    .update(readings)
    .set({ ...set, updated_at: sql`now()` })
    .where(and(eq(readings.id, sql.placeholder('id')), eq(readings.access_token_hash, sql.placeholder('tokenHash'))))
    .returning({ id: readings.id })
    .prepare(`update_reading:${columns.join(',')}`);
}

type PreparedUpdate = ReturnType<typeof prepareUpdate>;

// Each step writes the same few columns every time: one server-side prepared statement per
// column set spares PostgreSQL the parsing and planning, and the server the query building.
const statements = new WeakMap<Database, Map<string, PreparedUpdate>>();

/** Applies one step's fields in one statement; false when the reading is not the caller's. */
export async function updateReading(
  db: Database,
  id: number,
  tokenHash: string,
  patch: ReadingPatch,
): Promise<boolean> {
  const columns = (Object.keys(patch) as (keyof ReadingPatch)[]).sort();
  let forDb = statements.get(db);
  if (!forDb) statements.set(db, (forDb = new Map()));
  const key = columns.join(',');
  let statement = forDb.get(key);
  if (!statement) forDb.set(key, (statement = prepareUpdate(db, columns)));
  const updated = await statement.execute({ ...patch, id, tokenHash });
  return updated.length === 1;
}
