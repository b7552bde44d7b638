import type { FastifyInstance } from 'fastify';

import { FUNNEL_COUNTS_TTL_MS, type FunnelClaims } from '../../domain/funnel-claims';
import type { Database } from '../db/open-database';
import { notFound } from '../http/http-error';
import { readingAccess } from '../http/parse';
import { keepResultsBriefly } from '../keep-results-briefly';
import { countFunnelActivity } from '../readings/count-funnel-activity';
import { openOffer } from '../readings/open-offer';

export type FunnelClaimsRoutesOptions = { db: Database; mode: FunnelClaims; countsTtlMs?: number };

/** What makes the funnel's urgency and social proof true (decision 0022): the offer's kept deadline and real counts. */
export async function funnelClaimsRoutes(app: FastifyInstance, options: FunnelClaimsRoutesOptions): Promise<void> {
  const { db } = options;
  // Counted at most once per TTL per server: every page of every visitor asks, and a minute-old
  // count of the last hour is as true.
  const counts = keepResultsBriefly(
    (_all: 'all') => countFunnelActivity(db),
    options.countsTtlMs ?? FUNNEL_COUNTS_TTL_MS,
  );

  app.get('/api/funnel-counts', async (_request, reply) => {
    reply.header(
      'cache-control',
      `public, max-age=${Math.round((options.countsTtlMs ?? FUNNEL_COUNTS_TTL_MS) / 1000)}`,
    );
    return counts.get('all');
  });

  // Simulated claims keep no deadline: the offer page restarts its own timer as the specification says.
  if (options.mode !== 'truthful') return;
  app.post('/api/readings/:id/offer', async (request, reply) => {
    const { id, tokenHash } = readingAccess(request);
    const deadline = await openOffer(db, id, tokenHash);
    if (!deadline) throw notFound();
    reply.header('cache-control', 'private, no-store');
    return deadline;
  });
}
