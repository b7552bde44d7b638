import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';

import { paymentEvents } from '../db/schema';
import type { DbOrTx } from '../delivery/schedule-delivery';
import { matchPersonEmail } from './match-person-email';

/**
 * The payment events of erased readings (by reading_id or the reference they carried), and, for an
 * erasure by address, those held under it or whose note quotes it, lose what names the person: the
 * payer's address, and the reason an operator gave for dismissing one. Amounts, ids, outcomes and
 * times stay for the accounts. Returns the events' ids, so their audit rows can be cut down too,
 * and how many lost an address.
 */
export async function erasePaymentEventData(
  tx: DbOrTx,
  readingIds: number[],
  payerEmail: string | undefined,
): Promise<{ ids: number[]; addresses: number }> {
  const ofReadings =
    readingIds.length > 0
      ? or(inArray(paymentEvents.reading_id, readingIds), inArray(paymentEvents.reading_ref, readingIds))
      : undefined;
  const ofAddress = payerEmail
    ? or(
        matchPersonEmail(paymentEvents.payer_email, payerEmail),
        sql`position(lower(${payerEmail.trim()}) in lower(${paymentEvents.note})) > 0`,
      )
    : undefined;
  if (!ofReadings && !ofAddress) return { ids: [], addresses: 0 };
  const ids = (await tx.select({ id: paymentEvents.id }).from(paymentEvents).where(or(ofReadings, ofAddress))).map(
    (row) => row.id,
  );
  if (ids.length === 0) return { ids, addresses: 0 };
  const addresses = await tx
    .update(paymentEvents)
    .set({ payer_email: null })
    .where(and(inArray(paymentEvents.id, ids), isNotNull(paymentEvents.payer_email)))
    .returning({ id: paymentEvents.id });
  // 'dismissed by <operator>: <reason> (held: ...)': the reason is the operator's words.
  await tx
    .update(paymentEvents)
    .set({ note: sql`regexp_replace(${paymentEvents.note}, '^(dismissed by [^:]*): .*$', '\\1: [reason erased]')` })
    .where(and(inArray(paymentEvents.id, ids), eq(paymentEvents.outcome, 'dismissed')));
  return { ids, addresses: addresses.length };
}
