import { eventTime, type EventParts } from './payment-event';
import type { StripeCharge } from './stripe-event-schema';
import { stripeRelatedId } from './stripe-related-id';

/**
 * charge.refunded, full or partial: amount_refunded is the running total, so a late or repeated
 * event can never count a refund twice. The payment is the charge's payment intent, the id a
 * completion stored on the reading; a charge without one (the old Charges API) matches nothing.
 */
export function stripeChargeParts(type: string, charge: StripeCharge, created: number, now: Date): EventParts {
  return {
    readingRef: null,
    reference: null,
    email: charge.billing_details?.email ?? charge.receipt_email ?? null,
    amountMinor: charge.amount_refunded ?? null,
    currency: charge.currency?.toUpperCase() ?? null,
    providerPaymentId: stripeRelatedId(charge.payment_intent) ?? charge.id,
    change:
      type === 'charge.refunded'
        ? {
            kind: 'refunded',
            at: eventTime(created, now),
            totalRefundedMinor: charge.amount_refunded ?? null,
            refundMinor: null,
          }
        : { kind: 'ignore' },
  };
}
