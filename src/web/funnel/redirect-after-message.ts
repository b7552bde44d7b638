import { notifyBeforeRedirect } from '../notify';

/** Spec section 9: redirects after an error message wait 2000 ms. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * Says `message`, then `go`es 2 s after the visitor can see it: the toast's code may still be
 * loading on a first visit, and the 2 s are the time to read it. The message stays on the screen
 * the visitor is sent to. Returns a cancel function.
 */
export function redirectAfterMessage(go: () => void, message: string, description?: string): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  void notifyBeforeRedirect(message, description).finally(() => {
    if (!cancelled) timer = setTimeout(go, REDIRECT_DELAY_MS);
  });
  return () => {
    cancelled = true;
    clearTimeout(timer);
  };
}
