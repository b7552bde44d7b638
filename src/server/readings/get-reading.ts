import type { Reading } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { readingColumns, toReading } from './reading-row';
import { ownedReading } from './update-reading';

export async function getReading(db: Database, id: number, tokenHash: string): Promise<Reading | null> {
  const [row] = await db.select(readingColumns).from(readings).where(ownedReading(id, tokenHash)).limit(1);
  return row ? toReading(row) : null;
}
