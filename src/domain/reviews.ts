import { z } from 'zod';

import { safeText } from './safe-text';

/**
 * What /reviews shows (REVIEWS_MODE, decision 0016): `real` the approved reviews of real clients
 * with their true count and average; `illustrative` generated examples labelled as such, with no
 * rating or count; `simulated` the specification's page (a fixed 4.9 / 5, the generated count and
 * "shared with their permission"), which presents invented figures as real and is legally risky.
 */
export const REVIEWS_MODES = ['real', 'illustrative', 'simulated'] as const;
export const reviewsModeSchema = z.enum(REVIEWS_MODES);
export type ReviewsMode = z.infer<typeof reviewsModeSchema>;

/** The review request goes out this many days after the reading's e-mail was sent, once per reading. */
export const REVIEW_REQUEST_DELAY_DAYS = 7;
/** How long the request's links work: long enough for a client back from holiday, not forever. */
export const REVIEW_LINK_DAYS = 60;
export const REVIEW_BODY_MAX = 1000;
export const DISPLAY_NAME_MAX = 40;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * `<reading id>.<expiry in unix seconds>[.<link generation>].<HMAC-SHA256, base64url>`: the whole of a
 * review link's secret; links of generation 0 (all before an address change or a refund) carry none.
 */
export const reviewTokenSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}\.\d{1,12}(?:\.[1-9]\d{0,8})?\.[A-Za-z0-9_-]{43}$/, 'This review link is not valid.');

/**
 * The name shown under a review unless the client writes another: the first name and the
 * surname's initial ("Vera C."), or the first name alone; never the full name by default.
 */
export function suggestDisplayName(fullName: string | null): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = parts;
  if (!first) return '';
  const initial = rest.at(-1)?.[0];
  return (initial ? `${first} ${initial.toUpperCase()}.` : first).slice(0, DISPLAY_NAME_MAX);
}

const ratingSchema = z
  .number({ error: 'Choose a rating from 1 to 5 stars.' })
  .int()
  .min(1, 'Choose a rating from 1 to 5 stars.')
  .max(5, 'Choose a rating from 1 to 5 stars.');

/** GET /api/review-form?t=: what the form starts from. */
export const reviewFormQuerySchema = z.object({ t: reviewTokenSchema });
export const reviewFormSchema = z.object({
  suggested_name: z.string(),
  /** The review already written with this link, which a new submission replaces. */
  review: z
    .object({
      rating: z.number().int(),
      body: z.string().nullable(),
      display_name: z.string().nullable(),
      status: z.enum(REVIEW_STATUSES),
    })
    .nullable(),
});
export type ReviewForm = z.infer<typeof reviewFormSchema>;

/** POST /api/review: the client's rating and words, kept as pending until an operator approves them. */
export const reviewSubmissionSchema = z.strictObject({
  token: reviewTokenSchema,
  rating: ratingSchema,
  body: safeText('Your review', { trim: true, multiline: true }).pipe(
    z.string().max(REVIEW_BODY_MAX, `Please keep your review under ${REVIEW_BODY_MAX} characters.`),
  ),
  display_name: safeText('The name to show', { trim: true }).pipe(
    z
      .string()
      .min(1, 'Enter the name to show with your review.')
      .max(DISPLAY_NAME_MAX, `Use at most ${DISPLAY_NAME_MAX} characters for the name.`),
  ),
  consent: z.literal(true, { error: 'Please agree that we may publish your review.' }),
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;
export const reviewSavedSchema = z.object({ status: z.literal('pending'), replaced: z.boolean() });

/** POST /api/review/opt-out: no more review requests to this address. */
export const reviewOptOutSchema = z.strictObject({ token: reviewTokenSchema });

/** GET /api/reviews: one page of the approved reviews, newest first. */
export const publicReviewQuerySchema = z.object({
  // An unknown subject is a filter that matches nothing (the page's empty state), not an error.
  subject: safeText('The subject').max(40).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(24).default(9),
});
export type PublicReviewQuery = z.infer<typeof publicReviewQuerySchema>;

export const publicReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string().nullable(),
  display_name: z.string().nullable(),
  subject: z.string().nullable(),
  /** The day it was written (UTC), YYYY-MM-DD. */
  date: z.iso.date(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const publicReviewListSchema = z.object({
  /** Every approved review, whatever the filter: the page's true count and average. */
  count: z.number().int(),
  average: z.number().nullable(),
  /** Approved reviews matching the filter, for the pagination. */
  matching: z.number().int(),
  reviews: z.array(publicReviewSchema),
});
export type PublicReviewList = z.infer<typeof publicReviewListSchema>;

/** GET /api/admin/reviews: pending first (oldest first, the order they came), then the latest decisions. */
export const moderationListSchema = z.object({
  pending: z.number().int(),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      reading_id: z.number().int(),
      rating: z.number().int(),
      body: z.string().nullable(),
      display_name: z.string().nullable(),
      subject: z.string().nullable(),
      status: z.enum(REVIEW_STATUSES),
      created_at: z.string(),
      moderated_by: z.string().nullable(),
      moderated_at: z.string().nullable(),
    }),
  ),
});
export type ModerationList = z.infer<typeof moderationListSchema>;

/** POST /api/admin/reviews/:id/decision */
export const moderationDecisionSchema = z.strictObject({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
});
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>['decision'];
