import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';

import { REVIEW_FORM_PATH } from '../domain/routes';
import { AppShell } from './components/app-shell';
import { loadPage } from './components/page-load-error';
import { RouteErrorBoundary } from './components/route-error';
import { Home } from './routes/home';
import { Love } from './routes/love';

type ScreenModule = { Component: ComponentType };

/** A screen in its own chunk, loaded on the first visit to its path; a failed fetch is a PageLoadError. */
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(() => loadPage(load).then((module) => ({ default: module.Component })));

/** Every screen after the landing pages, each its own lazily loaded chunk. */
export const FUNNEL_SCREENS = [
  { path: '/social-proof', Screen: screen(() => import('./routes/social-proof')) },
  { path: '/tarot-vs-astrology', Screen: screen(() => import('./routes/tarot-vs-astrology')) },
  { path: '/step-one', Screen: screen(() => import('./routes/step-one')) },
  { path: '/step-two', Screen: screen(() => import('./routes/step-two')) },
  { path: '/step-three', Screen: screen(() => import('./routes/step-three')) },
  { path: '/step-four', Screen: screen(() => import('./routes/step-four')) },
  { path: '/ascendant-choice-step-five', Screen: screen(() => import('./routes/ascendant-choice-step-five')) },
  { path: '/select-ascendant-step-five', Screen: screen(() => import('./routes/select-ascendant-step-five')) },
  { path: '/loading-ascendant-step-five', Screen: screen(() => import('./routes/loading-ascendant-step-five')) },
  { path: '/step-six', Screen: screen(() => import('./routes/step-six')) },
  { path: '/step-seven', Screen: screen(() => import('./routes/step-seven')) },
  { path: '/step-eight', Screen: screen(() => import('./routes/step-eight')) },
  { path: '/step-nine', Screen: screen(() => import('./routes/step-nine')) },
  { path: '/review-details', Screen: screen(() => import('./routes/review-details')) },
  { path: '/pdf-reader-pre-checkout', Screen: screen(() => import('./routes/pdf-reader-pre-checkout')) },
  { path: '/pdf-reader', Screen: screen(() => import('./routes/pdf-reader')) },
  { path: '/video-rev', Screen: screen(() => import('./routes/video-rev')) },
  { path: '/step-ten', Screen: screen(() => import('./routes/step-ten')) },
  { path: '/step-ten-philippines', Screen: screen(() => import('./routes/step-ten-philippines')) },
  { path: '/checkout-step-eleven', Screen: screen(() => import('./routes/checkout-step-eleven')) },
  { path: '/limited-offer', Screen: screen(() => import('./routes/limited-offer')) },
  { path: '/payment-method', Screen: screen(() => import('./routes/payment-method')) },
  { path: '/direct-payment', Screen: screen(() => import('./routes/direct-payment')) },
  { path: '/free-order-confirmation', Screen: screen(() => import('./routes/free-order-confirmation')) },
  { path: '/reviews', Screen: screen(() => import('./routes/reviews')) },
  { path: '/privacy-policy', Screen: screen(() => import('./routes/privacy-policy')) },
  { path: '/terms-conditions', Screen: screen(() => import('./routes/terms-conditions')) },
  { path: '*', Screen: screen(() => import('./routes/not-found')) },
] as const;

/** Spec: /payment-method-2 redirects at once to /direct-payment, replacing the history entry. */
export const REDIRECTS = [{ from: '/payment-method-2', to: '/direct-payment' }] as const;

const QueryLayout = screen(() => import('./components/query-layout'));

/** The page a review request's signed links open: outside the spec's route table and the funnel's steps. */
const ReviewForm = screen(() => import('./routes/review-form'));

/** The operator console: its own route tree and chunk, never part of the funnel's bundles. */
const AdminApp = screen(() => import('./admin/admin-app'));

/**
 * Every path of the spec's route table. The two landing pages are in the first-load bundle: they
 * are prerendered and hydrate at once. The rest sit under a lazily loaded layout that provides
 * TanStack Query, which the landing pages do not need. Declarative routes rather than a data
 * router: nothing here loads data through the router, and the data router's code would cost the
 * landing page 17 KB gzip of first-load JavaScript (bench/README.md).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <Suspense fallback={null}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route element={<AppShell />}>
          <Route path="/" element={<Home />} />
          <Route path="/love" element={<Love />} />
          {REDIRECTS.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route element={<QueryLayout />}>
            {FUNNEL_SCREENS.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path={REVIEW_FORM_PATH} element={<ReviewForm />} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
