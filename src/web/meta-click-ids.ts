/**
 * Meta's browser identifiers for the Conversions API (spec section 7: the _fbc and _fbp cookies are
 * read; the fbclid URL parameter builds a click id). With the visitor's consent we keep the two
 * cookies ourselves, in the format Meta documents (fb.1.<ms>.<value>), so the server's events carry
 * them even when no browser pixel is configured.
 */
export type ClickIds = { fbc?: string; fbp?: string };

const CLICK_ID_KEY = 'meta_fbclid';
const COOKIE_DAYS = 90;
const FBCLID = /^[A-Za-z0-9_-]{1,250}$/;

export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

export function fbcFor(fbclid: string, clickedAtMs: number): string {
  return `fb.1.${clickedAtMs}.${fbclid}`;
}

/** fb.1.<creation ms>.<random 10 digits>, as Meta's pixel would set it. */
export function newFbp(nowMs: number, random: () => number): string {
  return `fb.1.${nowMs}.${Math.floor(random() * 9_000_000_000) + 1_000_000_000}`;
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Keeps the ad's click id for this tab only, so the Lead event at step eight still carries it
 * after the landing URL is gone. Nothing leaves the browser without consent.
 */
export function rememberClickId(search: string, nowMs: number): void {
  const fbclid = new URLSearchParams(search).get('fbclid');
  if (!fbclid || !FBCLID.test(fbclid)) return;
  try {
    tabStorage()?.setItem(CLICK_ID_KEY, fbcFor(fbclid, nowMs));
  } catch {
    // Storage blocked: the click id is simply not sent later.
  }
}

function setCookie(name: string, value: string, maxAgeSeconds = COOKIE_DAYS * 86_400): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** Only called after consent: reads the cookies, creating them the way the pixel would. */
export function consentedClickIds(nowMs: number): ClickIds {
  let fbc = readCookie(document.cookie, '_fbc');
  const remembered = tabStorage()?.getItem(CLICK_ID_KEY) ?? undefined;
  if (remembered && remembered !== fbc) {
    fbc = remembered;
    setCookie('_fbc', fbc);
  }
  let fbp = readCookie(document.cookie, '_fbp');
  if (!fbp) {
    fbp = newFbp(nowMs, Math.random);
    setCookie('_fbp', fbp);
  }
  return { ...(fbc ? { fbc } : {}), fbp };
}

/** On a withdrawn consent: the cookies and the remembered click id go. */
export function forgetClickIds(): void {
  for (const name of ['_fbc', '_fbp']) setCookie(name, '', 0);
  try {
    tabStorage()?.removeItem(CLICK_ID_KEY);
  } catch {
    // Storage blocked: nothing was kept there.
  }
}
