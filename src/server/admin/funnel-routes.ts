import type { FastifyInstance } from 'fastify';

import { funnelQuerySchema } from '../../domain/admin-funnel-api';
import type { Database } from '../db/open-database';
import { parseBody } from '../http/parse';
import { operatorOf } from './admin-access';
import { formatFunnelCsv } from './funnel/format-funnel-csv';
import { getFunnelReport } from './get-funnel-report';
import { recordAudit } from './record-audit';

export type FunnelRoutesOptions = { db: Database };

/** The funnel dashboard and its CSV (owners only: revenue). */
export async function funnelRoutes(app: FastifyInstance, options: FunnelRoutesOptions): Promise<void> {
  const { db } = options;

  app.get('/funnel', async (request) => getFunnelReport(db, parseBody(funnelQuerySchema, request.query)));

  // Audited like the other exports, though it holds counts only: who took the figures out, and which.
  app.get('/exports/funnel.csv', async (request, reply) => {
    const query = parseBody(funnelQuerySchema, request.query);
    const report = await getFunnelReport(db, query);
    await recordAudit(db, { operatorEmail: operatorOf(request).email, action: 'funnel.export', detail: { ...query } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="funnel-${query.from}-${query.to}.csv"`)
      .send(formatFunnelCsv(report));
  });
}
