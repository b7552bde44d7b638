import type { ReadingPatch } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { updateOrderChoice } from './update-order-choice';
import { updateReading } from './update-reading';
import { updateReadingAddress } from './update-reading-address';

/**
 * One step's fields. Those that decide what is delivered (tier, payment method) freeze when the
 * order completes, so a patch carrying them takes the conditional path (an order not completed has
 * no confirmed address); one that sets the address also clears a confirmation of the old one; every
 * other step goes through the grouped updates. False when the reading is not the caller's.
 */
export function saveReadingPatch(db: Database, id: number, tokenHash: string, patch: ReadingPatch): Promise<boolean> {
  const choosesOrder = patch.selected_price !== undefined || patch.payment_method !== undefined;
  if (choosesOrder) return updateOrderChoice(db, id, tokenHash, patch);
  const { email } = patch;
  if (email !== undefined) return updateReadingAddress(db, id, tokenHash, { ...patch, email });
  return updateReading(db, id, tokenHash, patch);
}
