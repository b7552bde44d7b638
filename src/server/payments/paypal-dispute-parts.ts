import type { DisputeStatus, EventParts, PaymentChange } from './payment-event';
import type { PaypalEvent } from './paypal-event-schema';
import { paypalEventTime } from './paypal-event-time';
import { paypalMinorUnits } from './paypal-minor-units';

/**
 * A resolved dispute's outcome as ours: the client withdrew or lost (the money stayed with us) or
 * won (it went back). RESOLVED_WITH_PAYOUT (PayPal paid the client from its own funds) and NONE
 * are neither, and are left for a person.
 */
const OUTCOMES: Record<string, DisputeStatus> = {
  RESOLVED_SELLER_FAVOUR: 'won',
  CANCELED_BY_BUYER: 'won',
  DENIED: 'won',
  RESOLVED_BUYER_FAVOUR: 'lost',
  ACCEPTED: 'lost',
};

function disputeChange({ event_type: type, create_time: createTime, resource }: PaypalEvent, now: Date): PaymentChange {
  const at = paypalEventTime(createTime, now);
  if (type === 'CUSTOMER.DISPUTE.CREATED') return { kind: 'disputed', at, status: 'open', providerStatus: 'CREATED' };
  const outcome = resource.dispute_outcome?.outcome_code ?? 'NONE';
  return { kind: 'disputed', at, status: OUTCOMES[outcome] ?? null, providerStatus: outcome };
}

/**
 * CUSTOMER.DISPUTE.CREATED and .RESOLVED: the resource is the dispute, and the capture it contests
 * is its disputed transaction's seller_transaction_id (a capture's id is its transaction id).
 */
export function paypalDisputeParts(event: PaypalEvent, now: Date): EventParts {
  const { resource } = event;
  const transaction = resource.disputed_transactions?.find((candidate) => candidate.seller_transaction_id);
  const amount = resource.dispute_amount;
  return {
    readingRef: null,
    reference: null,
    email: transaction?.buyer?.email ?? null,
    amountMinor: amount ? Math.abs(paypalMinorUnits(amount.value)) : null,
    currency: amount?.currency_code.toUpperCase() ?? null,
    providerPaymentId: transaction?.seller_transaction_id ?? null,
    change: disputeChange(event, now),
  };
}
