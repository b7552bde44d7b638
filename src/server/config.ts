import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { CONFIRMATIONS_PER_CLIENT_PER_HOUR } from '../domain/email-confirmation';
import { reviewsModeSchema } from '../domain/reviews';
import { siteConfigSchema, type SiteConfig } from '../domain/site-config';
import { checkProductionSafety } from './check-production-safety';
import { fakeCheckoutLinks } from './payments/fake-checkout-links';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Which proxies set X-Forwarded-For and the CDN's location headers. `true` believes every hop, so
 * the client address is the header's first entry, which the client itself may have written; the
 * proxies' addresses and CIDR ranges (`10.0.0.0/8,173.245.48.0/20`) take the address the nearest
 * untrusted hop gave. (Fastify takes no hop count: it treats one as trusting nothing.)
 */
const trustProxy = z.union([
  flag,
  z
    .string()
    .regex(
      /^[0-9a-fA-F:.]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F:.]+(\/\d{1,3})?)*$/,
      "must be true, false, or the proxies' addresses (CIDR allowed), comma-separated",
    )
    .transform((list) => list.split(',').map((entry) => entry.trim())),
]);

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL');

/**
 * The store's settings without S3_BUCKET would quietly leave the media in the local folder, and
 * one key without the other would quietly use the SDK's own credentials.
 */
function checkS3Settings(
  env: Partial<Record<'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>>,
  context: z.RefinementCtx,
): void {
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
    context.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set with the other S3_ variables' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    const [missing, other] = env.S3_ACCESS_KEY_ID
      ? ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
      : ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    context.addIssue({ code: 'custom', path: [missing], message: `must be set with ${other}` });
  }
}

const MODEL_SETTINGS = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;

/** Part of the model's settings would quietly leave the answers to the deterministic writer. */
function checkModelSettings(
  env: Partial<Record<(typeof MODEL_SETTINGS)[number], string>>,
  context: z.RefinementCtx,
): void {
  const set = MODEL_SETTINGS.filter((name) => env[name]);
  if (set.length === 0 || set.length === MODEL_SETTINGS.length) return;
  for (const name of MODEL_SETTINGS.filter((n) => !env[n])) {
    context.addIssue({ code: 'custom', path: [name], message: `must be set with ${set.join(' and ')}` });
  }
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATABASE_URL: postgresUrl.optional(),
    DATA_DIR: z.string().min(1).default('./.data'),
    STORAGE_DIR: z.string().min(1).default('./media'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    WEB_DIR: z.string().min(1).default('./dist/web'),
    CITIES_FILE: z.string().min(1).default('./build/cities.json'),
    SITE_CONFIG: z.string().min(1).default('./config/site.json'),
    PUBLIC_BASE_URL: z.url().optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYPAL_API_BASE: z.url({ protocol: /^https?$/ }).default('https://api-m.paypal.com'),
    META_PIXEL_ID: z.string().regex(/^\d+$/, 'must be the numeric pixel id').optional(),
    META_ACCESS_TOKEN: z.string().min(1).optional(),
    META_GRAPH_BASE: z.url({ protocol: /^https?$/ }).default('https://graph.facebook.com'),
    DELIVERY_WORKER: flag.default(true),
    DELIVERY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    // Personal data of readings never completed is erased this many days after their last activity,
    // and of completed orders this many days after delivery (the accounts keep a tombstone). The
    // privacy policy (src/web/routes/privacy-policy.tsx) promises the defaults: shorter, never longer.
    RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(90, 'must be at most 90: the privacy policy promises it')
      .default(90),
    DELIVERED_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(730, 'must be at most 730: the privacy policy promises it')
      .default(730),
    // Where operator alerts are e-mailed (at most once per kind per hour); unset: only recorded.
    ALERT_EMAIL: z.email('must be an e-mail address').optional(),
    GEOIP_DB: z.string().min(1).optional(),
    TRUST_PROXY: trustProxy.default(false),
    CREATE_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
    // Console sign-ins (password, link or passkey) one client address may try per minute.
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    WRITE_RATE_LIMIT: z.coerce.number().int().min(1).default(1200),
    READING_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    // Free orders' address confirmation e-mails one client address may have sent per hour (decision 0032).
    CONFIRMATION_RATE_LIMIT: z.coerce.number().int().min(1).default(CONFIRMATIONS_PER_CLIENT_PER_HOUR),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // Long enough not to be guessed; unset, /metrics answers only direct loopback and private peers.
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // What /reviews shows (decision 0016): real clients' approved reviews, or generated examples
    // labelled as such; 'simulated' is the specification's page with its invented rating (legally risky).
    REVIEWS_MODE: reviewsModeSchema.default('real'),
    // Signs the readings' download links; every server of one site must share it.
    DOCUMENT_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    // An OpenAI-compatible chat API that may write the answers' prose; all three, or none.
    LLM_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_MODEL: z.string().min(1).optional(),
    // Development: the payment links lead to this server's own test checkout, which sends the
    // webhook a signed payment event; no money moves and no provider account is needed.
    FAKE_CHECKOUT: flag.default(false),
    NODE_ENV: z.string().optional(),
    ALLOW_UNSAFE_PRODUCTION: flag.default(false),
  })
  .superRefine(checkS3Settings)
  .superRefine(checkModelSettings)
  .superRefine(checkProductionSafety)
  .superRefine((env, context) => {
    if (env.FAKE_CHECKOUT && env.NODE_ENV === 'production')
      context.addIssue({
        code: 'custom',
        path: ['FAKE_CHECKOUT'],
        message: 'must not be set when NODE_ENV=production: anyone could have a paid reading without paying',
      });
  });

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  PUBLIC_BASE_URL: string;
  site: SiteConfig;
  /** The answers' writer model, when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set. */
  llm: { baseUrl: string; apiKey: string; model: string } | null;
};

export class ConfigError extends Error {}

/** Parses the environment once, at start; a bad value names its variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const publicBaseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const site = loadSiteConfig(env.SITE_CONFIG);
  return {
    ...env,
    PUBLIC_BASE_URL: publicBaseUrl,
    site: env.FAKE_CHECKOUT ? { ...site, paymentLinks: fakeCheckoutLinks(publicBaseUrl) } : site,
    // The test checkout signs its events with the webhook's secret: one is made up when none is set.
    STRIPE_WEBHOOK_SECRET:
      env.STRIPE_WEBHOOK_SECRET ?? (env.FAKE_CHECKOUT ? `whsec_fake_${randomBytes(24).toString('hex')}` : undefined),
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL }
        : null,
  };
}

export function loadSiteConfig(file: string): SiteConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
  } catch (error) {
    throw new ConfigError(`SITE_CONFIG: cannot read ${file}: ${(error as Error).message}`);
  }
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`SITE_CONFIG: ${file} is invalid:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
