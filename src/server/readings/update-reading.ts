import { and, eq, sql } from 'drizzle-orm';

import type { ReadingPatch } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';

/** The common guard of every read and write: the id and the hash of its token. */
export function ownedReading(id: number, tokenHash: string) {
  return and(eq(readings.id, id), eq(readings.access_token_hash, tokenHash));
}

/** Applies one step's fields in one statement; false when the reading is not the caller's. */
export async function updateReading(
  db: Database,
  id: number,
  tokenHash: string,
  patch: ReadingPatch,
): Promise<boolean> {
  const updated = await db
    .update(readings)
    .set({ ...patch, updated_at: sql`now()` })
    .where(ownedReading(id, tokenHash))
    .returning({ id: readings.id });
  return updated.length === 1;
}
