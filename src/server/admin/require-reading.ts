import { eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { HttpError } from '../http/http-error';

/** A 404 unless a reading (erased or not) has this id. */
export async function requireReading(db: Database, id: number): Promise<void> {
  const [found] = await db.select({ id: readings.id }).from(readings).where(eq(readings.id, id)).limit(1);
  if (!found) throw new HttpError(404, 'not_found', 'No reading has this id.');
}
