import { PAYMENT_STATES, type PaymentStatus } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { ownedReading } from './update-reading';

const DEFAULT_FAILURE = 'Payment processing failed';

/** Spec section 4: completed, failed (with a reason), canceled; anything else is pending. */
export function normalisePaymentStatus(status: string, reason: string | null): PaymentStatus {
  const known = (PAYMENT_STATES as readonly string[]).includes(status) ? (status as PaymentStatus['payment_status']) : 'pending';
  return {
    payment_status: known,
    failure_reason: known === 'failed' ? (reason ?? DEFAULT_FAILURE) : reason,
  };
}

export async function getPaymentStatus(db: Database, id: number, tokenHash: string): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({ status: readings.payment_status, reason: readings.failure_reason })
    .from(readings)
    .where(ownedReading(id, tokenHash))
    .limit(1);
  return row ? normalisePaymentStatus(row.status, row.reason) : null;
}
