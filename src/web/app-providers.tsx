import { StrictMode, type ReactNode } from 'react';

/** What wraps the router both in the browser and in the build-time prerender, so the two trees match. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
