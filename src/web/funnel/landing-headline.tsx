import { createContext, useContext } from 'react';

// Only the type: the landing's first load carries no zod (domain/experiments validates with it).
import type { LandingHeadline } from '../../domain/experiments';

/** What each headline variant of the landing says; 'spec' is the specification's, shown by default. */
export const LANDING_HEADLINE_TEXTS: Record<LandingHeadline, { title: string; lead: string }> = {
  spec: {
    title: 'Discover what the stars reveal about your destiny',
    lead: 'Begin your free astral reading and uncover the secrets of your destiny.',
  },
  alternative: {
    title: 'Read what your own birth chart says about you',
    lead: 'A personal reading made from your real natal chart: the day, time and place you were born.',
  },
};

/** The build-time prerender says which variant it writes (scripts/prerender.mjs writes each one). */
export const LandingHeadlineContext = createContext<LandingHeadline | null>(null);

/**
 * In the browser, the variant is the one the server chose and painted: the prerendered page carries
 * it on #root, so hydration renders the very same words and nothing is swapped (decision 0021).
 */
function headlineOfPage(): LandingHeadline {
  if (typeof document === 'undefined') return 'spec';
  return document.getElementById('root')?.dataset.landingHeadline === 'alternative' ? 'alternative' : 'spec';
}

export function useLandingHeadline(): LandingHeadline {
  return useContext(LandingHeadlineContext) ?? headlineOfPage();
}
