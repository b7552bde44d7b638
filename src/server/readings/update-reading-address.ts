import { sql } from 'drizzle-orm';

import type { ReadingPatch } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { confirmationAfterChange } from '../email-confirmation/confirmation-after-change';
import { ownedReading } from './update-reading';

/**
 * A patch that sets the e-mail address: one UPDATE that also clears a confirmation of the address
 * it replaces, so a visitor cannot confirm their own address and then point the free reading (their
 * words) at a stranger's; the new one is confirmed through its own link. Outside the grouped
 * updates, whose batched statement sets columns from values only. False when the reading is not the caller's.
 */
export async function updateReadingAddress(
  db: Database,
  id: number,
  tokenHash: string,
  patch: ReadingPatch & { email: string },
): Promise<boolean> {
  const updated = await db
    .update(readings)
    .set({ ...patch, email_confirmed_at: confirmationAfterChange(patch.email), updated_at: sql`now()` })
    .where(ownedReading(id, tokenHash))
    .returning({ id: readings.id });
  return updated.length === 1;
}
