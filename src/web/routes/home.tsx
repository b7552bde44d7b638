import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

import type { Gender } from '../../domain/astrology';
import { PATHS } from '../../domain/routes';
import { ApiError } from '../api-error';
import heroUrl from '../assets/hero.svg';
import { IdentityPicker } from '../components/identity-picker';
import { StarField } from '../components/star-field';
import { capturedFirstVisit } from '../funnel/first-visit';
import { LANDING_HEADLINE_TEXTS, useLandingHeadline } from '../funnel/landing-headline';
import type { FunnelState, SourcePage } from '../funnel/navigation-state';
import { browserStorage, saveReadingAccess } from '../funnel/reading-access';
import { notifyError } from '../notify';
import { track } from '../tracking';

export const SAVE_FAILED = 'Impossibile salvare la selezione nel database. Riprova più tardi.';
export const UNEXPECTED_ERROR = 'Si è verificato un errore imprevisto. Riprova.';

const HEADINGS: Record<SourcePage, { heading: string; subheading: string }> = {
  [PATHS.home]: { heading: 'Start your free reading', subheading: 'Choose your identity to reveal your insights' },
  [PATHS.love]: {
    heading: 'Start your free love reading',
    subheading: 'Choose your identity to reveal your love insights',
  },
};

/** The landing page (/ and /love): prerendered at build time, then hydrated. */
export function Home({ sourcePage = PATHS.home }: { sourcePage?: SourcePage }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [saving, setSaving] = useState(false);
  const trackedView = useRef<string | null>(null);
  // When this page view appeared (performance.now()): the reading records how long it was shown.
  const viewedAt = useRef(0);

  useEffect(() => {
    // One ViewContent per page view, even when React runs the effect twice in development.
    if (trackedView.current === location.key) return;
    trackedView.current = location.key;
    viewedAt.current = performance.now();
    void track('ViewContent', { content_type: 'landing_page', content_name: 'astrology_reading' });
  }, [location.key]);

  async function choose(gender: Gender) {
    setSaving(true);
    try {
      // The API client loads on the first click (zod with the answer's schema), off the first paint.
      const [{ createReading }, capture] = await Promise.all([import('../api'), import('../../domain/funnel-capture')]);
      const shownMs = Math.round(performance.now() - viewedAt.current);
      const created = await createReading({
        gender,
        ...capture.validFirstVisit(capturedFirstVisit()),
        entry_step: sourcePage,
        entry_view_ms: Math.min(Math.max(shownMs, 0), capture.ENTRY_VIEW_MAX_MS),
      });
      saveReadingAccess(browserStorage(), created.id, created.token);
      const state: FunnelState = {
        gender,
        readingId: created.id,
        userLocation: created.location.country_name === null ? null : created.location,
        countryCode: created.location.country_code,
        sourcePage,
      };
      await navigate(PATHS.socialProof, { state });
    } catch (error) {
      console.warn('Creating the reading failed', error);
      void notifyError(error instanceof ApiError ? SAVE_FAILED : UNEXPECTED_ERROR);
      setSaving(false);
    }
  }

  const { heading, subheading } = HEADINGS[sourcePage];
  const headline = LANDING_HEADLINE_TEXTS[useLandingHeadline()];
  // On a phone the identity cards come right after the headline, so the page's one action is in
  // the first viewport above the consent banner; the illustration follows them.
  return (
    <section className="relative isolate overflow-hidden px-4 pb-6 pt-6 text-center md:pt-8">
      <StarField />
      <h1 className="mx-auto max-w-xl text-balance text-[1.7rem] font-bold leading-tight text-white md:text-4xl">
        {headline.title}
      </h1>
      <p className="mx-auto mt-2 max-w-md text-balance text-base text-indigo-100 md:mt-3">{headline.lead}</p>
      <IdentityPicker
        heading={heading}
        subheading={subheading}
        saving={saving}
        onChoose={(gender) => void choose(gender)}
      />
      <img
        src={heroUrl}
        width={400}
        height={300}
        alt="A golden crescent moon inside a zodiac wheel among constellations"
        fetchPriority="high"
        className="mx-auto h-auto w-full max-w-[400px]"
      />
    </section>
  );
}
