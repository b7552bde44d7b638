import { DEFAULT_FAILURE_REASON, parseReadingRef, type ParsedEvent, type PaymentChange } from './payment-event';
import { type PaypalEvent, paypalEventSchema } from './paypal-event-schema';
import { rejectEvent } from './reject-event';
import { sanitizeEventText } from './sanitize-event-text';

function minorUnits(value: string): number {
  return Math.round(Number(value) * 100);
}

function paidAt(createTime: string | undefined, now: Date): Date {
  const at = createTime ? new Date(createTime) : now;
  return at.getTime() > now.getTime() ? now : at;
}

function changeOf({ event_type: type, create_time: createTime, resource }: PaypalEvent, now: Date): PaymentChange {
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'CHECKOUT.ORDER.COMPLETED':
      return { kind: 'completed', method: 'paypal', paidAt: paidAt(createTime, now) };
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      return { kind: 'failed', reason: sanitizeEventText(resource.status_details?.reason?.trim(), 500) || DEFAULT_FAILURE_REASON };
    case 'PAYMENT.CAPTURE.REVERSED':
    case 'PAYMENT.CAPTURE.REFUNDED':
      // Money went back; what to do about a reading already delivered is the operator's call.
      return { kind: 'note', note: `${type}: reading left unchanged; review by hand` };
    default:
      return { kind: 'ignore' };
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
  const { resource } = event;
  const unit = resource.purchase_units?.[0];
  const amount = resource.amount ?? unit?.amount;
  const reference = resource.custom_id ?? unit?.custom_id;
  return {
    valid: true,
    event: {
      provider: 'paypal',
      eventId: event.id,
      eventType: event.event_type,
      readingRef: parseReadingRef(reference),
      reference: reference === undefined ? null : sanitizeEventText(reference, 127),
      email: resource.payer?.email_address ?? null,
      amountMinor: amount ? minorUnits(amount.value) : null,
      currency: amount?.currency_code.toUpperCase() ?? null,
      // A capture event's resource is the capture; an order event's is the order, whose capture is inside.
      providerPaymentId: unit?.payments?.captures?.[0]?.id ?? resource.id ?? null,
      change: changeOf(event, now),
    },
  };
}
