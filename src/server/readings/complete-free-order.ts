import { and, ne, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { ownedReading } from './update-reading';

/**
 * The spec's free-completion helper: payment_status completed, method free. A reading already
 * paid keeps its paid status.
 */
export async function completeFreeOrder(db: Database, id: number, tokenHash: string): Promise<boolean> {
  await db
    .update(readings)
    .set({
      payment_status: 'completed',
      payment_method: 'free',
      selected_price: 'FREE',
      payment_completed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(ownedReading(id, tokenHash), ne(readings.payment_status, 'completed')));
  const [row] = await db.select({ id: readings.id }).from(readings).where(ownedReading(id, tokenHash));
  return row !== undefined;
}
