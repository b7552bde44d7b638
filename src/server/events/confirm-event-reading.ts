import type { FastifyRequest } from 'fastify';

import type { Database } from '../db/open-database';
import { notFound } from '../http/http-error';
import { bearerTokenHash } from '../http/parse';
import { readingOwnersFor } from '../readings/reading-owners';

/**
 * An event naming a reading is kept with it (and so in its owner's data export), so it needs that
 * reading's token, as every reading route does: 404 otherwise, the same for an id that does not
 * exist as for a wrong token, so that neither tells whether an id exists. Returns the token's hash,
 * or null for an event that names no reading (a page view before any reading exists).
 */
export async function confirmEventReading(
  db: Database,
  request: FastifyRequest,
  readingId: number | undefined,
): Promise<string | null> {
  if (readingId === undefined) return null;
  const tokenHash = bearerTokenHash(request);
  if (!tokenHash || !(await readingOwnersFor(db).check(readingId, tokenHash))) throw notFound();
  return tokenHash;
}
