import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { Database } from '../db/open-database';
import type { DocumentStore } from '../documents/document-store';
import { parseBody } from '../http/parse';
import { addAdminAccessCheck } from './admin-access';
import { alertRoutes } from './alert-routes';
import { experimentAdminRoutes } from './experiment-routes';
import { funnelRoutes } from './funnel-routes';
import { listAudit } from './list-audit';
import { orderRoutes } from './order-routes';
import { reviewAdminRoutes } from './review-routes';
import { passkeyRoutes } from './passkey-routes';
import type { RelyingParty } from './passkey-relying-party';
import { paymentRoutes } from './payment-routes';
import { privacyRoutes } from './privacy-routes';
import { sessionRoutes } from './session-routes';

export type AdminRoutesOptions = {
  db: Database;
  documents: DocumentStore | null;
  /** The .eml outbox folder, whose messages an erasure deletes; unset or null: none. */
  outboxDir?: string | null;
  /** An https site: the session cookie is Secure. */
  secureCookie: boolean;
  now?: () => Date;
  /** Sign-in attempts one client address may make per minute. */
  signInRateLimit?: number;
  onDeliveryScheduled?: (() => void) | undefined;
  /** Who the console's passkeys belong to (PUBLIC_BASE_URL's host). */
  relyingParty: RelyingParty;
  /** ALERT_EMAIL, shown on the alerts page; null or unset: alerts are only recorded. */
  alertEmail?: string | null;
  /** Called after an experiment starts or stops, so this process's landings see it at once. */
  onExperimentsChanged?: () => void;
};

export type AdminRouteEntry = { method: string; url: string; access: string };

/** Every console route as registered, so a test can try each one without a session. */
export function listAdminRoutes(app: FastifyInstance): AdminRouteEntry[] {
  return app.getDecorator<AdminRouteEntry[]>('adminRouteTable');
}

const pageQuery = z.object({
  after: z
    .string()
    .regex(/^\d{1,16}$/)
    .transform(Number)
    .optional(),
});

/** The operator console's API, /api/admin/*: every route passes the one access check. */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions): Promise<void> {
  const now = options.now ?? (() => new Date());
  const table: AdminRouteEntry[] = [];
  app.decorate('adminRouteTable', table);
  await app.register(
    async (admin) => {
      admin.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods.filter((m) => m !== 'HEAD'))
          table.push({ method, url: route.url, access: route.config?.adminAccess ?? 'owner' });
      });
      await admin.register(fastifyCookie);
      addAdminAccessCheck(admin, options.db, now);
      // Console answers are about people: never kept by a browser or a proxy.
      admin.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await sessionRoutes(admin, {
        db: options.db,
        secureCookie: options.secureCookie,
        now,
        signInRateLimit: options.signInRateLimit ?? 10,
        relyingParty: options.relyingParty,
      });
      await passkeyRoutes(admin, { db: options.db, relyingParty: options.relyingParty, now });
      await orderRoutes(admin, {
        db: options.db,
        documents: options.documents,
        now,
        onDeliveryScheduled: options.onDeliveryScheduled,
      });
      await reviewAdminRoutes(admin, { db: options.db, now, onDeliveryScheduled: options.onDeliveryScheduled });
      await paymentRoutes(admin, { db: options.db, onDeliveryScheduled: options.onDeliveryScheduled });
      await privacyRoutes(admin, {
        db: options.db,
        documents: options.documents,
        outboxDir: options.outboxDir ?? null,
        now,
      });
      await alertRoutes(admin, { db: options.db, alertEmail: options.alertEmail ?? null, now });
      await experimentAdminRoutes(admin, { db: options.db, onChanged: options.onExperimentsChanged });
      await funnelRoutes(admin, { db: options.db });
      admin.get('/audit', { config: { adminAccess: 'owner' } }, async (request) =>
        listAudit(options.db, parseBody(pageQuery, request.query).after ?? null),
      );
    },
    { prefix: '/api/admin' },
  );
}
