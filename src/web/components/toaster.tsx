import { useEffect } from 'react';
import { Toaster as SonnerToaster } from 'sonner';

import { toasterStore } from '../notify';

/** sonner's Toaster; it subscribes in its own effect, which runs before this one says it is ready. */
export function Toaster() {
  useEffect(() => toasterStore.markMounted(), []);
  return <SonnerToaster position="top-center" theme="dark" richColors closeButton />;
}
