/*
 * Toasts through sonner. Nothing of sonner loads with the page: the first toast asks AppToaster to
 * mount the Toaster, waits until it listens, then shows its message.
 *
 * A toast belongs to the screen it was asked for on: moving to another screen dismisses it, so a
 * message about one step never follows the visitor to the next. A toast that explains a redirect
 * it causes is kept through that one route change, to be read where the visitor lands.
 */
type Listener = () => void;
type ToastId = string | number;

const listeners = new Set<Listener>();
let wanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Route changes so far, and each shown toast with the last route (by that count) it may stay on. */
let routeChanges = 0;
let shown: { id: ToastId; lastRoute: number }[] = [];

export const toasterStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isWanted: (): boolean => wanted,
  markMounted: (): void => markMounted(),
};

async function show(
  kind: 'error' | 'success',
  message: string,
  description: string | undefined,
  routesKept: number,
): Promise<void> {
  const lastRoute = routeChanges + routesKept;
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  // Asked for on a screen the visitor left while sonner was loading: it would follow them.
  if (routeChanges > lastRoute) return;
  const id = toast[kind](message, description ? { description } : undefined);
  shown.push({ id, lastRoute });
}

export function notifyError(message: string, description?: string): Promise<void> {
  return show('error', message, description, 0);
}

export function notifySuccess(message: string, description?: string): Promise<void> {
  return show('success', message, description, 0);
}

/** An error that the caller answers by sending the visitor elsewhere: it stays on the next screen. */
export function notifyBeforeRedirect(message: string, description?: string): Promise<void> {
  return show('error', message, description, 1);
}

/** Called by the shell on every route change: dismisses the toasts of the screens left behind. */
export function dismissToastsOfLeftScreens(): void {
  routeChanges += 1;
  const leaving = shown.filter((toast) => toast.lastRoute < routeChanges);
  if (leaving.length === 0) return;
  shown = shown.filter((toast) => toast.lastRoute >= routeChanges);
  void import('sonner').then(({ toast }) => {
    for (const { id } of leaving) toast.dismiss(id);
  });
}
