import { sql } from 'drizzle-orm';

import { VISIT_PAGES, type Reading } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { readingColumns, toReading } from './reading-row';
import { ownedReading } from './update-reading';

/** Sets one visit flag and returns the row, as the spec's 'update ... returning row'. */
export async function recordVisit(
  db: Database,
  id: number,
  tokenHash: string,
  page: keyof typeof VISIT_PAGES,
): Promise<Reading | null> {
  const [row] = await db
    .update(readings)
    .set({ [VISIT_PAGES[page]]: true, updated_at: sql`now()` })
    .where(ownedReading(id, tokenHash))
    .returning(readingColumns);
  return row ? toReading(row) : null;
}
