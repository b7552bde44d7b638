import { eq, sql } from 'drizzle-orm';

import { findPaymentUrl } from '../../domain/payment-link';
import type { StartCheckout } from '../../domain/reading';
import type { SiteConfig } from '../../domain/site-config';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { HttpError } from '../http/http-error';
import { orderCompleted } from './order-completed';
import { ownedReading } from './update-reading';

const nonBlank = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The pay press: records checkout_started_at and the choice, writes the optional fields only when
 * non-blank, and returns the external payment link. Nothing is written when no link exists.
 * A paid order is complete and answers 409. A completed free order may still be upgraded: it gets
 * its link, but keeps FREE until the payment arrives and sets the tier it paid for. The row is
 * locked, so a payment webhook for it waits or has already landed.
 */
export async function startCheckout(
  db: Database,
  links: SiteConfig['paymentLinks'],
  id: number,
  tokenHash: string,
  input: StartCheckout,
): Promise<{ payment_url: string } | null> {
  const paymentUrl = findPaymentUrl(links, input.selected_price, input.payment_method, input.email, id);
  if (!paymentUrl) {
    throw new HttpError(422, 'no_payment_link', 'Could not process your payment. Please try again later.');
  }
  const optional = Object.fromEntries(
    (['selected_subject', 'question1', 'question2', 'question3', 'additional_info'] as const)
      .map((key) => [key, nonBlank(input[key])])
      .filter(([, value]) => value !== undefined),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: readings.payment_status, method: readings.payment_method })
      .from(readings)
      .where(ownedReading(id, tokenHash))
      .for('update');
    if (!row) return null;
    const completed = row.status === 'completed';
    if (completed && row.method !== 'free') throw orderCompleted();
    const choice = completed ? {} : { selected_price: input.selected_price, payment_method: input.payment_method };
    await tx
      .update(readings)
      .set({ ...optional, ...choice, email: input.email, checkout_started_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(readings.id, id));
    return { payment_url: paymentUrl };
  });
}
