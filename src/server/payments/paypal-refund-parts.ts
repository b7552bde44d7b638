import { parseReadingRef, type EventParts } from './payment-event';
import { paypalCaptureId } from './paypal-capture-id';
import type { PaypalEvent } from './paypal-event-schema';
import { paypalEventTime } from './paypal-event-time';
import { paypalMinorUnits } from './paypal-minor-units';
import { sanitizeEventText } from './sanitize-event-text';

/**
 * PAYMENT.CAPTURE.REFUNDED and .REVERSED (a refund PayPal made, after a chargeback or a reversal
 * of funds): the resource is the refund, its amount this refund alone, and
 * seller_payable_breakdown.total_refunded_amount the running total from the capture. When the
 * resource is the capture itself, the capture went back whole.
 */
export function paypalRefundParts({ create_time: createTime, resource }: PaypalEvent, now: Date): EventParts {
  const link = paypalCaptureId(resource.links);
  const amount = resource.amount ? Math.abs(paypalMinorUnits(resource.amount.value)) : null;
  const total = resource.seller_payable_breakdown?.total_refunded_amount;
  const totalMinor = total ? Math.abs(paypalMinorUnits(total.value)) : link?.resourceIsCapture ? amount : null;
  return {
    // A refund may carry the capture's custom_id: kept as a hint for review, never used to match.
    readingRef: parseReadingRef(resource.custom_id),
    reference: resource.custom_id === undefined ? null : sanitizeEventText(resource.custom_id, 127),
    email: null,
    amountMinor: amount,
    currency: resource.amount?.currency_code.toUpperCase() ?? null,
    providerPaymentId: link?.captureId ?? null,
    change: {
      kind: 'refunded',
      at: paypalEventTime(createTime, now),
      totalRefundedMinor: totalMinor,
      refundMinor: link?.resourceIsCapture ? null : amount,
    },
  };
}
