import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';

import { PATHS } from '../../domain/routes';
import { saveConsent } from './tracking-consent';

/**
 * Asks once whether marketing events may be shared with Meta; the answer is kept in local storage
 * and can be changed from the privacy policy. Not modal: the page stays usable either way. It is
 * compact and sticks to the bottom of the window from the end of the page, so the page keeps room
 * for it and nothing stays hidden behind it once scrolled to. While it shows, the room it takes at
 * the window's bottom is kept in `--consent-banner-space`, where a step's pinned button moves up to
 * stay in sight above it.
 */
export function ConsentBanner() {
  const banner = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const root = document.documentElement;
    const keepSpace = () => {
      const { marginBottom } = getComputedStyle(element);
      // Its height, the gap under it and the same gap above it.
      root.style.setProperty('--consent-banner-space', `${element.offsetHeight + 2 * parseFloat(marginBottom)}px`);
    };
    keepSpace();
    const observer = new ResizeObserver(keepSpace);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--consent-banner-space');
    };
  }, []);
  return (
    <section
      ref={banner}
      aria-label="Cookie consent"
      className="sticky bottom-2 z-30 mx-auto mb-2 w-[calc(100%-1rem)] max-w-lg rounded-xl border border-slate-300 bg-white px-3 py-2 text-xs text-slate-800 shadow-2xl"
    >
      <p>
        May we tell Meta (Facebook, Instagram) about your visit, to measure our ads? Nothing is shared if you decline.{' '}
        <Link to={PATHS.privacyPolicy} className="font-semibold text-indigo-800 underline underline-offset-2">
          Privacy Policy
        </Link>
      </p>
      <div className="mt-1.5 flex gap-2 text-sm">
        <button
          type="button"
          onClick={() => saveConsent('denied')}
          className="min-h-10 flex-1 rounded-full border border-slate-400 px-4 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Decline
        </button>
        <button
          type="button"
          onClick={() => saveConsent('granted')}
          className="min-h-10 flex-1 rounded-full bg-indigo-700 px-4 font-semibold text-white hover:bg-indigo-800"
        >
          Accept
        </button>
      </div>
    </section>
  );
}
