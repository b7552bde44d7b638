import { Link } from 'react-router';

import { saveConsent } from './tracking-consent';

/**
 * Asks once whether marketing events may be shared with Meta; the answer is kept in local storage
 * and can be changed from the privacy policy. Not modal: the page stays usable either way.
 */
export function ConsentBanner() {
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-2 bottom-2 z-30 mx-auto max-w-lg rounded-xl border border-slate-300 bg-white p-4 text-sm text-slate-800 shadow-2xl"
    >
      <p>
        With your consent, we tell Meta (Facebook, Instagram) when you view our pages or complete a step, to
        measure our ads: with your IP address, browser details and, scrambled (hashed), details you entered such as
        your e-mail, name and birth date. Nothing is shared if you decline.{' '}
        <Link to="/privacy-policy" className="font-semibold text-indigo-800 underline underline-offset-2">
          Privacy Policy
        </Link>
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          onClick={() => saveConsent('denied')}
          className="min-h-11 flex-1 rounded-full border border-slate-400 px-4 font-semibold text-slate-800 hover:bg-slate-100"
        >
          Decline
        </button>
        <button
          type="button"
          onClick={() => saveConsent('granted')}
          className="min-h-11 flex-1 rounded-full bg-indigo-700 px-4 font-semibold text-white hover:bg-indigo-800"
        >
          Accept
        </button>
      </div>
    </section>
  );
}
