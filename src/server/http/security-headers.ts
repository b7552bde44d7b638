import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where Meta's browser pixel loads its script from and sends its beacons to. */
const META_SCRIPT = 'https://connect.facebook.net';
const META_BEACON = 'https://www.facebook.com';

const YEAR_SECONDS = 31_536_000;

/** Helmet sets no Permissions-Policy: the funnel needs no camera, microphone or geolocation. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

export type SecurityHeaderOptions = {
  metaPixel: boolean;
  /** Only a site served over https may pin browsers to https. */
  hsts: boolean;
};

/**
 * No inline scripts; styles may be inline because React sets style attributes. Meta's hosts are
 * allowed only when a pixel is configured (the browser loads it only after consent).
 */
export function contentSecurityPolicy({ metaPixel }: { metaPixel: boolean }): Record<string, string[]> {
  const meta = (host: string) => (metaPixel ? [host] : []);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...meta(META_SCRIPT)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...meta(META_BEACON)],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...meta(META_BEACON)],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Helmet's headers with our policy on every answer, errors and files included; HSTS only over https. */
export async function addSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: options.hsts ? { maxAge: YEAR_SECONDS, includeSubDomains: true, preload: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
}
