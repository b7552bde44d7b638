import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import { AppProviders } from './app-providers';
import { AppRoutes } from './router';

/** The landing pages written to HTML at build time (scripts/prerender.mjs). */
export const PRERENDERED_PATHS = ['/', '/love'] as const;

/**
 * The same routes and providers as the browser, on a static router: both render the very same
 * tree, so the client hydrates the HTML without a mismatch.
 */
export function renderPage(path: (typeof PRERENDERED_PATHS)[number]): string {
  return renderToString(
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
}
