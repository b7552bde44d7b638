import type { z } from 'zod';

export type ProductionSettings = {
  NODE_ENV?: string | undefined;
  ALLOW_UNSAFE_PRODUCTION: boolean;
  DATABASE_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  PUBLIC_BASE_URL?: string | undefined;
  DOCUMENT_LINK_SECRET?: string | undefined;
};

const OVERRIDE = '(or ALLOW_UNSAFE_PRODUCTION=true, for a demo only)';

/** Addresses only this machine reaches: links to them in e-mails and payment returns go nowhere. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '::1' ||
    host === '::' ||
    host === '0.0.0.0' ||
    /^127\./.test(host)
  );
}

/**
 * The development defaults are unsafe in production: the embedded database is one process's and
 * does not fsync, mail without SMTP_URL only lands in a folder, and a local or plain-http address
 * breaks e-mail links, payment returns and HSTS. Every problem is reported at once.
 */
export function checkProductionSafety(env: ProductionSettings, context: z.RefinementCtx): void {
  if (env.NODE_ENV !== 'production' || env.ALLOW_UNSAFE_PRODUCTION) return;
  if (!env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: `must be set when NODE_ENV=production: the embedded database is one process's and does not fsync ${OVERRIDE}`,
    });
  }
  if (!env.SMTP_URL) {
    context.addIssue({
      code: 'custom',
      path: ['SMTP_URL'],
      message: `must be set when NODE_ENV=production: without it e-mails are only written to DATA_DIR/outbox ${OVERRIDE}`,
    });
  }
  if (!env.DOCUMENT_LINK_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['DOCUMENT_LINK_SECRET'],
      message: `must be set when NODE_ENV=production: the readings' download links must verify on every server ${OVERRIDE}`,
    });
  }
  const address = env.PUBLIC_BASE_URL ? new URL(env.PUBLIC_BASE_URL) : null;
  if (!address || address.protocol !== 'https:' || isLocalHost(address.hostname)) {
    const found = env.PUBLIC_BASE_URL ? `not '${env.PUBLIC_BASE_URL}'` : 'it is unset';
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_BASE_URL'],
      message: `must be the site's public https:// address when NODE_ENV=production, ${found} ${OVERRIDE}`,
    });
  }
}
