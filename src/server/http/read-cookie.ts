import type { FastifyRequest } from 'fastify';

/** The raw value of the request's cookie `name`, or null when it has none. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}
