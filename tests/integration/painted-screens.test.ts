import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ViteManifest } from '../../src/server/routes/route-preloads';
import { serveWebDir } from './serve-web-dir';

const SHELL = '<html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
const painted = (banner: boolean) =>
  '<html><head><script type="module" src="/assets/landing-boot-1.js"></script>' +
  '<template data-app-scripts><script type="module" src="/assets/index-1.js"></script></template></head>' +
  `<body><div id="root"><div data-painted-screen inert><h1>Who is the reading for?</h1>${banner ? '<section>May we tell Meta</section>' : ''}</div></div></body></html>`;

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js' },
  'src/web/components/query-layout.tsx': { file: 'assets/query-layout-1.js', imports: ['index.html'] },
  'src/web/routes/step-one.tsx': { file: 'assets/step-one-1.js', imports: ['index.html'] },
  'src/web/routes/step-two.tsx': { file: 'assets/step-two-1.js', imports: ['index.html'] },
  'src/web/consent/consent-banner.tsx': { file: 'assets/consent-banner-1.js', imports: ['index.html'] },
};

/** What the app's inert template holds (loaded once the page has painted) and what the head holds live. */
function tagsOf(html: string) {
  const template = /<template data-app-scripts>([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
  const live = html.replace(template, '');
  const preloads = (text: string) =>
    [...text.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  return { waiting: preloads(template), live: preloads(live) };
}

describe('a screen the build painted', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await serveWebDir({
      'app.html': SHELL,
      '.vite/manifest.json': JSON.stringify(MANIFEST),
      '.screens/step-one.html': painted(false),
      '.screens/step-one.asking-consent.html': painted(true),
    }));
  });

  afterAll(async () => {
    await close();
  });

  it('is sent with the consent banner to a visitor who has not answered it', async () => {
    const response = await app.inject({ method: 'GET', url: '/step-one?utm_source=mail' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Who is the reading for?</h1>');
    expect(response.body).toContain('May we tell Meta');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is sent without the banner once the consent_answered cookie says an answer is stored', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/step-one/',
      headers: { cookie: 'visitor_id=abc; consent_answered=1' },
    });
    expect(response.body).toContain('<h1>Who is the reading for?</h1>');
    expect(response.body).not.toContain('May we tell Meta');
  });

  it("names its first render's chunks inside the app's inert template, so they load after the paint", async () => {
    const { waiting, live } = tagsOf((await app.inject({ method: 'GET', url: '/step-one' })).body);
    expect(waiting).toEqual(['/assets/query-layout-1.js', '/assets/step-one-1.js', '/assets/consent-banner-1.js']);
    expect(live).toEqual([]);
  });

  it('leaves a path without a painted screen, the console and unknown paths to the empty shell', async () => {
    for (const url of ['/step-two', '/admin', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('data-painted-screen');
      expect(response.body, url).toContain('<body></body>');
    }
    const stepTwo = tagsOf((await app.inject({ method: 'GET', url: '/step-two' })).body);
    expect(stepTwo.live).toContain('/assets/step-two-1.js');
  });

  it('keeps the painted files themselves private', async () => {
    expect((await app.inject({ method: 'GET', url: '/.screens/step-one.html' })).statusCode).toBe(404);
  });
});
