import { z } from 'zod';

import { paidPriceSchema } from './prices';

const linkTable = z.partialRecord(paidPriceSchema, z.url({ protocol: /^https?$/ }));

/** The operator's public settings: brand, persona, support lines and payment links (config/site.json). */
export const siteConfigSchema = z.strictObject({
  brand: z.string().min(1).max(60),
  persona: z.string().min(1).max(60),
  supportEmail: z.email(),
  infoEmail: z.email(),
  supportPhone: z.string().min(3).max(40),
  copyrightYear: z.number().int().min(2000).max(2100),
  paymentLinks: z.strictObject({ card: linkTable, paypal: linkTable }),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
