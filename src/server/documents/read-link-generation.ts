import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';

/** The reading's present link generation, which every link e-mailed now is signed with. */
export async function readLinkGeneration(db: Database, readingId: number): Promise<number> {
  const [row] = await db
    .select({ generation: readings.document_link_generation })
    .from(readings)
    .where(eq(readings.id, readingId))
    .limit(1);
  if (!row) throw new Error('the reading no longer exists');
  return row.generation;
}
