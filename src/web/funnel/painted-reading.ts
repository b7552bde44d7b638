import { createContext, use } from 'react';

import type { ReadingAccess } from './reading-access';

/**
 * Set only while the build paints a screen (src/web/prerender.tsx): the reading the page works on.
 * A screen is painted for the visitor who normally opens it, one with a reading whose answers the
 * server does not know, not as the redirect home of a visitor who has none.
 */
export const PaintedReadingContext = createContext<ReadingAccess | null>(null);

/** Whether this render is the build painting the screen, before anything about the visitor is known. */
export function useIsPainting(): boolean {
  return use(PaintedReadingContext) !== null;
}
