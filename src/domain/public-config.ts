import { z } from 'zod';

import { funnelClaimsSchema } from './funnel-claims';
import { reviewsModeSchema } from './reviews';

/** The server's settings the browser may know; everything else stays on the server. */
export const publicConfigSchema = z.object({
  /** Meta's browser pixel, loaded only after the visitor's consent; null when not configured. */
  metaPixelId: z.string().regex(/^\d+$/).nullable(),
  /** What /reviews shows (REVIEWS_MODE). */
  reviewsMode: reviewsModeSchema,
  /** Whether the funnel's timers, counts and quotes are true or simulated (config/site.json). */
  funnelClaims: funnelClaimsSchema,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
