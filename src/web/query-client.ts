import { QueryClient } from '@tanstack/react-query';

/** Spec section 4: one retry, data fresh for 60 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, staleTime: 60_000 } } });
}
