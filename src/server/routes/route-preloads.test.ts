import { existsSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { PATHS, REVIEW_FORM_PATH, ROUTE_PATHS } from '../../domain/routes';
import { firstRenderModules, modulePreloadTags, type ViteManifest } from './route-preloads';

const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_query-1.js': { file: 'assets/query-1.js', imports: ['_runtime-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['index.html', '_query-1.js'] },
  'src/web/components/query-layout.tsx': { file: 'assets/query-layout-1.js', imports: ['index.html', '_query-1.js'] },
  'src/web/routes/step-one.tsx': { file: 'assets/step-one-1.js', imports: ['index.html', '_form-1.js'] },
  'src/web/consent/consent-banner.tsx': { file: 'assets/consent-banner-1.js', imports: ['index.html'] },
};

const hrefs = (tags: string) =>
  [...tags.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('a route page names the chunks of its first render', () => {
  it('preloads the layout, the screen and the banner with all they import, but not the entry chunks', () => {
    expect(hrefs(modulePreloadTags(MANIFEST, firstRenderModules(PATHS.stepOne)))).toEqual([
      '/assets/query-layout-1.js',
      '/assets/query-1.js',
      '/assets/step-one-1.js',
      '/assets/form-1.js',
      '/assets/consent-banner-1.js',
    ]);
  });

  it('skips modules the build does not have', () => {
    expect(hrefs(modulePreloadTags(MANIFEST, ['src/web/routes/missing.tsx']))).toEqual([]);
  });

  it('maps every path to its screen, a trailing slash, the review form and unknown paths too', () => {
    expect(firstRenderModules('/step-ten/')).toContain('src/web/routes/step-ten.tsx');
    expect(firstRenderModules(REVIEW_FORM_PATH)).toContain('src/web/routes/review-form.tsx');
    expect(firstRenderModules('/no-such-page')).toContain('src/web/routes/not-found.tsx');
    expect(firstRenderModules('/admin/readings')).toEqual([]);
  });

  it('every screen of the route table is the router module the rule names', () => {
    // The rule is the router's: a path's screen is src/web/routes/<path>.tsx, loaded lazily.
    const router = readFileSync('src/web/router.tsx', 'utf8');
    const landingsAndRedirects = new Set<string>([PATHS.home, PATHS.love, PATHS.paymentMethodTwo]);
    for (const path of ROUTE_PATHS.filter((p) => !landingsAndRedirects.has(p))) {
      const [, , screen] = firstRenderModules(path);
      expect(existsSync(screen!), screen).toBe(true);
      expect(router, path).toContain(`import('./routes/${path.slice(1)}')`);
    }
    for (const module of firstRenderModules(PATHS.stepOne).filter((m) => !m.includes('/routes/')))
      expect(existsSync(module), module).toBe(true);
  });
});
