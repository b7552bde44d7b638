import { sql } from 'drizzle-orm';

import type { ReadingPatch } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { cancelWaitingConfirmation } from '../email-confirmation/cancel-waiting-confirmation';
import { addressChange } from './address-change';
import { ownedReading } from './update-reading';

/**
 * A patch that sets the e-mail address, outside the grouped updates (whose batched statement sets
 * columns from values only): a changed address clears its confirmation, revokes the download links
 * already sent and cancels a confirmation still waiting for the old one (address-change.ts). False
 * when the reading is not the caller's.
 */
export async function updateReadingAddress(
  db: Database,
  id: number,
  tokenHash: string,
  patch: ReadingPatch & { email: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: readings.id })
      .from(readings)
      .where(ownedReading(id, tokenHash))
      .for('update');
    if (!owned) return false;
    await cancelWaitingConfirmation(tx, id, patch.email);
    await tx
      .update(readings)
      .set({ ...patch, ...addressChange(patch.email), updated_at: sql`now()` })
      .where(ownedReading(id, tokenHash));
    return true;
  });
}
