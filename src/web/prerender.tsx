import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';

import type { LandingHeadline } from '../domain/experiments';
import { PATHS } from '../domain/routes';
import { AppProviders } from './app-providers';
import { LandingHeadlineContext } from './funnel/landing-headline';
import { AppRoutes } from './router';

/** The landing pages written to HTML at build time (scripts/prerender.mjs). */
export const PRERENDERED_PATHS = [PATHS.home, PATHS.love] as const;

/** Each landing is written once per headline variant; the server sends the visitor's (decision 0021). */
export const LANDING_HEADLINE_VARIANTS: readonly LandingHeadline[] = ['spec', 'alternative'];

/**
 * The same routes and providers as the browser, on a static router: both render the very same
 * tree, so the client hydrates the HTML without a mismatch.
 */
export function renderPage(path: (typeof PRERENDERED_PATHS)[number], headline: LandingHeadline = 'spec'): string {
  return renderToString(
    <LandingHeadlineContext value={headline}>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </LandingHeadlineContext>,
  );
}
