import { z } from 'zod';

import { ALERT_KINDS } from './alert-kinds';

/** The console's alerts dashboard: shared by the console and /api/admin/alerts. */

export const alertQuerySchema = z.object({
  kind: z.enum(ALERT_KINDS, 'Not a kind of alert.').optional(),
  /** The previous page's `next`. */
  before: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'Not a valid page.')
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const alertRowSchema = z.object({
  id: z.number(),
  kind: z.string(),
  message: z.string(),
  readingId: z.number().nullable(),
  createdAt: z.string(),
  /** Null when only recorded: one of its kind was e-mailed within the hour, or ALERT_EMAIL is unset. */
  emailedAt: z.string().nullable(),
});
export type AlertRow = z.infer<typeof alertRowSchema>;

export const alertPageSchema = z.object({
  alerts: z.array(alertRowSchema),
  next: z.number().nullable(),
  /** ALERT_EMAIL: where alerts are e-mailed; null when they are only recorded. */
  alertEmail: z.string().nullable(),
});

/** Alerts raised in the last 24 hours, for the console's navigation. */
export const recentAlertsSchema = z.object({ count: z.number() });
