/**
 * The screen the build painted for this document (main.tsx), shown before the app took it over. A
 * screen with a timed reveal counts its delay from when the visitor first saw that painted copy,
 * not from when the app arrived, so a cold load does not add the delay to the wait for the app.
 */
let arrival: string | null = null;

export function rememberPaintedArrival(pathname: string): void {
  arrival = pathname;
}

/** How long the painted copy of the screen at `pathname` has been shown; 0 for any later visit. */
export function paintedShownForMs(pathname: string): number {
  if (arrival !== pathname) return 0;
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  return firstPaint === undefined ? 0 : Math.max(0, performance.now() - firstPaint);
}

/** Once the arriving screen has mounted: coming back to its path later starts afresh. */
export function forgetPaintedArrival(): void {
  arrival = null;
}
