import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';

import type { LandingHeadline } from '../domain/experiments';
import { PATHS } from '../domain/routes';
import { AppProviders } from './app-providers';
import { ConsentAskedOnServer } from './consent/consent-slot';
import { LandingHeadlineContext } from './funnel/landing-headline';
import { PaintedReadingContext } from './funnel/painted-reading';
import { AppRoutes, FUNNEL_SCREENS } from './router';

/** The browser's routes and providers on a static router at `path`. */
function StaticApp({ path }: { path: string }) {
  return (
    <AppProviders>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>
  );
}

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
      <StaticApp path={path} />
    </LandingHeadlineContext>,
  );
}

/** Every screen after the landing pages: each is painted from this render before its code arrives. */
export const PAINTED_SCREENS: readonly string[] = FUNNEL_SCREENS.map(({ path }) => path).filter((path) => path !== '*');

/** No reading's id or key: the painted page never fetches, and the app replaces it before anything is sent. */
const PAINTED_READING = { readingId: 0, token: 'painted' };

/**
 * A screen as it first renders for a visitor with a reading whose answers are not known yet, with its lazy code
 * waited for, with or without the consent banner. The browser does not hydrate it (what it shows
 * depends on the visitor's stored answers): main.tsx renders the screen afresh in its place, so
 * the first paint no longer waits for the app. A render error fails the build.
 */
export async function renderScreen(path: string, consentAsked: boolean): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <PaintedReadingContext value={PAINTED_READING}>
      <ConsentAskedOnServer value={consentAsked}>
        <StaticApp path={path} />
      </ConsentAskedOnServer>
    </PaintedReadingContext>,
    // One piece: a large finished boundary is otherwise sent apart with an inline script to move
    // it in place, which the server's CSP refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  if (errors.length) throw new Error(`${path} failed to render: ${String(errors[0])}`, { cause: errors[0] });
  if (html.includes('<script')) throw new Error(`${path} was painted with a script, which the CSP would refuse`);
  return html;
}
