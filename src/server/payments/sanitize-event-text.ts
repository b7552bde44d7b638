// eslint-disable-next-line no-control-regex -- control characters are what this pattern replaces
const UNSTORABLE = /[\u0000-\u001f\u007f]|\p{Cs}/gu;

/**
 * Any value as text PostgreSQL can store and an operator can read: control characters and lone
 * surrogates become '?', and the text is cut to `max` code points (never inside a pair).
 */
export function sanitizeEventText(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const characters = Array.from(String(value).replace(UNSTORABLE, '?'));
  return characters.slice(0, max).join('');
}
