import { useEffect, useLayoutEffect, useState } from 'react';

/** Spec section 9: page transition 300 ms. */
export const PAGE_TRANSITION_MS = 300;

/**
 * On every route change the page scrolls to the top and a 300 ms transition state applies.
 * The first render is not a change, so the prerendered page paints as it is.
 */
export function useRouteTransition(pathname: string): boolean {
  const [shownPath, setShownPath] = useState(pathname);
  const [transitioning, setTransitioning] = useState(false);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setTransitioning(true);
  }

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (!transitioning) return;
    const timer = window.setTimeout(() => setTransitioning(false), PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [transitioning, pathname]);

  return transitioning;
}
