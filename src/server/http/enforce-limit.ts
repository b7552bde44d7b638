import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** The same answer the rate-limit plugin gives: the error handler turns it into a 429 body. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number): Error {
  reply.header('retry-after', Math.max(1, retryAfterSeconds));
  return Object.assign(new Error('Too many requests.'), { statusCode: 429 });
}

/** Counts the request against the limiter; past its limit, 429 with Retry-After. */
export async function enforceLimit(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (!result.isAllowed && result.isExceeded) throw tooManyRequests(reply, result.ttlInSeconds);
}
