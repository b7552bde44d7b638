import { createMemoryRouter, matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { ROUTE_PATHS } from '../domain/routes';
import { appRoutes } from './router';

const leaves = (path: string) => matchRoutes(appRoutes, path)?.at(-1)?.route;

describe('appRoutes', () => {
  it('declares every path of the route table', () => {
    for (const path of ROUTE_PATHS) expect(leaves(path)?.path, path).toBe(path);
  });

  it('loads every screen lazily except the two landing pages', () => {
    for (const path of ROUTE_PATHS) {
      const route = leaves(path);
      if (path === '/' || path === '/love') expect(route?.Component, path).toBeTypeOf('function');
      else if (path !== '/payment-method-2') expect(route?.lazy, path).toBeTypeOf('function');
    }
  });

  it('sends unknown paths to the not-found page', () => {
    expect(leaves('/no-such-page')?.path).toBe('*');
  });

  it('replaces /payment-method-2 with /direct-payment', async () => {
    const router = createMemoryRouter(appRoutes, { initialEntries: ['/'] });
    await router.navigate('/payment-method-2');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/direct-payment'));
    expect(router.state.historyAction).toBe('REPLACE');
    router.dispose();
  });
});
