import { z } from 'zod';

import { genderSchema, signSchema, subjectSchema } from './astrology';
import { entryStepSchema, firstVisitSchema } from './funnel-capture';
import { birthDateSchema, birthTimeSchema, emailSchema, nameSchema } from './person';
import { paidPriceSchema, paymentMethodSchema, priceSchema } from './prices';
import { safeText } from './safe-text';

/** A visitor's free text (questions, notes); `label` names it in the messages. */
const freeText = (max: number, label: string) =>
  safeText(label, { multiline: true, trim: true }).max(max, `${label} must be at most ${max} characters.`);

const ianaZone = safeText("The birth city's time zone")
  .max(64, 'Unknown time zone.')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone.');

/**
 * The fields a visitor's steps may write (spec section 7). Names are the table's column names.
 * country_code, payment_status and the timestamps are the server's to set.
 */
export const readingFieldsSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  gender: genderSchema,
  birth_date: birthDateSchema,
  birth_time: birthTimeSchema,
  birth_city_name: safeText('Your birth city', { trim: true })
    .min(1, 'Please enter your birth city')
    .max(200, 'Please enter your birth city'),
  birth_city_country: safeText("Your birth city's country", { trim: true })
    .max(100, "Your birth city's country is too long.")
    .nullable(),
  birth_city_state: safeText("Your birth city's region", { trim: true })
    .max(100, "Your birth city's region is too long.")
    .nullable(),
  birth_city_lat: z.number().min(-90).max(90).nullable(),
  birth_city_lon: z.number().min(-180).max(180).nullable(),
  birth_city_timezone: ianaZone.nullable(),
  zodiac_sign: signSchema,
  ascendant: signSchema,
  selected_subject: subjectSchema,
  question1: freeText(500, 'A question').nullable(),
  question2: freeText(500, 'A question').nullable(),
  question3: freeText(500, 'A question').nullable(),
  additional_info: freeText(2000, 'Additional information').nullable(),
  selected_price: priceSchema,
  payment_method: paymentMethodSchema,
});

export const readingPatchSchema = readingFieldsSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to save: send at least one field.');
export type ReadingPatch = z.infer<typeof readingPatchSchema>;

/**
 * Created on the gender choice; may carry earlier answers when a reading is re-created from an
 * e-mail, and where the visitor came from (kept from then on: no later write changes it).
 */
export const createReadingSchema = readingFieldsSchema
  .partial()
  .extend({ gender: genderSchema, ...firstVisitSchema.shape, ...entryStepSchema.shape });
export type CreateReading = z.infer<typeof createReadingSchema>;

export const visitorLocationSchema = z.object({
  country_name: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  country_code: z.string().nullable(),
});
export type VisitorLocation = z.infer<typeof visitorLocationSchema>;

export const createdReadingSchema = z.object({
  id: z.number().int().positive(),
  token: z.string().min(20),
  location: visitorLocationSchema,
  user_country: z.string().nullable(),
});
export type CreatedReading = z.infer<typeof createdReadingSchema>;

const timestamp = z.string().nullable();

/** What the API returns of a reading: everything but its secret. */
export const readingSchema = z.object({
  id: z.number().int(),
  gender: genderSchema.nullable(),
  email: z.string().nullable(),
  user_country: z.string().nullable(),
  country_code: z.string().nullable(),
  payment_status: z.string(),
  name: z.string().nullable(),
  birth_date: z.string().nullable(),
  birth_time: z.string().nullable(),
  birth_city_name: z.string().nullable(),
  birth_city_country: z.string().nullable(),
  birth_city_state: z.string().nullable(),
  birth_city_lat: z.number().nullable(),
  birth_city_lon: z.number().nullable(),
  birth_city_timezone: z.string().nullable(),
  zodiac_sign: z.string().nullable(),
  ascendant: z.string().nullable(),
  selected_price: z.string().nullable(),
  selected_subject: z.string().nullable(),
  question1: z.string().nullable(),
  question2: z.string().nullable(),
  question3: z.string().nullable(),
  additional_info: z.string().nullable(),
  payment_method: z.string().nullable(),
  failure_reason: z.string().nullable(),
  payment_completed_at: timestamp,
  checkout_started_at: timestamp,
  last_session_time: z.string().nullable(),
  free_selected_at: timestamp,
  make_sent: z.boolean(),
  created_at: z.string(),
  step_ten_visited: z.boolean(),
  reviews_page_visited: z.boolean(),
  video_rev_visited: z.boolean(),
  pdf_reader_visited: z.boolean(),
  checkout_visited: z.boolean(),
});
export type Reading = z.infer<typeof readingSchema>;

export const VISIT_PAGES = {
  step_ten: 'step_ten_visited',
  reviews: 'reviews_page_visited',
  video_rev: 'video_rev_visited',
  pdf_reader: 'pdf_reader_visited',
  checkout: 'checkout_visited',
} as const;
export const visitSchema = z.strictObject({
  page: z.enum(Object.keys(VISIT_PAGES) as [keyof typeof VISIT_PAGES, ...(keyof typeof VISIT_PAGES)[]]),
});

export const sessionTimeSchema = z.object({ last_session_time: z.string() });

export const PAYMENT_STATES = ['pending', 'completed', 'failed', 'canceled'] as const;
/** What a paid order reports to Meta as its Purchase: the server's record, never the browser's. */
export const purchaseSchema = z.object({
  event_id: z.string(),
  value: z.number(),
  currency: z.string(),
  content_type: z.literal('product'),
  content_name: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const paymentStatusSchema = z.object({
  payment_status: z.enum(PAYMENT_STATES),
  failure_reason: z.string().nullable(),
  /** Only on a completed paid order. */
  purchase: purchaseSchema.optional(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Pay press: the choice, and the optional fields written only when non-blank after trimming. */
export const startCheckoutSchema = z.strictObject({
  selected_price: priceSchema,
  payment_method: paymentMethodSchema,
  email: emailSchema,
  selected_subject: subjectSchema.optional(),
  question1: freeText(500, 'A question').optional(),
  question2: freeText(500, 'A question').optional(),
  question3: freeText(500, 'A question').optional(),
  additional_info: freeText(2000, 'Additional information').optional(),
});
export type StartCheckout = z.infer<typeof startCheckoutSchema>;

export const checkoutStartedSchema = z.object({
  payment_url: z.url(),
  /** What the link charges: the tier's price, or a price experiment's arm's (decision 0021). */
  amount_minor: z.number().int().optional(),
  currency: z.string().optional(),
  price_label: z.string().optional(),
});

/**
 * POST /api/readings/:id/exposures (decision 0021): the reading's variant of an experiment's target,
 * or null for the default, and a price arm's labels per tier. Here, not in experiments.ts, so the
 * funnel parses it with the schemas it has loaded already (no chunk of its own on the checkout pages).
 */
export const exposureAnswerSchema = z.object({
  target: z.string(),
  arm: z.string().nullable(),
  prices: z.partialRecord(paidPriceSchema, z.string()),
});

export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
