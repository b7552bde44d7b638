import { eq, sql } from 'drizzle-orm';

import type { AddressState } from '../../domain/email-confirmation';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { addressColumns, addressStateOf, isFreeOrder } from '../email-confirmation/address-state';
import { hasWaitingConfirmation } from '../email-confirmation/has-waiting-confirmation';
import { ownedReading } from './update-reading';

export type FreeOrderResult =
  | { found: false }
  | {
      found: true;
      state: AddressState;
      /** The address a confirmation e-mail should now go to (within the limits), or null when none should. */
      confirmTo: string | null;
    };

/**
 * The spec's free-completion helper: payment_status completed, method free. A reading already
 * paid keeps its paid status and its delivery. Nothing is scheduled here: a free order's address
 * is confirmed first (decision 0032), so this says whether a confirmation e-mail is wanted, which
 * the route sends within its limits; the reading is scheduled when the address is confirmed.
 * None is wanted once the address is confirmed, nor while one is still waiting to go out.
 */
export async function completeFreeOrder(
  db: Database,
  id: number,
  tokenHash: string,
  now = new Date(),
): Promise<FreeOrderResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(addressColumns).from(readings).where(ownedReading(id, tokenHash)).for('update');
    if (!row) return { found: false };
    if (row.paymentStatus === 'completed' && !isFreeOrder(row))
      return { found: true, state: addressStateOf(row), confirmTo: null };
    if (row.paymentStatus !== 'completed') {
      await tx
        .update(readings)
        .set({
          payment_status: 'completed',
          payment_method: 'free',
          selected_price: 'FREE',
          payment_completed_at: now,
          failure_reason: null,
          updated_at: sql`now()`,
        })
        .where(eq(readings.id, id));
    }
    const order = { ...row, paymentMethod: 'free', selectedPrice: 'FREE', completedAt: row.completedAt ?? now };
    if (order.confirmedAt) return { found: true, state: addressStateOf(order), confirmTo: null };
    const waiting = await hasWaitingConfirmation(tx, id);
    return { found: true, state: addressStateOf(order), confirmTo: waiting ? null : (row.email ?? '') };
  });
}
