import { eq, sql } from 'drizzle-orm';

import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { cancelWaitingConfirmation } from '../email-confirmation/cancel-waiting-confirmation';
import { addressChange } from '../readings/address-change';
import { loadActionableReading } from './load-actionable-reading';
import type { Operator } from './resend-reading';
import { recordAudit } from './record-audit';

/**
 * "I typed the wrong e-mail": the old address is kept in the audit log, not on the reading, and the
 * download links already sent (perhaps to someone else) stop opening the reading; the resend that
 * follows carries a new one.
 */
export async function changeOrderEmail(
  db: Database,
  readingId: number,
  email: string,
  operator: Operator,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reading = await loadActionableReading(tx, readingId);
    if (!reading) return false;
    // A free order's new address is confirmed by its owner too: the resend that follows sends it a link.
    await cancelWaitingConfirmation(tx, readingId, email);
    await tx
      .update(readings)
      .set({ ...addressChange(email), updated_at: sql`now()` })
      .where(eq(readings.id, readingId));
    await recordAudit(tx, {
      operatorEmail: operator.email,
      action: 'reading.change_email',
      readingId,
      detail: { from: reading.email, to: email },
    });
    return true;
  });
}
