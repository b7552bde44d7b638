// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { readConsent, reopenConsent, saveConsent, syncConsentCookie, TRACKING_CONSENT_KEY } from './tracking-consent';

const answeredCookie = () => document.cookie.split('; ').find((part) => part.startsWith('consent_answered='));

afterEach(() => {
  localStorage.clear();
  document.cookie = 'consent_answered=; Path=/; Max-Age=0';
});

describe('the consent answer and the cookie that tells the server it exists', () => {
  it('an answer is stored and marked, never written into the cookie', () => {
    saveConsent('denied');
    expect(readConsent()).toBe('denied');
    expect(answeredCookie()).toBe('consent_answered=1');
    saveConsent('granted');
    expect(answeredCookie()).toBe('consent_answered=1');
  });

  it('Cookie settings forget both, so the banner is painted again', () => {
    saveConsent('granted');
    reopenConsent();
    expect(readConsent()).toBeNull();
    expect(answeredCookie()).toBeUndefined();
  });

  it('on start the cookie follows local storage: an answer from before the cookie, or storage cleared', () => {
    localStorage.setItem(TRACKING_CONSENT_KEY, 'granted');
    syncConsentCookie();
    expect(answeredCookie()).toBe('consent_answered=1');
    localStorage.clear();
    syncConsentCookie();
    expect(answeredCookie()).toBeUndefined();
  });
});
