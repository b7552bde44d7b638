/** Node's codes for a server that cannot be reached or went away mid-conversation. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs that say "not now" rather than "not this": a lost connection (class 08), the server
 * shutting down or restarting (57P01-57P03), no connection slot free (53300).
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres and pg-pool say these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /is not queryable$/,
  // 55000 is also used for unrelated states; only this wording means the database refuses sessions.
  /is not currently accepting connections/,
];

const MAX_DEPTH = 5;

function isUnavailableHere(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return (
    NETWORK_CODES.has(code) ||
    UNAVAILABLE_STATES.has(code) ||
    code.startsWith('08') ||
    UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))
  );
}

/**
 * Whether the error means the database cannot be reached right now (so the request may succeed
 * if retried), looking through drizzle's wrapper (`cause`) and Node's AggregateError (`errors`).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (isUnavailableHere(error)) return true;
  const inner: unknown[] = [];
  if ('cause' in error) inner.push(error.cause);
  if ('errors' in error && Array.isArray(error.errors)) inner.push(...(error.errors as unknown[]));
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
