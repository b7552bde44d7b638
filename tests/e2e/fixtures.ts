import { readFileSync } from 'node:fs';

import { test as base, expect, type Page } from '@playwright/test';

/** The e2e server names a Meta pixel; its script comes from this local fake, never the internet. */
export const META_PIXEL_ID = '1234567890';
const FAKE_FBEVENTS = readFileSync(new URL('./fakes/meta-fbevents.js', import.meta.url), 'utf8');

export type ConsoleGuardOptions = {
  /** Console errors a test provokes on purpose (e.g. a failed request it fakes). */
  allowedConsoleErrors: RegExp[];
  /**
   * The consent banner's answer stored before the page loads, so the banner does not cover the
   * page's buttons; null lets a test see the banner and answer it.
   */
  consentChoice: 'granted' | 'denied' | null;
  /**
   * page.goto and page.reload return once the app has taken over a painted screen (the server's
   * inert first paint of a step, decision 0029), as a visitor can only use the page from then on.
   * A test of the painted page itself turns it off.
   */
  waitForApp: boolean;
};

const TAKEOVER_TIMEOUT_MS = 15_000;

/** Resolves once the page has no painted screen, or rejects when its document goes away. */
function paintedScreenGone(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const gone = () => !document.querySelector('[data-painted-screen]');
        if (gone()) return resolve();
        const observer = new MutationObserver(() => {
          if (!gone()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(document, { subtree: true, childList: true });
      }),
  );
}

/** Waits until no painted screen is left: the app has rendered in its place. */
async function appTakenOver(page: Page): Promise<void> {
  // A MutationObserver in the page answers in the very frame the app takes over (Playwright's own
  // polling backs off to half a second, which the suite paid on every goto); the deadline is kept
  // here, as a test's fake clock may hold the page's timers.
  const deadline = Date.now() + TAKEOVER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<'expired'>(
      (resolve) => (timer = setTimeout(resolve, deadline - Date.now(), 'expired')),
    );
    // A navigation while waiting ends the evaluation: the next round looks at the new document.
    const outcome = await Promise.race([
      paintedScreenGone(page).then(
        () => 'gone' as const,
        () => 'navigated' as const,
      ),
      expired,
    ]);
    clearTimeout(timer);
    if (outcome === 'gone') return;
    if (outcome === 'navigated') await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await expect(page.locator('[data-painted-screen]'), 'the app never replaced the painted screen').toHaveCount(0, {
    timeout: 1,
  });
}

/** Collects console.error messages and uncaught page errors; the test fails on any. */
function guard(page: Page, allowed: RegExp[]): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allowed.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * `page` fails its test on any console.error or uncaught error in the page. `guardPage` does the
 * same for pages a test opens itself (e.g. from browser.newContext()).
 */
export const test = base.extend<ConsoleGuardOptions & { guardPage: (page: Page) => void }>({
  allowedConsoleErrors: [[], { option: true }],
  consentChoice: ['denied', { option: true }],
  waitForApp: [true, { option: true }],
  guardPage: async ({ allowedConsoleErrors }, provide) => {
    const lists: string[][] = [];
    await provide((page) => void lists.push(guard(page, allowedConsoleErrors)));
    expect(lists.flat(), 'errors in the page').toEqual([]);
  },
  page: async ({ page, allowedConsoleErrors, consentChoice, waitForApp, javaScriptEnabled, baseURL }, provide) => {
    const problems = guard(page, allowedConsoleErrors);
    if (waitForApp && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appTakenOver(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appTakenOver(page);
        return response;
      };
    }
    await page.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: FAKE_FBEVENTS }),
    );
    if (consentChoice) {
      await page.addInitScript((choice) => {
        try {
          if (window.localStorage.getItem('tracking_consent') === null)
            window.localStorage.setItem('tracking_consent', choice);
        } catch {
          // about:blank and opaque origins have no local storage.
        }
      }, consentChoice);
      // As the app leaves it beside the stored answer: the server then paints pages without the banner.
      if (baseURL) await page.context().addCookies([{ name: 'consent_answered', value: '1', url: baseURL }]);
    }
    await provide(page);
    expect(problems, 'errors in the page').toEqual([]);
  },
});

export { expect };
