import { lazy, Suspense, useSyncExternalStore } from 'react';

import { readConsent, subscribeConsent } from './tracking-consent';

// Loaded only for visitors who have not answered yet, so it stays out of the first-load bundle.
const ConsentBanner = lazy(async () => ({ default: (await import('./consent-banner')).ConsentBanner }));

/** 'unknown' on the server and before hydration: the prerendered page never shows the banner. */
function useConsent() {
  return useSyncExternalStore(
    subscribeConsent,
    () => readConsent() ?? 'ask',
    () => 'unknown' as const,
  );
}

export function ConsentSlot() {
  if (useConsent() !== 'ask') return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
