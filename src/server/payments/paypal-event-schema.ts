import { z } from 'zod';

import { currencySchema, EARLIEST_EVENT_SECONDS, eventIdSchema, eventText, LATEST_EVENT_SECONDS } from './event-fields';

/** PayPal states amounts as decimal strings; twelve digits is far above any price of ours. */
const amountSchema = z.object({
  currency_code: currencySchema,
  value: z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'not a decimal amount'),
});

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
    purchase_units: z
      .array(
        z.object({
          custom_id: referenceSchema,
          amount: amountSchema.optional(),
          payments: z.object({ captures: z.array(z.object({ id: eventText(255).optional() })).max(100).optional() }).optional(),
        }),
      )
      .max(100)
      .optional(),
  }),
});
export type PaypalEvent = z.infer<typeof paypalEventSchema>;
