/**
 * The only script before the first paint of the landing pages and of every painted screen
 * (scripts/prerender.mjs writes it into their HTML in place of the app's tags, which it keeps
 * inert in a <template>). The prerendered page shows without JavaScript, so the app starts loading
 * once that page has painted: the first paint never waits for the app's code to download, compile
 * or run, on any network. On a landing page a button tapped before the app runs is held and tapped
 * again once the app has started, so no choice is lost (a painted screen is inert until then).
 */

import { yieldToBrowser } from './yield-to-browser';

/** Starts the app anyway when no frame comes (a tab opened in the background). */
const PAINT_WAIT_MS = 3000;

/** The app's script and module preloads, as vite wrote them, kept inert by the prerender. */
function appTags(): { entry: string; preloads: string[] } | null {
  const template = document.querySelector<HTMLTemplateElement>('template[data-app-scripts]');
  const entry = template?.content.querySelector('script[src]')?.getAttribute('src');
  if (!template || !entry) return null;
  const preloads = [...template.content.querySelectorAll('link[rel="modulepreload"]')]
    .map((link) => link.getAttribute('href'))
    .filter((href): href is string => href !== null);
  return { entry, preloads };
}

/**
 * Module preloads appended per task. Appending one costs a phone a few milliseconds and a painted
 * screen names some 35, which in one go made a task of 60-200 ms (4x CPU slowdown) just as the
 * page became worth using.
 */
const PRELOADS_PER_TASK = 6;

async function loadApp(entry: string, preloads: string[], onLoaded: () => void): Promise<void> {
  for (let first = 0; first < preloads.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await yieldToBrowser();
    for (const href of preloads.slice(first, first + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  // A failed load ends the wait too: the held tap then does what it did before, nothing.
  script.addEventListener('load', onLoaded, { once: true });
  script.addEventListener('error', onLoaded, { once: true });
  document.head.append(script);
}

/**
 * Calls `then` once the whole page has painted: after its first contentful paint, its load event
 * (the document parsed, its images in) and the frame that follows both. Starting at the first paint
 * alone could fetch the app while the rest of a long page was still to paint, making the app's code
 * part of its largest paint; the load event alone can come before any text has painted.
 */
function afterPagePainted(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  window.setTimeout(once, PAINT_WAIT_MS);
  let waiting = 2;
  const oneDone = () => {
    waiting -= 1;
    if (waiting === 0) requestAnimationFrame(() => window.setTimeout(once, 0));
  };
  if (document.readyState === 'complete') oneDone();
  else window.addEventListener('load', oneDone, { once: true });
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    oneDone();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    oneDone();
  }).observe({ type: 'paint', buffered: true });
}

function boot(): void {
  const tags = appTags();
  if (!tags) return;
  let started = false;
  let held: HTMLButtonElement | null = null;

  const start = () => {
    if (started) return;
    started = true;
    void loadApp(tags.entry, tags.preloads, () => {
      document.removeEventListener('click', hold, true);
      const button = held;
      held = null;
      // The app hydrated while its module ran: React handles this click as the visitor's own.
      button?.click();
    });
  };

  // Before the app runs, a button does nothing: keep the tap and start the app at once.
  function hold(event: MouseEvent): void {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held = button;
    start();
  }

  document.addEventListener('click', hold, true);
  afterPagePainted(start);
}

boot();
