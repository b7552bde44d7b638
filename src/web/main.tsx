import './styles.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { AppProviders } from './app-providers';
import { ConsentBanner } from './consent/consent-slot';
import { readConsent, syncConsentCookie } from './consent/tracking-consent';
import { deviceClassOf } from './funnel/device-class';
import { rememberPaintedArrival } from './funnel/painted-arrival';
import { captureFirstVisit } from './funnel/first-visit';
import { rememberClickId } from './meta-click-ids';
import { AppRoutes, preloadFunnelScreen } from './router';

// Spec section 2: the app scrolls to the top itself on every route change.
window.history.scrollRestoration = 'manual';
rememberClickId(window.location.search, Date.now());
captureFirstVisit(window.location, deviceClassOf(window.screen, window.matchMedia('(pointer: coarse)').matches));
syncConsentCookie();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <AppProviders>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppProviders>
);

// Only a page prerendered for this very path hydrates; anything else renders from scratch. The
// page is already painted, so hydration runs as a transition that yields to the browser.
if (container.dataset.prerendered === window.location.pathname) {
  startTransition(() => void hydrateRoot(container, app));
} else if (container.querySelector('[data-painted-screen]')) {
  // The server painted this screen as it renders for a new visitor. Its code is fetched first, so
  // that the app's first render replaces the painted page in one step, never with a loading
  // state between; a failed fetch renders anyway and shows the retry screen.
  rememberPaintedArrival(window.location.pathname);
  const code: Promise<unknown>[] = [preloadFunnelScreen(window.location.pathname)];
  if (readConsent() === null) code.push(ConsentBanner.preload());
  // As a transition, like the landing's hydration: the render yields to the browser as it goes.
  void Promise.allSettled(code).then(() => startTransition(() => createRoot(container).render(app)));
} else {
  createRoot(container).render(app);
}
