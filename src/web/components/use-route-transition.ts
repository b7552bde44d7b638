import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

import { focusPageHeadingWhenShown } from './route-focus';

/** Spec section 9: page transition 300 ms. */
export const PAGE_TRANSITION_MS = 300;

/**
 * On every route change the page scrolls to the top, keyboard focus moves to the new screen's
 * main heading, and a 300 ms transition state applies. The first render is not a change, so the
 * prerendered page paints as it is, scrolled and focused where the visitor and the browser left it.
 */
export function useRouteTransition(pathname: string, main: RefObject<HTMLElement | null>): boolean {
  const [shownPath, setShownPath] = useState(pathname);
  const [transitioning, setTransitioning] = useState(false);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setTransitioning(true);
  }

  // The path focus was last settled for: the first render (and StrictMode's re-run of it) moves
  // nothing, neither focus nor scroll. A visitor who scrolled the painted page while the app loaded
  // stays where they are: scrolled back to the top as the app took over, a tap on the link they had
  // scrolled to landed on whatever came under their finger.
  const focusedPath = useRef(pathname);
  useLayoutEffect(() => {
    if (focusedPath.current === pathname) return;
    focusedPath.current = pathname;
    window.scrollTo(0, 0);
    return main.current ? focusPageHeadingWhenShown(main.current) : undefined;
  }, [pathname, main]);

  useEffect(() => {
    if (!transitioning) return;
    const timer = window.setTimeout(() => setTransitioning(false), PAGE_TRANSITION_MS);
    return () => window.clearTimeout(timer);
  }, [transitioning, pathname]);

  return transitioning;
}
