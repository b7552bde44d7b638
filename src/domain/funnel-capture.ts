import { z } from 'zod';

import { FUNNEL_STEP_NAMES, LANDING_STEPS } from './funnel-step-names';
import { safeText } from './safe-text';

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const STEP_KINDS = ['view', 'complete'] as const;

/** Campaign values are the ad platform's labels, never prose: 200 characters is far above any real one. */
export const CAMPAIGN_VALUE_MAX = 200;
/** The longest time on the landing that is kept: beyond a day the page was left open, not read. */
export const ENTRY_VIEW_MAX_MS = 86_400_000;

const campaignValue = (name: string) =>
  safeText(name)
    .min(1, `${name} is empty.`)
    .max(CAMPAIGN_VALUE_MAX, `${name} must be at most ${CAMPAIGN_VALUE_MAX} characters.`);

/**
 * Where the visitor came from, as their first page view showed it (utm_* and fbclid from its
 * address); sent once, with the reading's creation. Every field is optional: most visits carry none.
 */
export const firstVisitSchema = z.strictObject({
  utm_source: campaignValue('utm_source').optional(),
  utm_medium: campaignValue('utm_medium').optional(),
  utm_campaign: campaignValue('utm_campaign').optional(),
  utm_content: campaignValue('utm_content').optional(),
  utm_term: campaignValue('utm_term').optional(),
  // Meta's click ids are URL-safe base64 text.
  fbclid: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,500}$/, 'fbclid must be a click id.')
    .optional(),
  device_class: z.enum(DEVICE_CLASSES, { error: 'Unknown device class.' }).optional(),
  landing_path: z
    .string()
    .max(200, 'landing_path is too long.')
    .regex(/^\/(?!\/)[A-Za-z0-9._~/-]*$/, 'landing_path must be a path on this site.')
    .optional(),
});
export type FirstVisit = z.infer<typeof firstVisitSchema>;

/** The landing step where the reading was created, and how long its page had been shown then. */
export const entryStepSchema = z.strictObject({
  entry_step: z.enum(LANDING_STEPS, { error: 'Unknown landing step.' }).optional(),
  entry_view_ms: z.number().int().min(0).max(ENTRY_VIEW_MAX_MS).optional(),
});

export const stepRecordSchema = z.strictObject({
  step: z.string().refine((step) => FUNNEL_STEP_NAMES.includes(step), 'Unknown funnel step.'),
  kind: z.enum(STEP_KINDS, { error: 'kind must be view or complete.' }),
});
export type StepRecord = z.infer<typeof stepRecordSchema>;

/**
 * The first visit's fields that pass their own rule; the others are left out, so an odd ad link
 * never costs the visitor their reading.
 */
export function validFirstVisit(raw: Record<string, unknown>): FirstVisit {
  const shape = firstVisitSchema.shape;
  const kept = Object.entries(shape).filter(
    ([key, schema]) => raw[key] !== undefined && schema.safeParse(raw[key]).success,
  );
  return firstVisitSchema.parse(Object.fromEntries(kept.map(([key]) => [key, raw[key]])));
}
