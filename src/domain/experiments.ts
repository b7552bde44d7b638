import { z } from 'zod';

import { paidPriceSchema, TIER_AMOUNTS, type PaidPrice } from './prices';
import type { exposureAnswerSchema } from './reading';

/**
 * Experiments (issue 16, decision 0021): an owner tests a screen variant the code offers, or the
 * prices. The variants are the code's own: an experiment only chooses which one a visitor sees.
 */

/** The screen slots and the variants each offers; the first variant is the specification's (the default). */
export const SCREEN_SLOTS = {
  landing_headline: { label: 'Landing headline (/ and /love)', variants: ['spec', 'alternative'] },
  tarot_pitch: { label: 'Tarot-versus-astrology pitch (after /social-proof)', variants: ['shown', 'skipped'] },
} as const;
export type ScreenSlot = keyof typeof SCREEN_SLOTS;
export const SCREEN_SLOT_NAMES = Object.keys(SCREEN_SLOTS) as ScreenSlot[];

export const LANDING_HEADLINES = SCREEN_SLOTS.landing_headline.variants;
export type LandingHeadline = (typeof LANDING_HEADLINES)[number];
export type TarotPitch = (typeof SCREEN_SLOTS.tarot_pitch.variants)[number];

/** What an experiment can target: a screen slot, or 'price' (the paid tiers' prices and links). */
export const EXPERIMENT_TARGETS = ['landing_headline', 'tarot_pitch', 'price'] as const;
export const experimentTargetSchema = z.enum(EXPERIMENT_TARGETS, { error: 'Choose what the experiment changes.' });
export type ExperimentTarget = z.infer<typeof experimentTargetSchema>;

export const experimentKindOf = (target: ExperimentTarget): 'screen' | 'price' =>
  target === 'price' ? 'price' : 'screen';

/** The first-party cookie that keeps a visitor's arms the same on every visit (decision 0021). */
export const VISITOR_COOKIE = 'visitor_id';
/** 16 random bytes, base64url: nothing but a random number. */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

const paymentLink = z.url({ protocol: /^https?$/, error: 'Each payment link must be an http(s) address.' });

/**
 * A price arm's own price for some tiers, each with its own payment links (the link charges that
 * amount, so the price shown is the price charged). The currency is the tier's: an arm changes how
 * much, never in what. A tier the arm leaves out keeps its usual price and the site's links; an arm
 * that leaves out every tier is the control.
 */
export const armTierPriceSchema = z.strictObject({
  minor: z
    .number({ error: 'Give each price in minor units (cents, centavos).' })
    .int()
    .min(100, 'A price must be at least 1.00.')
    .max(10_000_000),
  card: paymentLink,
  paypal: paymentLink.optional(),
});
export type ArmTierPrice = z.infer<typeof armTierPriceSchema>;
export const priceArmSchema = z.strictObject({ tiers: z.partialRecord(paidPriceSchema, armTierPriceSchema) });
export type PriceArm = z.infer<typeof priceArmSchema>;

const armKey = z.string().regex(/^[a-z0-9_-]{1,32}$/, 'An arm key is 1 to 32 lower-case letters, digits, - or _.');

export const experimentArmInputSchema = z.strictObject({
  key: armKey,
  label: z.string().trim().min(1, 'Give each arm a label.').max(100),
  weight: z.number().int().min(1, 'An arm weighs at least 1.').max(1000),
  price: priceArmSchema.optional(),
});

export const createExperimentSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Give the experiment a name.').max(100),
    target: experimentTargetSchema,
    traffic_percent: z
      .number()
      .int()
      .min(1, 'The traffic share is 1 to 100 %.')
      .max(100, 'The traffic share is 1 to 100 %.'),
    arms: z
      .array(experimentArmInputSchema)
      .min(2, 'An experiment needs at least two arms.')
      .max(5, 'At most five arms.'),
  })
  .superRefine((value, ctx) => {
    const keys = value.arms.map((arm) => arm.key);
    if (new Set(keys).size !== keys.length)
      ctx.addIssue({ code: 'custom', path: ['arms'], message: 'Each arm needs its own key.' });
    if (value.target === 'price') {
      if (value.arms.some((arm) => !arm.price))
        ctx.addIssue({
          code: 'custom',
          path: ['arms'],
          message: 'Each arm of a price experiment needs its prices (none: the usual prices).',
        });
      return;
    }
    const variants: readonly string[] = SCREEN_SLOTS[value.target].variants;
    if (value.arms.some((arm) => !variants.includes(arm.key))) {
      ctx.addIssue({
        code: 'custom',
        path: ['arms'],
        message: `The arms of this slot are its variants: ${variants.join(', ')}.`,
      });
    }
    if (value.arms.some((arm) => arm.price))
      ctx.addIssue({ code: 'custom', path: ['arms'], message: 'Only a price experiment has prices.' });
  });
export type CreateExperiment = z.infer<typeof createExperimentSchema>;

export const stopExperimentSchema = z.strictObject({ winner: armKey });
export type StopExperiment = z.infer<typeof stopExperimentSchema>;

/** The browser asks which variant of a slot (or which prices) its reading gets; that is the exposure. */
export const exposureRequestSchema = z.strictObject({ target: experimentTargetSchema });
export type ExposureRequest = z.infer<typeof exposureRequestSchema>;

export type ExposureAnswer = z.infer<typeof exposureAnswerSchema>;

/** A price as the funnel shows it: '$39', '$39.50', '₱899'. */
export function formatTierPrice(tier: PaidPrice, minor: number): string {
  const symbol = TIER_AMOUNTS[tier].currency === 'PHP' ? '₱' : '$';
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return cents === 0 ? `${symbol}${whole}` : `${symbol}${whole}.${String(cents).padStart(2, '0')}`;
}

/** The labels a price arm shows, tier by tier. */
export function priceArmLabels(arm: PriceArm | null): Partial<Record<PaidPrice, string>> {
  if (!arm) return {};
  return Object.fromEntries(
    (Object.entries(arm.tiers) as [PaidPrice, ArmTierPrice][]).map(([tier, price]) => [
      tier,
      formatTierPrice(tier, price.minor),
    ]),
  );
}

/**
 * The fewest visitors each arm needs before "probability best" is shown. Below about 30 the Beta
 * posterior is mostly its uniform prior (0 paid of 10 still allows up to 28 %), so the figure swings
 * with a single visitor and reads as a result it is not.
 */
export const MIN_VISITORS_PER_ARM = 30;

/**
 * Whether the arms' counts say anything about which is best: every arm seen by MIN_VISITORS_PER_ARM
 * visitors, and at least one payment among them. With no payment at all the posteriors differ only
 * by how many visitors each arm had, so the "best" would be the arm with fewer of them.
 */
export function hasEnoughToCompare(arms: readonly { visitors: number; paid: number }[]): boolean {
  return (
    arms.length > 0 && arms.every((arm) => arm.visitors >= MIN_VISITORS_PER_ARM) && arms.some((arm) => arm.paid > 0)
  );
}

export const armResultSchema = z.object({
  key: z.string(),
  label: z.string(),
  weight: z.number(),
  price: priceArmSchema.nullable(),
  visitors: z.number(),
  paid: z.number(),
  /** paid / visitors; null without visitors. */
  conversion: z.number().nullable(),
  /** 95 % credible interval of the conversion rate (Beta posterior with a uniform prior). */
  interval: z.tuple([z.number(), z.number()]),
  /** Revenue per visitor, in minor units, by currency (net of refunds). */
  revenue_per_visitor: z.record(z.string(), z.number()),
  /**
   * The posterior probability that this arm is the best: by conversion rate for a screen experiment, by
   * revenue per visitor (conversion × mean net payment per paying visitor, one currency) for a price one.
   * Null on every arm until the experiment has enough to compare (hasEnoughToCompare).
   */
  probability_best: z.number().nullable(),
});
export type ArmResult = z.infer<typeof armResultSchema>;

export const experimentSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['screen', 'price']),
  target: experimentTargetSchema,
  traffic_percent: z.number(),
  status: z.enum(['running', 'stopped']),
  winner_arm: z.string().nullable(),
  created_by: z.string(),
  created_at: z.string(),
  stopped_by: z.string().nullable(),
  stopped_at: z.string().nullable(),
  arms: z.array(armResultSchema),
});
export type ExperimentSummary = z.infer<typeof experimentSummarySchema>;

export const experimentListSchema = z.object({ experiments: z.array(experimentSummarySchema) });
