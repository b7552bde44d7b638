import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router';

import { loadPage } from '../components/page-load-error';
import { AlertsPage } from './alerts-page';
import { AuditPage } from './audit-page';
import { ConsoleLayout } from './console-layout';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';
import { PasskeysPage } from './passkeys-page';
import { PaymentsPage } from './payments-page';
import { PrivacyPage } from './privacy-page';
import { ReviewsPage } from './reviews-page';
import { SignInPage } from './sign-in-page';

// The console's data is live and about people: always fetched fresh, a failed call not retried blindly.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, staleTime: 0, refetchOnWindowFocus: true } },
});

/** Owners only, and the console's largest page: its own chunk, so support and the other pages never fetch it. */
const FunnelPage = lazy(() =>
  loadPage(() => import('./funnel-page')).then((module) => ({ default: module.FunnelPage })),
);
/** Owners only: its own chunk too. */
const ExperimentsPage = lazy(() =>
  loadPage(() => import('./experiments-page')).then((module) => ({ default: module.ExperimentsPage })),
);

function NotFound() {
  return (
    <>
      <h1 className="text-2xl font-semibold">No such page</h1>
      <p className="mt-2">
        <Link className="text-indigo-800 underline" to="/admin">
          Back to the orders
        </Link>
      </p>
    </>
  );
}

/** The operator console, /admin/*: its own chunk, loaded only on these paths, outside the funnel's frame. */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route path="sign-in" element={<SignInPage />} />
        <Route element={<ConsoleLayout />}>
          <Route index element={<OrdersPage />} />
          <Route path="readings/:id" element={<OrderPage />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="reviews" element={<ReviewsPage />} />
          <Route path="passkeys" element={<PasskeysPage />} />
          <Route path="payments" element={<PaymentsPage />} />
          <Route
            path="funnel"
            element={
              <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
                <FunnelPage />
              </Suspense>
            }
          />
          <Route
            path="experiments"
            element={
              <Suspense fallback={<p className="text-slate-600">Loading…</p>}>
                <ExperimentsPage />
              </Suspense>
            }
          />
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="alerts" element={<AlertsPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}
