import { sql } from 'drizzle-orm';

import { findPaymentUrl } from '../../domain/payment-link';
import type { StartCheckout } from '../../domain/reading';
import type { SiteConfig } from '../../domain/site-config';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { HttpError } from '../http/http-error';
import { ownedReading } from './update-reading';

const nonBlank = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The pay press: records checkout_started_at and the choice, writes the optional fields only when
 * non-blank, and returns the external payment link. Nothing is written when no link exists.
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
  const updated = await db
    .update(readings)
    .set({
      ...optional,
      selected_price: input.selected_price,
      payment_method: input.payment_method,
      email: input.email,
      checkout_started_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(ownedReading(id, tokenHash))
    .returning({ id: readings.id });
  return updated.length === 1 ? { payment_url: paymentUrl } : null;
}
