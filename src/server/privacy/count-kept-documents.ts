import { count, inArray } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readingDocuments } from '../db/schema';

/** Stored PDFs still recorded for these readings. */
export async function countKeptDocuments(db: Database, readingIds: number[]): Promise<number> {
  if (readingIds.length === 0) return 0;
  const [row] = await db
    .select({ count: count() })
    .from(readingDocuments)
    .where(inArray(readingDocuments.reading_id, readingIds));
  return row?.count ?? 0;
}
