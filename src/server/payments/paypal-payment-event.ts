import {
  DEFAULT_FAILURE_REASON,
  parseReadingRef,
  type EventParts,
  type ParsedEvent,
  type PaymentChange,
} from './payment-event';
import { paypalDisputeParts } from './paypal-dispute-parts';
import { type PaypalEvent, paypalEventSchema } from './paypal-event-schema';
import { paypalEventTime } from './paypal-event-time';
import { paypalMinorUnits } from './paypal-minor-units';
import { paypalRefundParts } from './paypal-refund-parts';
import { rejectEvent } from './reject-event';
import { sanitizeEventText } from './sanitize-event-text';

function changeOf({ event_type: type, create_time: createTime, resource }: PaypalEvent, now: Date): PaymentChange {
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'CHECKOUT.ORDER.COMPLETED':
      return { kind: 'completed', method: 'paypal', paidAt: paypalEventTime(createTime, now) };
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return {
        kind: 'failed',
        reason: sanitizeEventText(resource.status_details?.reason?.trim(), 500) || DEFAULT_FAILURE_REASON,
      };
    default:
      return { kind: 'ignore' };
  }
}

/** A capture or order event: found by the custom_id our payment link carried. */
function paymentParts(event: PaypalEvent, now: Date): EventParts {
  const { resource } = event;
  const unit = resource.purchase_units?.[0];
  const amount = resource.amount ?? unit?.amount;
  const reference = resource.custom_id ?? unit?.custom_id;
  return {
    readingRef: parseReadingRef(reference),
    reference: reference === undefined ? null : sanitizeEventText(reference, 127),
    email: resource.payer?.email_address ?? null,
    amountMinor: amount ? paypalMinorUnits(amount.value) : null,
    currency: amount?.currency_code.toUpperCase() ?? null,
    // A capture event's resource is the capture; an order event's is the order, whose capture is inside.
    providerPaymentId: unit?.payments?.captures?.[0]?.id ?? resource.id ?? null,
    change: changeOf(event, now),
  };
}

function partsOf(event: PaypalEvent, now: Date): EventParts {
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      return paypalRefundParts(event, now);
    case 'CUSTOMER.DISPUTE.CREATED':
    case 'CUSTOMER.DISPUTE.RESOLVED':
      return paypalDisputeParts(event, now);
    default:
      return paymentParts(event, now);
  }
}

/**
 * A verified PayPal event, as the change it asks of a reading (unknown types are ignored, and
 * recorded), or rejected when the fields we read are missing or of the wrong shape.
 */
export function paypalPaymentEvent(body: unknown, rawBody: Buffer, now = new Date()): ParsedEvent {
  const parsed = paypalEventSchema.safeParse(body);
  if (!parsed.success) return { valid: false, rejected: rejectEvent('paypal', body, rawBody, parsed.error) };
  const event = parsed.data;
  return {
    valid: true,
    event: { provider: 'paypal', eventId: event.id, eventType: event.event_type, ...partsOf(event, now) },
  };
}
