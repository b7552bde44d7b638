import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Outlet } from 'react-router';

import { createQueryClient } from '../query-client';
import { PageLoading } from './page-loading';

const queryClient = createQueryClient();

/**
 * Provides TanStack Query to every screen after the landing pages. It is a lazily loaded layout
 * route, so the landing pages (which fetch nothing) keep it out of their first-load JavaScript.
 */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </QueryClientProvider>
  );
}
