import { z } from 'zod';

import { funnelClaimsSchema } from './funnel-claims';
import { paidPriceSchema } from './prices';

const linkTable = z.partialRecord(paidPriceSchema, z.url({ protocol: /^https?$/ }));

/** The operator's public settings: brand, persona, support lines, payment links and funnel claims (config/site.json). */
export const siteConfigSchema = z.strictObject({
  brand: z.string().min(1).max(60),
  persona: z.string().min(1).max(60),
  supportEmail: z.email(),
  infoEmail: z.email(),
  supportPhone: z.string().min(3).max(40),
  copyrightYear: z.number().int().min(2000).max(2100),
  paymentLinks: z.strictObject({ card: linkTable, paypal: linkTable }),
  /** Timers, counts and quotes: true ones (the default) or the specification's simulated ones. */
  funnelClaims: funnelClaimsSchema.default('truthful'),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
