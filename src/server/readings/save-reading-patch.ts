import type { ReadingPatch } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { updateOrderChoice } from './update-order-choice';
import { updateReading } from './update-reading';

/**
 * One step's fields. Those that decide what is delivered (tier, payment method) freeze when the
 * order completes, so a patch carrying them takes the conditional path; every other step goes
 * through the grouped updates. False when the reading is not the caller's.
 */
export function saveReadingPatch(db: Database, id: number, tokenHash: string, patch: ReadingPatch): Promise<boolean> {
  const choosesOrder = patch.selected_price !== undefined || patch.payment_method !== undefined;
  return choosesOrder ? updateOrderChoice(db, id, tokenHash, patch) : updateReading(db, id, tokenHash, patch);
}
