import type { FunnelState } from './navigation-state';

/** Local storage keys (spec section 3); the access token lives beside the id. */
export const READING_ID_KEY = 'readingId';
export const READING_TOKEN_KEY = 'readingToken';
export const USER_EMAIL_KEY = 'userEmail';
export const EXTERNAL_ID_KEY = 'external_id';
/** Per-reading keys of spec section 3. */
export const promoEndKey = (readingId: number) => `promo_${readingId}_endTime`;
export const sessionActivityKey = (readingId: number) => `reading_session_${readingId}`;
export const popupShownKey = (readingId: number) => `popup_shown_${readingId}`;

export type ReadingAccess = { readingId: number; token: string | null };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function asReadingId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) {
    const id = Number(value);
    return Number.isSafeInteger(id) ? id : null;
  }
  return null;
}

/** localStorage, or null where it is unavailable (private modes, disabled storage, no window). */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(storage: KeyValueStore | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function saveReadingAccess(storage: KeyValueStore | null, readingId: number, token: string): void {
  try {
    storage?.setItem(READING_ID_KEY, String(readingId));
    storage?.setItem(READING_TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the id still travels in navigation state.
  }
}

/** Reads a key, or null where storage is unavailable or throws. */
export function readStored(storage: KeyValueStore | null, key: string): string | null {
  return read(storage, key);
}

/** Writes a key; a full or blocked storage is ignored (the value is a convenience, not a record). */
export function writeStored(storage: KeyValueStore | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Nothing to do: the page still works from its state.
  }
}

export type ReadingIdSources = {
  /** State the page itself holds (e.g. after it created or re-created the reading). */
  pageState?: FunnelState | null;
  /** The router's location.state. */
  locationState?: unknown;
  /** location.search, e.g. '?readingId=42' on the way back from a payment page. */
  search?: string;
  storage: KeyValueStore | null;
};

/**
 * The spec's readingId resolution: page state, location state, numeric `readingId` query
 * parameter, then local storage; the id found is saved back to local storage. The stored token
 * belongs to the stored id only, so a different id (from a link) comes without a token, and the
 * stale token is dropped rather than sent for the wrong reading.
 */
export function resolveReadingAccess({
  pageState,
  locationState,
  search = '',
  storage,
}: ReadingIdSources): ReadingAccess | null {
  const storedId = asReadingId(read(storage, READING_ID_KEY));
  const fromLocation =
    typeof locationState === 'object' && locationState !== null
      ? asReadingId((locationState as { readingId?: unknown }).readingId)
      : null;
  const readingId =
    asReadingId(pageState?.readingId) ??
    fromLocation ??
    asReadingId(new URLSearchParams(search).get('readingId')) ??
    storedId;
  if (readingId === null) return null;

  if (readingId === storedId) return { readingId, token: read(storage, READING_TOKEN_KEY) };
  try {
    storage?.setItem(READING_ID_KEY, String(readingId));
    storage?.removeItem(READING_TOKEN_KEY);
  } catch {
    // Not saved back: the next page resolves it from state again.
  }
  return { readingId, token: null };
}
