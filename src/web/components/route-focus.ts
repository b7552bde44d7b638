/** Marks a heading the app focused itself: styles.css hides the focus ring for it. */
export const ROUTE_FOCUS_ATTRIBUTE = 'data-route-focus';

/** How long a new screen may take to show its heading (a lazily loaded chunk, a short loading state). */
const HEADING_WAIT_MS = 10_000;

/** The page's main heading: its h1, else its first heading of any level. */
export function pageHeading(main: ParentNode): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1') ?? main.querySelector<HTMLElement>('h2, h3, h4, h5, h6');
}

/**
 * After a route change, moves keyboard focus to the new screen's main heading, so that screen
 * readers announce the page and Tab goes on from its top. The screen may still be loading, so it
 * watches `main` until an h1 appears (a first lower heading takes focus meanwhile). It never takes
 * focus from something the visitor moved to in the meantime. Returns the cleanup.
 */
export function focusPageHeadingWhenShown(main: HTMLElement): () => void {
  const focusedAtStart = document.activeElement;
  let focused: HTMLElement | null = null;

  const visitorMovedOn = () => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active !== focusedAtStart && active !== focused;
  };

  const tryFocus = (): boolean => {
    if (visitorMovedOn()) return true;
    const heading = pageHeading(main);
    if (!heading || !heading.isConnected) return false;
    if (heading !== focused) {
      // Focusable only by script, so Tab order is unchanged.
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.setAttribute(ROUTE_FOCUS_ATTRIBUTE, '');
      // The page was just scrolled to the top; focus must not scroll it again.
      heading.focus({ preventScroll: true });
      focused = heading;
    }
    return heading.tagName === 'H1';
  };

  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
