import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export type RateLimits = {
  /** Per client address and minute: the write endpoints together, and the payment-status poll apart. */
  perClient: number;
  /** Per reading and minute: its writes and its payment-status poll together. */
  perReading: number;
};

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

const MINUTE = 60_000;
/**
 * Providers retry from few addresses, so webhooks have no per-client limit, only this ceiling per
 * provider for all senders together: far above real traffic, it stops a flood of forged events
 * (each PayPal one costs a call to PayPal's verification API).
 */
const WEBHOOK_CEILING = 1200;

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);
const POLL_URL = '/api/readings/:id/payment-status';

// Each limiter names its keys, so a store shared by all of them (and by several servers) keeps them apart.
const clientKey =
  (name: string) =>
  (request: FastifyRequest): string =>
    `${name} ${normalizeIP(request.ip)}`;
const readingKey = (request: FastifyRequest): string => `reading ${(request.params as { id?: string }).id ?? ''}`;
const routeKey = (request: FastifyRequest): string => `webhook ${request.routeOptions.url ?? ''}`;

/** The same answer the rate-limit plugin gives: the error handler turns it into a 429 body. */
function tooManyRequests(): Error {
  return Object.assign(new Error('Too many requests.'), { statusCode: 429 });
}

/** One onRequest hook that counts the request against each limiter in turn; 429 with Retry-After past one. */
function checkLimits(limiters: Limiter[]) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw tooManyRequests();
      }
    }
  };
}

function addOnRequest(route: RouteOptions, hook: ReturnType<typeof checkLimits>): void {
  const existing = route.onRequest;
  route.onRequest = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), hook];
}

/**
 * Limits every write and the payment-status poll per client address and per reading, and the
 * webhooks with one ceiling, attached by route as routes are added (so call it before them).
 * Reading creation keeps its own limit (CREATE_RATE_LIMIT) in its route.
 */
export function addRateLimits(app: FastifyInstance, limits: RateLimits): void {
  // The counters live where the plugin's store keeps them: this process's bounded LRU, or with
  // several servers the store shared through PostgreSQL (shared-rate-limit-store.ts).
  const common = { timeWindow: MINUTE };
  const clientWrites = app.createRateLimit({ ...common, max: limits.perClient, keyGenerator: clientKey('writes') });
  const clientPolls = app.createRateLimit({ ...common, max: limits.perClient, keyGenerator: clientKey('polls') });
  const perReading = app.createRateLimit({ ...common, max: limits.perReading, keyGenerator: readingKey });
  const webhooks = app.createRateLimit({ ...common, max: WEBHOOK_CEILING, keyGenerator: routeKey });

  const limitersFor = (method: string, url: string): Limiter[] => {
    const write = WRITE_METHODS.has(method);
    if (url.startsWith('/api/webhooks/')) return write ? [webhooks] : [];
    if (url === POLL_URL) return method === 'GET' || method === 'HEAD' ? [clientPolls, perReading] : [];
    if (url.startsWith('/api/readings/:id')) return write ? [clientWrites, perReading] : [];
    if (url === '/api/events' || url.startsWith('/api/review')) return write ? [clientWrites] : [];
    return [];
  };

  app.addHook('onRoute', (route) => {
    const [method = ''] = [route.method].flat();
    const limiters = limitersFor(method, route.url);
    if (limiters.length > 0) addOnRequest(route, checkLimits(limiters));
  });
}
