import { useEffect, useRef } from 'react';

import type { VISIT_PAGES } from '../../domain/reading';
import type { ReadingCredentials } from '../api';

/** Sets the page's visit flag once per page view; a failure is only logged (spec section 7). */
export function useVisitFlag(credentials: ReadingCredentials | null, page: keyof typeof VISIT_PAGES): void {
  const done = useRef(false);
  useEffect(() => {
    if (!credentials || done.current) return;
    done.current = true;
    void import('../api')
      .then(({ recordVisit }) => recordVisit(credentials, page))
      .catch((error: unknown) => console.warn(`Recording the ${page} visit failed`, error));
  }, [credentials, page]);
}
