import { sql } from 'drizzle-orm';

import { LIMITED_OFFER_SECONDS, type OfferDeadline } from '../../domain/funnel-claims';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { ownedReading } from './update-reading';

/**
 * The reading's one-time offer deadline: set the first time the reading sees the offer and kept
 * from then on, so going back, reloading or another device never starts the offer again.
 */
export async function openOffer(db: Database, id: number, tokenHash: string): Promise<OfferDeadline | null> {
  const [row] = await db
    .update(readings)
    .set({
      offer_deadline_at: sql`coalesce(${readings.offer_deadline_at}, now() + make_interval(secs => ${LIMITED_OFFER_SECONDS}))`,
    })
    .where(ownedReading(id, tokenHash))
    .returning({ deadline: readings.offer_deadline_at });
  if (!row?.deadline) return null;
  return { deadline: row.deadline.toISOString() };
}
