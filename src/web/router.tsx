import { Suspense, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes } from 'react-router';

import { EMAIL_CONFIRMATION_PATH, PATHS, REVIEW_FORM_PATH } from '../domain/routes';
import { AppShell } from './components/app-shell';
import { loadPage } from './components/page-load-error';
import { preloadable } from './components/preloadable';
import { RouteErrorBoundary } from './components/route-error';
import { Home } from './routes/home';
import { Love } from './routes/love';
import { yieldToBrowser } from './yield-to-browser';

type ScreenModule = { Component: ComponentType };

/** A screen in its own chunk, loaded on the first visit to its path; a failed fetch is a PageLoadError. */
const screen = (load: () => Promise<ScreenModule>) =>
  preloadable(() => loadPage(load).then((module) => module.Component));

/** Every screen after the landing pages, each its own lazily loaded chunk. */
export const FUNNEL_SCREENS = [
  { path: PATHS.socialProof, Screen: screen(() => import('./routes/social-proof')) },
  { path: PATHS.tarotVsAstrology, Screen: screen(() => import('./routes/tarot-vs-astrology')) },
  { path: PATHS.stepOne, Screen: screen(() => import('./routes/step-one')) },
  { path: PATHS.stepTwo, Screen: screen(() => import('./routes/step-two')) },
  { path: PATHS.stepThree, Screen: screen(() => import('./routes/step-three')) },
  { path: PATHS.stepFour, Screen: screen(() => import('./routes/step-four')) },
  { path: PATHS.ascendantChoiceStepFive, Screen: screen(() => import('./routes/ascendant-choice-step-five')) },
  { path: PATHS.selectAscendantStepFive, Screen: screen(() => import('./routes/select-ascendant-step-five')) },
  { path: PATHS.loadingAscendantStepFive, Screen: screen(() => import('./routes/loading-ascendant-step-five')) },
  { path: PATHS.stepSix, Screen: screen(() => import('./routes/step-six')) },
  { path: PATHS.stepSeven, Screen: screen(() => import('./routes/step-seven')) },
  { path: PATHS.stepEight, Screen: screen(() => import('./routes/step-eight')) },
  { path: PATHS.stepNine, Screen: screen(() => import('./routes/step-nine')) },
  { path: PATHS.reviewDetails, Screen: screen(() => import('./routes/review-details')) },
  { path: PATHS.pdfReaderPreCheckout, Screen: screen(() => import('./routes/pdf-reader-pre-checkout')) },
  { path: PATHS.pdfReader, Screen: screen(() => import('./routes/pdf-reader')) },
  { path: PATHS.videoRev, Screen: screen(() => import('./routes/video-rev')) },
  { path: PATHS.stepTen, Screen: screen(() => import('./routes/step-ten')) },
  { path: PATHS.stepTenPhilippines, Screen: screen(() => import('./routes/step-ten-philippines')) },
  { path: PATHS.checkoutStepEleven, Screen: screen(() => import('./routes/checkout-step-eleven')) },
  { path: PATHS.limitedOffer, Screen: screen(() => import('./routes/limited-offer')) },
  { path: PATHS.paymentMethod, Screen: screen(() => import('./routes/payment-method')) },
  { path: PATHS.directPayment, Screen: screen(() => import('./routes/direct-payment')) },
  { path: PATHS.freeOrderConfirmation, Screen: screen(() => import('./routes/free-order-confirmation')) },
  { path: PATHS.reviews, Screen: screen(() => import('./routes/reviews')) },
  { path: PATHS.privacyPolicy, Screen: screen(() => import('./routes/privacy-policy')) },
  { path: PATHS.termsConditions, Screen: screen(() => import('./routes/terms-conditions')) },
  { path: '*', Screen: screen(() => import('./routes/not-found')) },
] as const;

/** Spec: /payment-method-2 redirects at once to /direct-payment, replacing the history entry. */
export const REDIRECTS = [{ from: PATHS.paymentMethodTwo, to: PATHS.directPayment }] as const;

const QueryLayout = screen(() => import('./components/query-layout'));

/** The page a review request's signed links open: outside the spec's route table and the funnel's steps. */
const ReviewForm = screen(() => import('./routes/review-form'));

/** The page a free order's confirmation link opens: outside the spec's route table and the funnel's steps. */
const EmailConfirmation = screen(() => import('./routes/confirm-email'));

/** The operator console: its own route tree and chunk, never part of the funnel's bundles. */
const AdminApp = screen(() => import('./admin/admin-app'));

/**
 * Fetches the chunks of the funnel screen at `pathname` and of its layout, so that its first render
 * suspends on nothing: a page the server has already painted is then replaced in one step. Their
 * code runs one import at a time, each in a task of its own (zod alone takes a phone tens of
 * milliseconds), rather than all in one long task that would hold up the page.
 */
export async function preloadFunnelScreen(pathname: string): Promise<void> {
  const match = FUNNEL_SCREENS.find(({ path }) => path !== '*' && matchPath(path, pathname));
  // A failed fetch is remembered by the screen's loader, whose render then shows the retry screen.
  await QueryLayout.preload().catch(() => undefined);
  await yieldToBrowser();
  // The reading's schemas, and zod under them: our module, not zod itself, whose whole namespace a
  // dynamic import would keep (88 KB gzip against the few parts the app uses).
  await import('../domain/reading').catch(() => undefined);
  await yieldToBrowser();
  await match?.Screen.preload();
}

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
          <Route path={PATHS.home} element={<Home />} />
          <Route path={PATHS.love} element={<Love />} />
          {REDIRECTS.map(({ from, to }) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          <Route element={<QueryLayout />}>
            {FUNNEL_SCREENS.map(({ path, Screen }) => (
              <Route key={path} path={path} element={<Screen />} />
            ))}
            <Route path={REVIEW_FORM_PATH} element={<ReviewForm />} />
            <Route path={EMAIL_CONFIRMATION_PATH} element={<EmailConfirmation />} />
          </Route>
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
