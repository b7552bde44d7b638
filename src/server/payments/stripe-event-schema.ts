import { z } from 'zod';

import {
  amountMinorSchema, currencySchema, EARLIEST_EVENT_SECONDS, eventIdSchema, eventText, LATEST_EVENT_SECONDS,
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
