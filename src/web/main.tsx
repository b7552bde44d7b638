import './styles.css';

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';

import { AppProviders } from './app-providers';
import { deviceClassOf } from './funnel/device-class';
import { captureFirstVisit } from './funnel/first-visit';
import { rememberClickId } from './meta-click-ids';
import { AppRoutes } from './router';

// Spec section 2: the app scrolls to the top itself on every route change.
window.history.scrollRestoration = 'manual';
rememberClickId(window.location.search, Date.now());
captureFirstVisit(window.location, deviceClassOf(window.screen, window.matchMedia('(pointer: coarse)').matches));

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
if (container.dataset.prerendered === window.location.pathname) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
