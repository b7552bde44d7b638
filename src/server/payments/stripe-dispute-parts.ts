import { eventTime, type DisputeStatus, type EventParts, type PaymentChange } from './payment-event';
import type { StripeDispute } from './stripe-event-schema';
import { stripeRelatedId } from './stripe-related-id';

/**
 * A closed dispute's status as ours. warning_closed is an inquiry that closed without becoming a
 * chargeback: the money stayed with us, so it counts as won. Anything else (prevented,
 * charge_refunded) is neither; a refund, if any, arrives as its own charge.refunded.
 */
function closedStatus(status: string): DisputeStatus | null {
  if (status === 'won' || status === 'warning_closed') return 'won';
  if (status === 'lost') return 'lost';
  return null;
}

function disputeChange(type: string, dispute: StripeDispute, at: Date): PaymentChange {
  switch (type) {
    case 'charge.dispute.created':
      // An inquiry (warning_needs_response) is a dispute too: the client is contesting the payment.
      return { kind: 'disputed', at, status: 'open', providerStatus: dispute.status };
    case 'charge.dispute.closed':
      return { kind: 'disputed', at, status: closedStatus(dispute.status), providerStatus: dispute.status };
    default:
      return { kind: 'ignore' };
  }
}

/** charge.dispute.*: the disputed payment is the dispute's payment intent (its charge's id when it has none). */
export function stripeDisputeParts(type: string, dispute: StripeDispute, created: number, now: Date): EventParts {
  return {
    readingRef: null,
    reference: null,
    email: null,
    amountMinor: dispute.amount ?? null,
    currency: dispute.currency?.toUpperCase() ?? null,
    providerPaymentId: stripeRelatedId(dispute.payment_intent) ?? stripeRelatedId(dispute.charge),
    change: disputeChange(type, dispute, eventTime(created, now)),
  };
}
