import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import type { OpenDatabase } from '../db/open-database';
import { checkReadiness, type ReadinessDeps } from '../metrics/check-readiness';

export type HealthRoutesOptions = {
  database: OpenDatabase;
  readiness: Omit<ReadinessDeps, 'db' | 'log'>;
};

/**
 * /healthz is liveness (the process and its database answer; 503 through the error handler when
 * the database does not), /readyz is readiness: 503 naming the checks that failed.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRoutesOptions): Promise<void> {
  const { db, kind } = options.database;
  app.get('/healthz', async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: kind };
  });

  app.get('/readyz', async (request, reply) => {
    const { checks, failed } = await checkReadiness({ ...options.readiness, db, log: request.log });
    reply.header('cache-control', 'no-store');
    if (failed.length === 0) return { status: 'ready', checks };
    return reply.status(503).send({ error: 'not_ready', failed, checks });
  });
}
