import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

import type { VerifiedReadings } from '../readings/verified-readings';
import { enforceLimit, type Limiter } from './enforce-limit';
import { notFound } from './http-error';
import { readingCredentials } from './parse';

export type RateLimits = {
  /** Per client address and minute: the write endpoints together, and the payment-status poll apart. */
  perClient: number;
  /**
   * Per reading and minute, counted only with the reading's token: its writes and payment-status
   * poll together, its preview apart. Also what one address may send with a wrong token.
   */
  perReading: number;
};

/** Counted per client address first, then per reading once its token is confirmed. */
type Plan = { perClient: Limiter[]; perReading: Limiter | null };

const MINUTE = 60_000;
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const POLL_URL = '/api/readings/:id/payment-status';
const PREVIEW_URL = '/api/readings/:id/preview';

// Each limiter names its keys, so a store shared by all of them (and by several servers) keeps them apart.
const clientKey =
  (name: string) =>
  (request: FastifyRequest): string =>
    `${name} ${normalizeIP(request.ip)}`;
const readingKey =
  (name: string) =>
  (request: FastifyRequest): string =>
    `${name} ${(request.params as { id?: string }).id ?? ''}`;

/**
 * One onRequest hook for a plan. A request for a reading is counted against that reading only
 * once its token is confirmed (a pair already confirmed costs no query), so a stranger cannot use
 * up a visitor's allowance; without the right token it counts against its own address and is
 * answered 404 as before, or 429 once that address is past its allowance.
 */
function checkLimits(plan: Plan, tokenFailures: Limiter, owners: VerifiedReadings) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limiter of plan.perClient) await enforceLimit(limiter, request, reply);
    if (!plan.perReading) return;
    const access = readingCredentials(request);
    if (access === null || !(await owners.check(access.id, access.tokenHash))) {
      await enforceLimit(tokenFailures, request, reply);
      throw notFound();
    }
    await enforceLimit(plan.perReading, request, reply);
  };
}

function addOnRequest(route: RouteOptions, hook: ReturnType<typeof checkLimits>): void {
  const existing = route.onRequest;
  route.onRequest = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Limits every write, the payment-status poll and the preview per client address and per reading,
 * attached by route as routes are added (so call it before them). Reading creation keeps its own
 * limit (CREATE_RATE_LIMIT) in its route; the webhooks limit only their senders' failures
 * (payments/webhook-failure-limit.ts).
 */
export function addRateLimits(app: FastifyInstance, limits: RateLimits, owners: VerifiedReadings): void {
  // The counters live where the plugin's store keeps them: this process's bounded LRU, or with
  // several servers the store shared through PostgreSQL (shared-rate-limit-store.ts).
  const limiter = (max: number, keyGenerator: (request: FastifyRequest) => string) =>
    app.createRateLimit({ timeWindow: MINUTE, max, keyGenerator });
  const clientWrites = limiter(limits.perClient, clientKey('writes'));
  const clientPolls = limiter(limits.perClient, clientKey('polls'));
  const perReading = limiter(limits.perReading, readingKey('reading'));
  const previews = limiter(limits.perReading, readingKey('preview'));
  // A visitor never sends a wrong token but by mistake, so an address gets what one reading gets.
  const tokenFailures = limiter(limits.perReading, clientKey('token-failures'));

  const planFor = (method: string, url: string): Plan | null => {
    const read = method === 'GET' || method === 'HEAD';
    if (url === POLL_URL) return read ? { perClient: [clientPolls], perReading } : null;
    // Each preview costs a chart and a year of transits.
    if (url === PREVIEW_URL) return read ? { perClient: [], perReading: previews } : null;
    const write = WRITE_METHODS.has(method);
    // Every route under a reading's id takes its bearer token (parse.ts, readingAccess).
    if (url.startsWith('/api/readings/:id')) return write ? { perClient: [clientWrites], perReading } : null;
    if (url === '/api/events' || url.startsWith('/api/review'))
      return write ? { perClient: [clientWrites], perReading: null } : null;
    return null;
  };

  app.addHook('onRoute', (route) => {
    const [method = ''] = [route.method].flat();
    const plan = planFor(method, route.url);
    if (plan) addOnRequest(route, checkLimits(plan, tokenFailures, owners));
  });
}
