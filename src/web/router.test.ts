import { describe, expect, it } from 'vitest';

import { ROUTE_PATHS } from '../domain/routes';
import { FUNNEL_SCREENS, REDIRECTS } from './router';

const LANDING = ['/', '/love'];
const lazyPaths: string[] = FUNNEL_SCREENS.map((screen) => screen.path);
const redirectPaths: string[] = REDIRECTS.map((redirect) => redirect.from);

describe('the routes', () => {
  it('declare every path of the route table, each once', () => {
    const declared = [...LANDING, ...redirectPaths, ...lazyPaths];
    for (const path of ROUTE_PATHS)
      expect(
        declared.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });

  it('load every screen lazily except the two landing pages', () => {
    for (const path of ROUTE_PATHS) {
      if (LANDING.includes(path) || redirectPaths.includes(path)) continue;
      expect(lazyPaths, path).toContain(path);
    }
    for (const screen of FUNNEL_SCREENS) expect(typeof screen.Screen.preload, screen.path).toBe('function');
  });

  it('send unknown paths to the not-found page, and /payment-method-2 to /direct-payment', () => {
    expect(lazyPaths.at(-1)).toBe('*');
    expect(REDIRECTS).toContainEqual({ from: '/payment-method-2', to: '/direct-payment' });
  });
});
