import { z } from 'zod';

import { emailSchema } from './person';
import { PAYMENT_STATES, readingFieldsSchema } from './reading';
import { readingSummarySchema } from './reading-summary';
import { PRICES } from './prices';
import { safeText } from './safe-text';

/** The operator console's requests and answers, shared by the console and /api/admin. */

export const OPERATOR_ROLES = ['owner', 'support'] as const;
export const operatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof operatorRoleSchema>;

const operatorEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter the e-mail address of your account.').max(254));

export const signInSchema = z.strictObject({
  email: operatorEmail,
  password: z.string().min(1, 'Enter your password.').max(1024, 'That password is too long.'),
});

export const signInLinkSchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,100}$/, 'This sign-in link is not valid.'),
});

/** Long enough to resist guessing offline should the hashes ever leak; no composition rules. */
export const MIN_PASSWORD_LENGTH = 12;
export const CURRENT_PASSWORD_REQUIRED = 'Enter your current password.';
/**
 * A change that adds a way into the account (a passkey, a first password) or removes one needs a
 * sign-in this recent: an old session left open, or stolen, cannot make the account its own.
 */
export const RECENT_SIGN_IN_MINUTES = 10;
export const SIGN_IN_AGAIN = `For this change, sign in again first: it needs a sign-in from the last ${RECENT_SIGN_IN_MINUTES} minutes.`;
/** `currentPassword` is required once the operator has a password (only the server knows that). */
export const setPasswordSchema = z.strictObject({
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(1024, 'That password is too long.'),
  currentPassword: z.string().min(1, CURRENT_PASSWORD_REQUIRED).max(1024, 'That password is too long.').optional(),
});

export const operatorSessionSchema = z.object({
  email: z.string(),
  role: operatorRoleSchema,
  /** Sent back in the X-CSRF-Token header of every request that changes something. */
  csrfToken: z.string(),
  hasPassword: z.boolean(),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;

const isoDay = z.iso.date('Use a date like 2026-11-25.');

/** The Philippines market pays in pesos; every other visitor sees dollar prices. */
export const MARKETS = ['philippines', 'international'] as const;

export const orderSearchSchema = z.object({
  /** An e-mail address or its start, a name or part of it, or a reading id. */
  q: safeText('The search', { trim: true }).max(200, 'Search for at most 200 characters.').optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
  status: z.enum(PAYMENT_STATES).optional(),
  tier: z.enum(PRICES).optional(),
  market: z.enum(MARKETS).optional(),
  /** The last row of the previous page, as `next` gave it. */
  after: z
    .string()
    .regex(/^\d{1,16}$/, 'Not a valid page.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OrderSearch = z.infer<typeof orderSearchSchema>;

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed', 'canceled'] as const;

export const orderRowSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  country_code: z.string().nullable(),
  payment_status: z.string(),
  payment_method: z.string().nullable(),
  selected_price: z.string().nullable(),
  delivery_status: z.string().nullable(),
  refunded: z.boolean(),
  dispute_status: z.string().nullable(),
  erased: z.boolean(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderRowSchema),
  /** Pass as `after` for the next page; null on the last page. */
  next: z.string().nullable(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const deliveryRowSchema = z.object({
  kind: z.string(),
  status: z.string(),
  due_at: z.string(),
  attempts: z.number(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});

export const paymentEventRowSchema = z.object({
  provider: z.string(),
  event_type: z.string(),
  outcome: z.string(),
  note: z.string().nullable(),
  amount_minor: z.number().nullable(),
  currency: z.string().nullable(),
  received_at: z.string(),
});

export const funnelStepRowSchema = z.object({ step: z.string(), kind: z.string(), at: z.string() });

/** Where the visitor came from (their first page view) and the funnel steps they saw and completed. */
export const orderOriginSchema = z.object({
  utm_source: z.string().nullable(),
  utm_medium: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  utm_content: z.string().nullable(),
  utm_term: z.string().nullable(),
  fbclid: z.string().nullable(),
  device_class: z.string().nullable(),
  landing_path: z.string().nullable(),
  steps: z.array(funnelStepRowSchema),
});

export const auditRowSchema = z.object({
  id: z.number(),
  operator_email: z.string(),
  action: z.string(),
  reading_id: z.number().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditRow = z.infer<typeof auditRowSchema>;

export const orderDetailSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  erased_at: z.string().nullable(),
  answers: z.object({
    name: z.string().nullable(),
    email: z.string().nullable(),
    gender: z.string().nullable(),
    birth_date: z.string().nullable(),
    birth_time: z.string().nullable(),
    birth_city_name: z.string().nullable(),
    birth_city_state: z.string().nullable(),
    birth_city_country: z.string().nullable(),
    birth_city_timezone: z.string().nullable(),
    birth_city_lat: z.number().nullable(),
    birth_city_lon: z.number().nullable(),
    zodiac_sign: z.string().nullable(),
    ascendant: z.string().nullable(),
    selected_subject: z.string().nullable(),
    question1: z.string().nullable(),
    question2: z.string().nullable(),
    question3: z.string().nullable(),
    additional_info: z.string().nullable(),
  }),
  payment: z.object({
    status: z.string(),
    method: z.string().nullable(),
    selected_price: z.string().nullable(),
    completed_at: z.string().nullable(),
    /** When the visitor confirmed the address through the e-mailed link; a free order's reading waits for it. */
    email_confirmed_at: z.string().nullable(),
    /** Support does not see money: null for them. */
    paid_amount_minor: z.number().nullable(),
    paid_currency: z.string().nullable(),
    provider_payment_id: z.string().nullable(),
    refunded_amount_minor: z.number().nullable(),
    refunded_at: z.string().nullable(),
    dispute_status: z.string().nullable(),
    country_code: z.string().nullable(),
  }),
  /** What the kept PDF says of the chart (Sun, Moon, rising, first answer), once rendered. */
  summary: readingSummarySchema.nullable(),
  document: z.object({ sha256: z.string(), byte_size: z.number(), created_at: z.string() }).nullable(),
  deliveries: z.array(deliveryRowSchema),
  payment_events: z.array(paymentEventRowSchema),
  origin: orderOriginSchema,
  audit: z.array(auditRowSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** The same rule as the funnel's e-mail field: one plain mailbox, stored as the funnel stores it. */
export const changeEmailSchema = z.strictObject({ email: emailSchema });

export const rescheduleSchema = z.strictObject({
  due_at: z.iso.datetime({ offset: true, message: 'Give the time with its offset, like 2026-11-25T18:00:00Z.' }),
});

/**
 * A free order (the free tier, or an amount of 0) took no money, so it has nothing to refund: the
 * console offers no refund for it and the server refuses one, which would cancel a delivery owed.
 */
export function isFreeOrder(payment: { method: string | null; paidAmountMinor: number | null }): boolean {
  return payment.method === 'free' || payment.paidAmountMinor === 0;
}

export const refundNoteSchema = z.strictObject({
  note: z.string().trim().min(1, 'Say why, for the audit log.').max(500),
});

/**
 * "My birth time was wrong": the visitor's birth data as the funnel takes it, with the place
 * resolved (coordinates and zone), since the chart is computed again from it.
 */
export const birthCorrectionSchema = readingFieldsSchema
  .pick({ birth_date: true, birth_time: true, birth_city_name: true, birth_city_country: true, birth_city_state: true })
  .extend({
    birth_city_lat: z.number().min(-90).max(90),
    birth_city_lon: z.number().min(-180).max(180),
    birth_city_timezone: readingFieldsSchema.shape.birth_city_timezone.unwrap(),
    note: z.string().trim().min(1, 'Say what the client told you, for the audit log.').max(500),
  });
export type BirthCorrection = z.infer<typeof birthCorrectionSchema>;

export const actionResultSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ActionResult = z.infer<typeof actionResultSchema>;

export const auditListSchema = z.object({ entries: z.array(auditRowSchema), next: z.string().nullable() });
