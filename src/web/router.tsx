import { replace, type RouteObject } from 'react-router';

import { AppShell } from './components/app-shell';
import { PageLoading } from './components/page-loading';
import { RouteError } from './components/route-error';
import { Home } from './routes/home';
import { Love } from './routes/love';

/** Every screen after the landing pages, each its own lazily loaded chunk. */
const funnelScreens: RouteObject[] = [
  { path: '/social-proof', lazy: () => import('./routes/social-proof') },
  { path: '/tarot-vs-astrology', lazy: () => import('./routes/tarot-vs-astrology') },
  { path: '/step-one', lazy: () => import('./routes/step-one') },
  { path: '/step-two', lazy: () => import('./routes/step-two') },
  { path: '/step-three', lazy: () => import('./routes/step-three') },
  { path: '/step-four', lazy: () => import('./routes/step-four') },
  { path: '/ascendant-choice-step-five', lazy: () => import('./routes/ascendant-choice-step-five') },
  { path: '/select-ascendant-step-five', lazy: () => import('./routes/select-ascendant-step-five') },
  { path: '/loading-ascendant-step-five', lazy: () => import('./routes/loading-ascendant-step-five') },
  { path: '/step-six', lazy: () => import('./routes/step-six') },
  { path: '/step-seven', lazy: () => import('./routes/step-seven') },
  { path: '/step-eight', lazy: () => import('./routes/step-eight') },
  { path: '/step-nine', lazy: () => import('./routes/step-nine') },
  { path: '/review-details', lazy: () => import('./routes/review-details') },
  { path: '/pdf-reader-pre-checkout', lazy: () => import('./routes/pdf-reader-pre-checkout') },
  { path: '/pdf-reader', lazy: () => import('./routes/pdf-reader') },
  { path: '/video-rev', lazy: () => import('./routes/video-rev') },
  { path: '/step-ten', lazy: () => import('./routes/step-ten') },
  { path: '/step-ten-philippines', lazy: () => import('./routes/step-ten-philippines') },
  { path: '/checkout-step-eleven', lazy: () => import('./routes/checkout-step-eleven') },
  { path: '/limited-offer', lazy: () => import('./routes/limited-offer') },
  { path: '/payment-method', lazy: () => import('./routes/payment-method') },
  // Spec: redirects at once to /direct-payment, replacing the history entry.
  { path: '/payment-method-2', loader: () => replace('/direct-payment') },
  { path: '/direct-payment', lazy: () => import('./routes/direct-payment') },
  { path: '/free-order-confirmation', lazy: () => import('./routes/free-order-confirmation') },
  { path: '/reviews', lazy: () => import('./routes/reviews') },
  { path: '/privacy-policy', lazy: () => import('./routes/privacy-policy') },
  { path: '/terms-conditions', lazy: () => import('./routes/terms-conditions') },
  { path: '*', lazy: () => import('./routes/not-found') },
];

/**
 * Every path of the spec's route table. The two landing pages are in the first-load bundle: they
 * are prerendered and hydrate at once. The rest sit under a lazily loaded layout that provides
 * TanStack Query, which the landing pages do not need.
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppShell,
    errorElement: <RouteError />,
    children: [
      {
        // Inside the frame, so a failing screen keeps the header and footer.
        errorElement: <RouteError />,
        HydrateFallback: PageLoading,
        children: [
          { path: '/', Component: Home },
          { path: '/love', Component: Love },
          { lazy: () => import('./components/query-layout'), children: funnelScreens },
        ],
      },
    ],
  },
];
