import { z } from 'zod';

import {
  amountMinorSchema,
  currencySchema,
  EARLIEST_EVENT_SECONDS,
  eventIdSchema,
  eventText,
  LATEST_EVENT_SECONDS,
} from './event-fields';

/** The envelope every Stripe event has; data.object is read by its own schema below. */
export const stripeEnvelopeSchema = z.object({
  id: eventIdSchema,
  type: eventText(200),
  created: z.number().int().min(EARLIEST_EVENT_SECONDS).max(LATEST_EVENT_SECONDS),
  data: z.object({ object: z.looseObject({ object: z.string().max(100) }) }),
});

const methodTypesSchema = z.array(eventText(100)).max(50).nullish();
const emailSchema = eventText(320).nullish();
/** Stripe allows 200 characters in client_reference_id; ours are short numbers. */
const referenceSchema = eventText(200).nullish();
/** A related object's id; events carry it unexpanded, but an expanded object is read for its id. */
const relatedIdSchema = z.union([eventIdSchema, z.looseObject({ id: eventIdSchema })]).nullish();

/** The fields of a checkout.session that we read. */
export const stripeSessionSchema = z.object({
  id: eventIdSchema,
  client_reference_id: referenceSchema,
  payment_status: eventText(50).nullish(),
  amount_total: amountMinorSchema.nullish(),
  currency: currencySchema.nullish(),
  payment_method_types: methodTypesSchema,
  customer_details: z.object({ email: emailSchema }).nullish(),
  customer_email: emailSchema,
  payment_intent: relatedIdSchema,
});
export type StripeSession = z.infer<typeof stripeSessionSchema>;

/** The fields of a payment_intent that we read. */
export const stripeIntentSchema = z.object({
  id: eventIdSchema,
  metadata: z.object({ reading_id: referenceSchema, client_reference_id: referenceSchema }).nullish(),
  receipt_email: emailSchema,
  amount: amountMinorSchema.nullish(),
  amount_received: amountMinorSchema.nullish(),
  currency: currencySchema.nullish(),
  payment_method_types: methodTypesSchema,
  last_payment_error: z.object({ message: z.string().max(5000).nullish() }).nullish(),
});
export type StripeIntent = z.infer<typeof stripeIntentSchema>;

/** The fields of a charge that we read (charge.refunded): amount_refunded is the running total. */
export const stripeChargeSchema = z.object({
  id: eventIdSchema,
  payment_intent: relatedIdSchema,
  amount: amountMinorSchema.nullish(),
  amount_refunded: amountMinorSchema.nullish(),
  currency: currencySchema.nullish(),
  billing_details: z.object({ email: emailSchema }).nullish(),
  receipt_email: emailSchema,
});
export type StripeCharge = z.infer<typeof stripeChargeSchema>;

/** The fields of a dispute that we read (charge.dispute.created, charge.dispute.closed). */
export const stripeDisputeSchema = z.object({
  id: eventIdSchema,
  charge: relatedIdSchema,
  payment_intent: relatedIdSchema,
  amount: amountMinorSchema.nullish(),
  currency: currencySchema.nullish(),
  status: eventText(100),
});
export type StripeDispute = z.infer<typeof stripeDisputeSchema>;
