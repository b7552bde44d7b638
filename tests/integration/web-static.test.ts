import { brotliCompressSync } from 'node:zlib';

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { serveWebDir } from './serve-web-dir';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    ({ app, close } = await serveWebDir({
      'index.html': '<h1>home</h1>',
      'love.html': '<h1>love</h1>',
      'app.html': '<div id="root"></div>',
      'assets/index-abc123.js': script,
      'assets/index-abc123.js.br': brotliCompressSync(script),
    }));
  });

  afterAll(async () => {
    await close();
  });

  it('serves the prerendered landing pages, revalidated on every visit', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toBe('<h1>home</h1>');
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/love' })).body).toBe('<h1>love</h1>');
  });

  it('answers every route of the spec with the app shell, and unknown paths with the shell and 404', async () => {
    for (const url of ['/step-one', '/checkout-step-eleven?success=true', '/reviews']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<div id="root"></div>');
    }
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe('<div id="root"></div>');
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error).toBe('not_found');
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends pages with the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/step-one' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
