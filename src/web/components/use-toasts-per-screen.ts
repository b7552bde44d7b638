import { useLayoutEffect, useRef } from 'react';

import { dismissToastsOfLeftScreens } from '../notify';

/**
 * Dismisses the toasts of a screen when the visitor moves to another path (notify.ts keeps the
 * ones that explain the redirect). A layout effect: it counts the move before the new screen's
 * own effects can ask for toasts of their own.
 */
export function useToastsPerScreen(pathname: string): void {
  const shownFor = useRef(pathname);
  useLayoutEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    dismissToastsOfLeftScreens();
  }, [pathname]);
}
