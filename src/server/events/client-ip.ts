import { isIP } from 'node:net';

/**
 * The visitor's address for Meta's matching: Fastify's request.ip, which reads X-Forwarded-For
 * only when TRUST_PROXY says a proxy sets it; null when it is no address (a unix socket).
 */
export function clientIp(requestIp: string): string | null {
  return isIP(requestIp) ? requestIp : null;
}
