/**
 * A screen's code could not be fetched: the network dropped, or a deploy replaced the chunk the
 * open page still names. Not a bug in the screen, so the visitor gets a calm retry screen rather
 * than the router's error fallback.
 */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'PageLoadError';
  }
}

/** Runs a dynamic import, turning its failure into a PageLoadError. */
export function loadPage<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    throw new PageLoadError(error);
  });
}
