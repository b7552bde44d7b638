/**
 * The server answered with an error status; `code` is its machine-readable `error` field.
 * Kept apart from api.ts so pages can tell it from a network failure without loading zod.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}
