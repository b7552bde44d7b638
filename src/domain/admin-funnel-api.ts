import { z } from 'zod';

import { MARKETS } from './admin-api';
import { GENDERS } from './astrology';
import { DEVICE_CLASSES } from './funnel-capture';
import { PRICES } from './prices';
import { safeText } from './safe-text';

/** The funnel dashboard's question and answer, shared by the console and /api/admin/funnel. */

const isoDay = z.iso.date('Use a date like 2026-11-25.');

/** The longest range one request may ask for: two years of days keeps the daily series small. */
export const FUNNEL_MAX_DAYS = 731;

/**
 * Which readings count: those started (created) on a day from `from` to `to` inclusive, in UTC,
 * narrowed by any mix of the other fields. `campaign` is utm_campaign as the ad link carried it;
 * `tier` is the delivery option the visitor chose, free included.
 */
export const funnelQuerySchema = z
  .strictObject({
    from: isoDay,
    to: isoDay,
    market: z.enum(MARKETS).optional(),
    gender: z.enum(GENDERS).optional(),
    device: z.enum(DEVICE_CLASSES).optional(),
    campaign: safeText('The campaign', { trim: true })
      .min(1)
      .max(200, 'A campaign has at most 200 characters.')
      .optional(),
    tier: z.enum(PRICES).optional(),
  })
  .refine((q) => q.from <= q.to, { error: 'The range must end on or after its first day.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < FUNNEL_MAX_DAYS, {
    error: `Ask for at most ${FUNNEL_MAX_DAYS} days at a time.`,
    path: ['to'],
  });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

/**
 * One funnel step, in the order of the progress bar. `visitors`: readings that viewed the step;
 * `completions`: readings that completed it; `conversion`: the share of this step's visitors who
 * reached the next step (null on the last step, or with no visitors); `median_seconds`: median time
 * from a reading's first view of the step to its first completion, from fixed duration buckets
 * (exact to within the bucket that holds it: 1-5 s wide under 30 s; decision 0020). `step` is the
 * recorded path, or the paths of a merged row joined by '+' (src/domain/funnel-report-rows.ts).
 */
export const funnelStepRowSchema = z.object({
  step: z.string(),
  label: z.string(),
  visitors: z.number().int(),
  completions: z.number().int(),
  conversion: z.number().nullable(),
  median_seconds: z.number().nullable(),
  /** A page off the straight path (the reviews video, the sample reading, the order review): listed after the funnel, no conversion. */
  side: z.boolean().optional(),
});
export type FunnelStepRow = z.infer<typeof funnelStepRowSchema>;

/** Readings that chose a price, and how many of them paid it. */
export const funnelTierRowSchema = z.object({
  tier: z.string(),
  readings: z.number().int(),
  paid: z.number().int(),
  conversion: z.number().nullable(),
});

/** Money in minor units of its ISO currency; refunds netted out of `net_minor`. */
export const funnelRevenueRowSchema = z.object({
  currency: z.string(),
  orders: z.number().int(),
  gross_minor: z.number().int(),
  refunded_minor: z.number().int(),
  net_minor: z.number().int(),
});

/** One UTC day of the range: readings started, orders paid and net revenue per currency. */
export const funnelDayRowSchema = z.object({
  day: z.string(),
  readings: z.number().int(),
  paid: z.number().int(),
  net_minor_by_currency: z.record(z.string(), z.number().int()),
});

export const funnelReportSchema = z.object({
  query: z.object({
    from: z.string(),
    to: z.string(),
    market: z.string().optional(),
    gender: z.string().optional(),
    device: z.string().optional(),
    campaign: z.string().optional(),
    tier: z.string().optional(),
  }),
  /** Readings started in the range that match the filters. */
  readings: z.number().int(),
  steps: z.array(funnelStepRowSchema),
  tiers: z.array(funnelTierRowSchema),
  revenue: z.array(funnelRevenueRowSchema),
  days: z.array(funnelDayRowSchema),
  /** The campaigns seen in the range whatever the filters (the filter's choices), most readings first, at most 50. */
  campaigns: z.array(z.string()),
});
export type FunnelReport = z.infer<typeof funnelReportSchema>;
