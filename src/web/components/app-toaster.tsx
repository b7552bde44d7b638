import { Suspense, lazy, useSyncExternalStore } from 'react';

import { toasterStore } from '../notify';

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })));

/** Mounts the Toaster when the first toast is asked for (notify.ts), so sonner is not in the first load. */
export function AppToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.isWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
