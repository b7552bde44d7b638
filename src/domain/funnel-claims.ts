import { z } from 'zod';

/**
 * How the funnel's urgency and social proof behave (config/site.json `funnelClaims`, decision 0022):
 * `truthful` (the default) timers count to deadlines the server keeps and enforces, counts come from
 * the database or are not shown, quotes are approved reviews or absent; `simulated` the
 * specification's client-side inventions (restarting timers, random counts, generated quotes),
 * which present invented facts as real and are legally risky in the EU and the US.
 */
export const FUNNEL_CLAIMS_MODES = ['truthful', 'simulated'] as const;
export const funnelClaimsSchema = z.enum(FUNNEL_CLAIMS_MODES);
export type FunnelClaims = z.infer<typeof funnelClaimsSchema>;

/** The one-time offer lasts this long from the first time the reading sees it. */
export const LIMITED_OFFER_SECONDS = 120;

/** The one-time offer's prices: the US one and the Philippine one it converts to. */
export const OFFER_PRICES = ['$19', '₱749'] as const;

export function isOfferPrice(price: string | null | undefined): boolean {
  return (OFFER_PRICES as readonly (string | null | undefined)[]).includes(price);
}

/**
 * A payment for the offer started at a pay press made in time may land this much after the
 * deadline: the visitor accepted the offer, the provider's page took the rest.
 */
export const OFFER_PAYMENT_GRACE_MS = 30 * 60_000;

/** POST /api/readings/:id/offer: the reading's one deadline, set the first time it is asked for. */
export const offerDeadlineSchema = z.object({ deadline: z.iso.datetime() });
export type OfferDeadline = z.infer<typeof offerDeadlineSchema>;

/** Below this a count says nothing about demand, so it is not shown rather than made up. */
export const MIN_SHOWN_COUNT = 5;

/** GET /api/funnel-counts: real counts from the database, null when too small to show. */
export const funnelCountsSchema = z.object({
  /** Readings started in the last hour. */
  readings_last_hour: z.number().int().min(MIN_SHOWN_COUNT).nullable(),
  /** Readings whose e-mail is in the delivery queue, not yet sent. */
  waiting_deliveries: z.number().int().min(MIN_SHOWN_COUNT).nullable(),
});
export type FunnelCounts = z.infer<typeof funnelCountsSchema>;

/** How long the server and the browser keep the counts: cheap, and still about the last hour. */
export const FUNNEL_COUNTS_TTL_MS = 60_000;
