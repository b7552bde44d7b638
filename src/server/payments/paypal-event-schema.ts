import { z } from 'zod';

import { currencySchema, EARLIEST_EVENT_SECONDS, eventIdSchema, eventText, LATEST_EVENT_SECONDS } from './event-fields';

/**
 * PayPal states amounts as decimal strings; twelve digits is far above any price of ours. A
 * reversal may state its amount negative: read as money going back, never as a price.
 */
const amountSchema = z.object({
  currency_code: currencySchema,
  value: z.string().regex(/^-?\d{1,10}(\.\d{1,2})?$/, 'not a decimal amount'),
});

/** HATEOAS links: a refund's 'up' link names the capture it refunds. */
const linksSchema = z
  .array(z.object({ href: z.string().max(2000).optional(), rel: z.string().max(100).optional() }))
  .max(100)
  .optional();

/** PayPal's custom_id holds up to 127 characters. */
const referenceSchema = z.union([eventText(127), z.number()]).optional();

const createTimeSchema = z
  .string()
  .max(64)
  .refine((value) => {
    const seconds = Date.parse(value) / 1000;
    return seconds >= EARLIEST_EVENT_SECONDS && seconds <= LATEST_EVENT_SECONDS;
  }, 'not a time between 2000 and 9999');

/** The few fields we read; everything else in PayPal's event is left as it is. */
export const paypalEventSchema = z.object({
  id: eventIdSchema,
  event_type: eventText(200),
  create_time: createTimeSchema.optional(),
  resource: z.object({
    id: eventText(255).optional(),
    custom_id: referenceSchema,
    amount: amountSchema.optional(),
    status_details: z.object({ reason: z.string().max(5000).optional() }).optional(),
    payer: z.object({ email_address: eventText(320).optional() }).optional(),
    links: linksSchema,
    // A refund's running total from its capture (PAYMENT.CAPTURE.REFUNDED, .REVERSED).
    seller_payable_breakdown: z.object({ total_refunded_amount: amountSchema.optional() }).optional(),
    // A dispute (CUSTOMER.DISPUTE.*): the capture it contests is the seller's transaction id.
    dispute_amount: amountSchema.optional(),
    dispute_outcome: z.object({ outcome_code: eventText(100).optional() }).optional(),
    disputed_transactions: z
      .array(
        z.object({
          seller_transaction_id: eventText(255).optional(),
          buyer: z.object({ email: eventText(320).optional() }).optional(),
        }),
      )
      .max(100)
      .optional(),
    purchase_units: z
      .array(
        z.object({
          custom_id: referenceSchema,
          amount: amountSchema.optional(),
          payments: z
            .object({
              captures: z
                .array(z.object({ id: eventText(255).optional() }))
                .max(100)
                .optional(),
            })
            .optional(),
        }),
      )
      .max(100)
      .optional(),
  }),
});
export type PaypalEvent = z.infer<typeof paypalEventSchema>;
