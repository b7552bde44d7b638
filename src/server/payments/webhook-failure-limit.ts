import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { enforceLimit } from '../http/enforce-limit';

/**
 * Webhook requests one address may send per minute that are not a verified event. A provider set
 * up right sends none, and a wrong secret fails all of its events alike (the operators' alert
 * comes at 5, count-webhook-failure.ts), so 30 is plenty to see a misconfiguration in the logs.
 */
export const WEBHOOK_FAILURES_PER_MINUTE = 30;

export type WebhookFailureLimit = {
  /** Counts one request that was not a verified event against its address; 429 past the allowance. */
  countFailure: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

/**
 * Verified events are never counted, so no flood can hold back a real payment; failures are
 * counted per source address in the store every limit shares (and so every server).
 */
export function createWebhookFailureLimit(app: FastifyInstance): WebhookFailureLimit {
  const limiter = app.createRateLimit({
    timeWindow: 60_000,
    max: WEBHOOK_FAILURES_PER_MINUTE,
    keyGenerator: (request) => `webhook-failures ${normalizeIP(request.ip)}`,
  });
  return {
    countFailure: (request, reply) => enforceLimit(limiter, request, reply),
  };
}
