import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { VerifiedReadings } from './verified-readings';

const owners = new WeakMap<Database, VerifiedReadings>();

/**
 * The confirmed id-and-token pairs of one database, shared by the rate limits (which must know a
 * token is right before counting a request against its reading) and the grouped updates: a
 * visitor's pair costs one primary-key select per process, then none.
 */
export function readingOwnersFor(db: Database): VerifiedReadings {
  const known = owners.get(db);
  if (known) return known;
  const created = new VerifiedReadings(async (id, tokenHash) => {
    const [row] = await db
      .select({ id: readings.id })
      .from(readings)
      .where(and(eq(readings.id, id), eq(readings.access_token_hash, tokenHash)))
      .limit(1);
    return row !== undefined;
  });
  owners.set(db, created);
  return created;
}
