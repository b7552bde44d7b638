import { eq, sql } from 'drizzle-orm';

import { formatTierPrice } from '../../domain/experiments';
import { findPaymentUrl } from '../../domain/payment-link';
import { isPaidPrice, TIER_AMOUNTS } from '../../domain/prices';
import type { StartCheckout } from '../../domain/reading';
import type { SiteConfig } from '../../domain/site-config';
import type { Database } from '../db/open-database';
import { readings } from '../db/schema';
import { cancelWaitingConfirmation } from '../email-confirmation/cancel-waiting-confirmation';
import { addressChange } from './address-change';
import { findPriceArm } from '../experiments/find-price-arm';
import { HttpError } from '../http/http-error';
import { orderCompleted } from './order-completed';
import { refuseExpiredOffer } from './refuse-expired-offer';
import { ownedReading } from './update-reading';

const nonBlank = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/**
 * The pay press: records checkout_started_at and the choice, writes the optional fields only when
 * non-blank, and returns the external payment link. Nothing is written when no link exists, nor
 * for the one-time offer's price after the reading's offer deadline (410).
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
): Promise<{ payment_url: string; amount_minor?: number; currency?: string; price_label?: string } | null> {
  const optional = Object.fromEntries(
    (['selected_subject', 'question1', 'question2', 'question3', 'additional_info'] as const)
      .map((key) => [key, nonBlank(input[key])])
      .filter(([, value]) => value !== undefined),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: readings.payment_status,
        method: readings.payment_method,
        visitorId: readings.visitor_id,
        offerExpired: sql<boolean>`coalesce(${readings.offer_deadline_at} < now(), false)`,
      })
      .from(readings)
      .where(ownedReading(id, tokenHash))
      .for('update');
    if (!row) return null;
    const completed = row.status === 'completed';
    if (completed && row.method !== 'free') throw orderCompleted();
    refuseExpiredOffer(input.selected_price, row.offerExpired);
    // A price experiment's arm may price this tier: its own amount and its own links, so the price
    // shown is the price charged; the amount is kept on the reading for the payment webhook's check.
    const tier = input.selected_price;
    const arm = isPaidPrice(tier) && input.payment_method !== 'free' ? await findPriceArm(tx, row.visitorId, id) : null;
    const armTier = arm && isPaidPrice(tier) ? arm.price.tiers[tier] : undefined;
    const tierLinks = armTier
      ? { card: { [tier]: armTier.card }, paypal: armTier.paypal ? { [tier]: armTier.paypal } : {} }
      : links;
    const paymentUrl = findPaymentUrl(tierLinks, tier, input.payment_method, input.email, id);
    if (!paymentUrl)
      throw new HttpError(422, 'no_payment_link', 'Could not process your payment. Please try again later.');
    const quoted = armTier
      ? { quoted_amount_minor: armTier.minor, quoted_currency: isPaidPrice(tier) ? TIER_AMOUNTS[tier].currency : null }
      : { quoted_amount_minor: null, quoted_currency: null };
    const choice = completed ? {} : { selected_price: tier, payment_method: input.payment_method, ...quoted };
    await cancelWaitingConfirmation(tx, id, input.email);
    await tx
      .update(readings)
      .set({
        ...optional,
        ...choice,
        ...addressChange(input.email),
        checkout_started_at: sql`now()`,
        updated_at: sql`now()`,
      })
      .where(eq(readings.id, id));
    if (!isPaidPrice(tier)) return { payment_url: paymentUrl };
    const amount = armTier?.minor ?? TIER_AMOUNTS[tier].minor;
    return {
      payment_url: paymentUrl,
      amount_minor: amount,
      currency: TIER_AMOUNTS[tier].currency,
      price_label: formatTierPrice(tier, amount),
    };
  });
}
