import { isOfferPrice, OFFER_PAYMENT_GRACE_MS } from '../../domain/funnel-claims';

export type OfferTimes = { offerDeadlineAt: Date | null; checkoutStartedAt: Date | null };

/**
 * Why a payment of the one-time offer's price comes too late for the reading, or null when it
 * does not. It is in time when paid before the deadline, or within the grace after a pay press
 * made before the deadline (the visitor accepted in time; the provider's page took the rest).
 * A reading that never saw the offer has no deadline to miss.
 */
export function checkOfferInTime(paid: string, reading: OfferTimes, paidAt: Date): string | null {
  const deadline = reading.offerDeadlineAt;
  if (!isOfferPrice(paid) || deadline === null || paidAt <= deadline) return null;
  const pressed = reading.checkoutStartedAt;
  if (pressed !== null && pressed <= deadline && paidAt.getTime() <= pressed.getTime() + OFFER_PAYMENT_GRACE_MS)
    return null;
  return `paid ${paid} at ${paidAt.toISOString()}, after the one-time offer ended at ${deadline.toISOString()}`;
}
