/*
 * Toasts through sonner. Nothing of sonner loads with the page: the first toast asks AppToaster to
 * mount the Toaster, waits until it listens, then shows its message.
 */
type Listener = () => void;

const listeners = new Set<Listener>();
let wanted = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export const toasterStore = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isWanted: (): boolean => wanted,
  markMounted: (): void => markMounted(),
};

async function show(kind: 'error' | 'success', message: string, description?: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import('sonner'), mounted]);
  toast[kind](message, description ? { description } : undefined);
}

export function notifyError(message: string, description?: string): Promise<void> {
  return show('error', message, description);
}

export function notifySuccess(message: string, description?: string): Promise<void> {
  return show('success', message, description);
}
