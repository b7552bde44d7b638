/** The funnel's step counter and progress bar. */
export type Progress = {
  /** The step as the label shows it: 7, 10.5, or null for the '-/14' of /video-rev. */
  step: number | null;
  total: number;
  percent: number;
  /** What the header shows, e.g. '3/14'. */
  label: string;
};

export const FUNNEL_STEPS = 14;

const of = (step: number | null, percent: number, total = FUNNEL_STEPS): Progress => ({
  step,
  total,
  percent,
  label: `${step ?? '-'}/${total}`,
});

/**
 * Progress by path. The three ascendant pages share step 7 (only the choice page is numbered).
 * The side pages keep the labels the specification prescribes word for word (decision 0024):
 * /pdf-reader '10.5/14' and /review-details '10/11', both at 90%, and /video-rev '-/14'.
 */
export const STEP_PROGRESS: Readonly<Record<string, Progress>> = {
  '/social-proof': of(1, 7),
  '/tarot-vs-astrology': of(2, 14),
  '/step-one': of(3, 21),
  '/step-two': of(4, 28),
  '/step-three': of(5, 35),
  '/step-four': of(6, 42),
  '/ascendant-choice-step-five': of(7, 50),
  '/loading-ascendant-step-five': of(7, 50),
  '/select-ascendant-step-five': of(7, 50),
  '/step-six': of(8, 57),
  '/step-seven': of(9, 64),
  '/step-eight': of(10, 71),
  '/video-rev': of(null, 71),
  '/step-nine': of(11, 78),
  '/pdf-reader-pre-checkout': of(12, 85),
  '/pdf-reader': of(10.5, 90),
  '/review-details': of(10, 90, 11),
  '/step-ten': of(13, 92),
  '/step-ten-philippines': of(13, 92),
  '/checkout-step-eleven': of(14, 100),
};

/** The progress shown on a path, or null where the header has no progress bar. */
export function progressFor(pathname: string): Progress | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(STEP_PROGRESS, path) ? (STEP_PROGRESS[path] ?? null) : null;
}
