import { useCallback, useEffect, useState } from 'react';

/** Time on the preview's first page that counts as having seen it: long enough to read a name and a birth date. */
export const FIRST_PAGE_SEEN_MS = 6000;

/**
 * Whether the visitor has seen the preview's first page: they paged on, or it has been on screen
 * for FIRST_PAGE_SEEN_MS. `onShown` is given to the preview, which calls it with the page on screen.
 */
export function useFirstPageSeen(): { seen: boolean; onShown: (pageIndex: number) => void } {
  const [firstShown, setFirstShown] = useState(false);
  const [seen, setSeen] = useState(false);

  const onShown = useCallback((pageIndex: number) => {
    if (pageIndex > 0) setSeen(true);
    else setFirstShown(true);
  }, []);

  useEffect(() => {
    if (!firstShown) return;
    const timer = setTimeout(() => setSeen(true), FIRST_PAGE_SEEN_MS);
    return () => clearTimeout(timer);
  }, [firstShown]);

  return { seen, onShown };
}
