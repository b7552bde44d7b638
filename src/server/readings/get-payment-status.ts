import { PAYMENT_STATES, type PaymentStatus } from '../../domain/reading';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { describePurchase } from '../events/describe-purchase';
import { ownedReading } from './update-reading';

const DEFAULT_FAILURE = 'Payment processing failed';

/** Spec section 4: completed, failed (with a reason), canceled; anything else is pending. */
export function normalisePaymentStatus(status: string, reason: string | null): PaymentStatus {
  const known = (PAYMENT_STATES as readonly string[]).includes(status)
    ? (status as PaymentStatus['payment_status'])
    : 'pending';
  return {
    payment_status: known,
    failure_reason: known === 'failed' ? (reason ?? DEFAULT_FAILURE) : reason,
  };
}

/** With a paid order's Purchase, so the browser pixel reports what was paid, not what the page showed. */
export async function getPaymentStatus(db: Database, id: number, tokenHash: string): Promise<PaymentStatus | null> {
  const [row] = await db
    .select({
      id: readings.id,
      status: readings.payment_status,
      reason: readings.failure_reason,
      paymentMethod: readings.payment_method,
      amountMinor: readings.paid_amount_minor,
      currency: readings.paid_currency,
      tier: readings.selected_price,
    })
    .from(readings)
    .where(ownedReading(id, tokenHash))
    .limit(1);
  if (!row) return null;
  const purchase = describePurchase({ ...row, paymentStatus: row.status });
  return { ...normalisePaymentStatus(row.status, row.reason), ...(purchase ? { purchase } : {}) };
}
