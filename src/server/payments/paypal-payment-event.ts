import { z } from 'zod';

import { HttpError } from '../http/http-error';
import { DEFAULT_FAILURE_REASON, parseReadingRef, type PaymentChange, type PaymentEvent } from './payment-event';
import { priceFromAmount } from './price-from-amount';

const amountSchema = z.object({ currency_code: z.string(), value: z.string() }).partial().optional();
const referenceSchema = z.union([z.string(), z.number()]).optional();

/** The few fields we read; everything else in PayPal's event is left as it is. */
const paypalEventSchema = z.object({
  id: z.string().min(1).max(200),
  event_type: z.string().min(1).max(200),
  create_time: z.string().optional(),
  resource: z
    .object({
      custom_id: referenceSchema,
      amount: amountSchema,
      status_details: z.object({ reason: z.string().optional() }).optional(),
      payer: z.object({ email_address: z.string().optional() }).optional(),
      purchase_units: z.array(z.object({ custom_id: referenceSchema, amount: amountSchema })).optional(),
    })
    .optional(),
});

function minorUnits(value: string | undefined): number | null {
  if (!value || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

function paidAt(createTime: string | undefined, now: Date): Date {
  const at = createTime ? new Date(createTime) : now;
  return Number.isNaN(at.getTime()) || at.getTime() > now.getTime() ? now : at;
}

/** A verified PayPal event, as the change it asks of a reading (unknown types are ignored, and recorded). */
export function paypalPaymentEvent(body: unknown, now = new Date()): PaymentEvent {
  const parsed = paypalEventSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, 'invalid_event', 'The PayPal event is malformed.');
  const { id, event_type: type, create_time: createTime, resource } = parsed.data;
  const unit = resource?.purchase_units?.[0];
  const amount = resource?.amount ?? unit?.amount;
  const readingRef = parseReadingRef(resource?.custom_id ?? unit?.custom_id);
  const email = resource?.payer?.email_address ?? null;
  let change: PaymentChange;
  switch (type) {
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'CHECKOUT.ORDER.COMPLETED':
      change = { kind: 'completed', method: 'paypal', paidAt: paidAt(createTime, now), price: priceFromAmount(minorUnits(amount?.value), amount?.currency_code) };
      break;
    case 'PAYMENT.CAPTURE.DENIED':
    case 'PAYMENT.CAPTURE.DECLINED':
      change = { kind: 'failed', reason: resource?.status_details?.reason?.trim() || DEFAULT_FAILURE_REASON };
      break;
    case 'PAYMENT.CAPTURE.REVERSED':
    case 'PAYMENT.CAPTURE.REFUNDED':
      // Money went back; what to do about a reading already delivered is the operator's call.
      change = { kind: 'note', note: `${type}: reading left unchanged; review by hand` };
      break;
    default:
      change = { kind: 'ignore' };
  }
  return { provider: 'paypal', eventId: id, eventType: type, readingRef, email, change };
}
