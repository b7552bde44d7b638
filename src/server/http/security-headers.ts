import type { FastifyInstance } from 'fastify';

/** Where Meta's browser pixel loads its script from and sends its beacons to. */
const META_SCRIPT = 'https://connect.facebook.net';
const META_BEACON = 'https://www.facebook.com';

/**
 * No inline scripts; styles may be inline because React sets style attributes. Meta's hosts are
 * allowed only when a pixel is configured (the browser loads it only after consent).
 */
export function contentSecurityPolicy({ metaPixel }: { metaPixel: boolean }): string {
  const meta = (host: string) => (metaPixel ? ` ${host}` : '');
  return [
    "default-src 'self'",
    `script-src 'self'${meta(META_SCRIPT)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${meta(META_BEACON)}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${meta(META_BEACON)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function addSecurityHeaders(app: FastifyInstance, options: { metaPixel: boolean }): void {
  const policy = contentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  });
}
