import { createHash, timingSafeEqual } from 'node:crypto';

import type { FastifyRequest } from 'fastify';

import { HttpError } from '../http/http-error';
import { isPrivateAddress } from './is-private-address';

// Headers a proxy or load balancer adds: a request carrying one came from further away than its peer.
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '';
  // Equal-length digests: the comparison takes the same time whatever was presented.
  return timingSafeEqual(digest(presented), digest(token));
}

/**
 * Why a scrape is refused, or null. With a token, only `Authorization: Bearer <token>` passes.
 * Without one, only a peer on loopback or a private network that came through no proxy: the
 * socket's own address, not X-Forwarded-For, so neither TRUST_PROXY nor a forged header can open
 * it, and a public request relayed by a load balancer (which adds X-Forwarded-For) stays out.
 */
export function scrapeRefusal(request: FastifyRequest, token: string | undefined): HttpError | null {
  if (token !== undefined) {
    return bearerMatches(request.headers.authorization, token)
      ? null
      : new HttpError(401, 'unauthorized', 'The metrics need Authorization: Bearer <METRICS_TOKEN>.');
  }
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  return !forwarded && isPrivateAddress(request.socket.remoteAddress)
    ? null
    : new HttpError(
        403,
        'forbidden',
        'The metrics answer only to loopback and private addresses unless METRICS_TOKEN is set.',
      );
}
