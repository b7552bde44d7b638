import { Suspense, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';

import { ConsentSlot } from '../consent/consent-slot';
import { AppToaster } from './app-toaster';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error';
import { footerVariantFor, hasWhiteBackground, isFunnelPage } from './layout-rules';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteTransition } from './use-route-transition';
import { useToastsPerScreen } from './use-toasts-per-screen';

/** The frame around every screen, by the spec's layout rules (section 2). */
export function AppShell() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const transitioning = useRouteTransition(pathname, main);
  useToastsPerScreen(pathname);

  const light = hasWhiteBackground(pathname);
  const footer = footerVariantFor(pathname);
  const mainClass = [
    'flex-1',
    // Room for the funnel's call-to-action button above the minimal footer, which starts below the
    // first screen: a step's content arriving after its first paint never pushes it down in view.
    isFunnelPage(pathname) ? 'min-h-dvh pb-28' : '',
    transitioning ? 'motion-safe:animate-page-in' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={`flex min-h-dvh flex-col ${light ? 'bg-white text-slate-900 scheme-light' : 'bg-night text-indigo-50'}`}
    >
      <a
        href="#main"
        className="sr-only rounded bg-gold px-3 py-2 font-semibold text-night focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50"
      >
        Skip to content
      </a>
      <SiteHeader pathname={pathname} light={light} />
      <main ref={main} id="main" aria-busy={transitioning} className={mainClass}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {footer === 'none' ? null : <SiteFooter variant={footer} light={light} />}
      <ConsentSlot />
      <AppToaster />
    </div>
  );
}
