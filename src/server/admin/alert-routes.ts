import type { FastifyInstance } from 'fastify';

import { alertQuerySchema } from '../../domain/admin-alerts-api';
import { countRecentAlerts } from '../alerts/count-recent-alerts';
import { listAlerts } from '../alerts/list-alerts';
import type { Database } from '../db/open-database';
import { parseBody } from '../http/parse';

export type AlertRoutesOptions = {
  db: Database;
  /** ALERT_EMAIL, where alerts are e-mailed; null when they are only recorded. */
  alertEmail: string | null;
  now: () => Date;
};

const DAY_MS = 86_400_000;

/** The alerts dashboard, for every operator: support must see a delivery given up. */
export async function alertRoutes(app: FastifyInstance, options: AlertRoutesOptions): Promise<void> {
  const { db } = options;

  app.get('/alerts', { config: { adminAccess: 'any' } }, async (request) => {
    const { kind, before, limit } = parseBody(alertQuerySchema, request.query);
    const page = await listAlerts(db, { limit, ...(before ? { before } : {}), ...(kind ? { kind } : {}) });
    return { ...page, alertEmail: options.alertEmail };
  });

  app.get('/alerts/recent', { config: { adminAccess: 'any' } }, async () => ({
    count: await countRecentAlerts(db, new Date(options.now().getTime() - DAY_MS)),
  }));
}
