import { createContext, Suspense, use, useSyncExternalStore } from 'react';

import { preloadable } from '../components/preloadable';
import { readConsent, subscribeConsent } from './tracking-consent';

/** Loaded only for visitors who have not answered yet, so it stays out of the first-load bundle. */
export const ConsentBanner = preloadable(async () => (await import('./consent-banner')).ConsentBanner);

/**
 * Whether the page is prerendered for a visitor the server knows has not answered (no
 * tracking_consent cookie): the banner is then part of the page's first paint. Otherwise the
 * server's render never shows it.
 */
export const ConsentAskedOnServer = createContext(false);

function useConsent() {
  const askedOnServer = use(ConsentAskedOnServer);
  return useSyncExternalStore(
    subscribeConsent,
    () => readConsent() ?? 'ask',
    () => (askedOnServer ? 'ask' : 'unknown'),
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
