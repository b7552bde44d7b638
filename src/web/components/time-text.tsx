import type { ReactNode } from 'react';

import { useIsPainting } from '../funnel/painted-reading';

/**
 * Text that depends on when it is shown (a delivery date, a clock). In a screen the build paints,
 * which may be sent days after the build, it is left blank, keeping its room, until the app shows it.
 */
export function TimeText({ children }: { children: ReactNode }) {
  return useIsPainting() ? <span className="invisible">{children}</span> : children;
}
