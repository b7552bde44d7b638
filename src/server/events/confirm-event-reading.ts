import type { FastifyRequest } from 'fastify';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { notFound } from '../http/http-error';
import { bearerTokenHash } from '../http/parse';
import { ownedReading } from '../readings/update-reading';

/**
 * An event naming a reading is kept with it (and so in its owner's data export), so it needs that
 * reading's token, as every reading route does: 404 otherwise, the same for an id that does not
 * exist as for a wrong token, so that neither tells whether an id exists. Checked in the database,
 * not through the servers' caches of confirmed tokens: an erasure replaces the token there, and a tab
 * left open must not attach new data to an erased reading. Returns the token's hash, or null for an
 * event that names no reading (a page view before any reading exists).
 */
export async function confirmEventReading(
  db: Database,
  request: FastifyRequest,
  readingId: number | undefined,
): Promise<string | null> {
  if (readingId === undefined) return null;
  const tokenHash = bearerTokenHash(request);
  if (!tokenHash) throw notFound();
  const [owned] = await db
    .select({ id: readings.id })
    .from(readings)
    .where(ownedReading(readingId, tokenHash))
    .limit(1);
  if (!owned) throw notFound();
  return tokenHash;
}
