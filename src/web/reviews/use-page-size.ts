import { useSyncExternalStore } from 'react';

/** Spec sections 2 and 9: 6 reviews a page at 768 px or less, 9 above. */
const MOBILE = '(max-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePageSize(): number {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(MOBILE).matches ? 6 : 9),
    () => 6,
  );
}
