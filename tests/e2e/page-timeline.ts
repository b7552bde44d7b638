import type { Page } from '@playwright/test';

import { expect } from './fixtures';

export type Timeline = Record<string, number>;

/**
 * Call before the page loads. Stamps, in the page's own time (the fake clock's, when one is
 * installed first), when the document started (`entered`), when each text first shows, and when
 * each address is entered (`path:<pathname>`, stamped as history changes, not when the page next
 * draws), so a delay is measured from the page's timeline rather than the test's polling.
 */
export async function recordTimeline(page: Page, texts: string[]): Promise<() => Promise<Timeline>> {
  await page.addInitScript((watched) => {
    const seen: Timeline = {};
    (window as unknown as { __timeline: Timeline }).__timeline = seen;
    const stamp = (key: string) => (seen[key] ??= performance.now());
    stamp('entered');
    stamp(`path:${window.location.pathname}`);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = window.history[method].bind(window.history);
      window.history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        stamp(`path:${window.location.pathname}`);
      };
    }
    new MutationObserver(() => {
      const content = document.body?.textContent ?? '';
      for (const text of watched) if (content.includes(text)) stamp(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
  return () => page.evaluate(() => ({ ...(window as unknown as { __timeline: Timeline }).__timeline }));
}

/**
 * Call before the page loads: the fake clock, and a timeline that watches for `message`. Then
 * expectRedirectAfterMessage checks the redirect without waiting for it.
 */
export async function watchRedirect(page: Page, message: string): Promise<() => Promise<Timeline>> {
  await page.clock.install();
  return recordTimeline(page, [message]);
}

/**
 * The message shows, then the page moves to `path` when the clock is run 2 s on: no sooner than
 * 2 s after the page was entered, and no later than 2 s after the message showed (the wait starts
 * when the message is asked for; a busy machine draws it later).
 */
export async function expectRedirectAfterMessage(
  page: Page,
  timeline: () => Promise<Timeline>,
  message: string,
  path: string,
): Promise<void> {
  await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const seen = await timeline();
  const movedAt = seen[`path:${path}`] ?? Number.NaN;
  expect(movedAt - (seen.entered ?? Number.NaN)).toBeGreaterThanOrEqual(2_000);
  expect(movedAt - (seen[message] ?? Number.NaN)).toBeLessThanOrEqual(2_000);
}

/** How far ahead of the page's present holdClock stops its clock: room for the test's own round trip. */
const HOLD_AHEAD_MS = 1_000;

/**
 * Stops the page's fake clock (installed with page.clock.install, which otherwise keeps pace with
 * real time) just ahead of its present, so the page's timers fire only when the test runs the clock,
 * however slowly a busy machine gets to the next step. Timers due within HOLD_AHEAD_MS fire now.
 */
export async function holdClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + HOLD_AHEAD_MS);
}
