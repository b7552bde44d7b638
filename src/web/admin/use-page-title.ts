import { useEffect } from 'react';

/** Each console page names itself in the tab, so several open tabs can be told apart. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Console`;
  }, [title]);
}
