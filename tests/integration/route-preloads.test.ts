import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ViteManifest } from '../../src/server/routes/route-preloads';
import { serveWebDir } from './serve-web-dir';

const SHELL = '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js' },
  'src/web/components/query-layout.tsx': { file: 'assets/query-layout-1.js', imports: ['index.html'] },
  'src/web/routes/step-six.tsx': { file: 'assets/step-six-1.js', imports: ['index.html', '_chart-1.js'] },
  '_chart-1.js': { file: 'assets/chart-1.js' },
  'src/web/routes/not-found.tsx': { file: 'assets/not-found-1.js', imports: ['index.html'] },
  'src/web/consent/consent-banner.tsx': { file: 'assets/consent-banner-1.js', imports: ['index.html'] },
};

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("a route's page preloads the chunks of its first render", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveWebDir({ 'app.html': SHELL, '.vite/manifest.json': JSON.stringify(MANIFEST) }));
  });

  afterAll(async () => {
    await close();
  });

  it('names the layout, the step and what it imports, and the consent banner, in the head', async () => {
    const response = await app.inject({ method: 'GET', url: '/step-six?utm_source=mail' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual([
      '/assets/query-layout-1.js',
      '/assets/step-six-1.js',
      '/assets/chart-1.js',
      '/assets/consent-banner-1.js',
    ]);
    expect(response.body.indexOf('modulepreload')).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('gives an unknown path the 404 screen, and keeps the manifest private', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(preloads(unknown.body)).toContain('/assets/not-found-1.js');
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });
});
