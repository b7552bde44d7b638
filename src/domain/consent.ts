/**
 * The consent banner's answer is kept in local storage; this first-party cookie mirrors only that
 * an answer exists, so the server can send a painted screen without the banner to a visitor who
 * has answered (and with it to one who has not) before any script runs.
 */
export const CONSENT_ANSWERED_COOKIE = 'consent_answered';

/** A year, as long as the answer is meant to last before the banner asks again. */
export const CONSENT_ANSWERED_MAX_AGE_SECONDS = 365 * 24 * 3600;
