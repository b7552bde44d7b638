import { CONSENT_ANSWERED_COOKIE, CONSENT_ANSWERED_MAX_AGE_SECONDS } from '../../domain/consent';
import { browserStorage, readStored, writeStored } from '../funnel/reading-access';
import { forgetClickIds } from '../meta-click-ids';

/** The visitor's answer to the consent banner, remembered in local storage. */
export const TRACKING_CONSENT_KEY = 'tracking_consent';
export type ConsentChoice = 'granted' | 'denied';

const CHANGE_EVENT = 'tracking-consent-change';

export function readConsent(): ConsentChoice | null {
  const value = readStored(browserStorage(), TRACKING_CONSENT_KEY);
  return value === 'granted' || value === 'denied' ? value : null;
}

/** Marketing events go on to Meta only when this is true (the server checks the flag). */
export function hasTrackingConsent(): boolean {
  return readConsent() === 'granted';
}

/** Tells the server whether an answer is stored (never what it is), so its painted pages match. */
function markAnswered(answered: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = answered ? CONSENT_ANSWERED_MAX_AGE_SECONDS : 0;
  document.cookie = `${CONSENT_ANSWERED_COOKIE}=1; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}

/** Brings the cookie in line with local storage: an answer given before the cookie, or storage cleared. */
export function syncConsentCookie(): void {
  const answered = readConsent() !== null;
  const marked = document.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_ANSWERED_COOKIE}=`));
  if (answered !== marked) markAnswered(answered);
}

export function saveConsent(choice: ConsentChoice): void {
  writeStored(browserStorage(), TRACKING_CONSENT_KEY, choice);
  markAnswered(true);
  if (choice === 'denied') forgetClickIds();
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Forgets the answer, so the banner asks again (the privacy policy's "Cookie settings"). */
export function reopenConsent(): void {
  try {
    browserStorage()?.removeItem(TRACKING_CONSENT_KEY);
  } catch {
    // Blocked storage: nothing was remembered either.
  }
  markAnswered(false);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function subscribeConsent(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
