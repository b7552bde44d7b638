import { PATHS, type RoutePath, withoutTrailingSlash } from './routes';

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
export const STEP_PROGRESS: Readonly<Partial<Record<RoutePath, Progress>>> = {
  [PATHS.socialProof]: of(1, 7),
  [PATHS.tarotVsAstrology]: of(2, 14),
  [PATHS.stepOne]: of(3, 21),
  [PATHS.stepTwo]: of(4, 28),
  [PATHS.stepThree]: of(5, 35),
  [PATHS.stepFour]: of(6, 42),
  [PATHS.ascendantChoiceStepFive]: of(7, 50),
  [PATHS.loadingAscendantStepFive]: of(7, 50),
  [PATHS.selectAscendantStepFive]: of(7, 50),
  [PATHS.stepSix]: of(8, 57),
  [PATHS.stepSeven]: of(9, 64),
  [PATHS.stepEight]: of(10, 71),
  [PATHS.videoRev]: of(null, 71),
  [PATHS.stepNine]: of(11, 78),
  [PATHS.pdfReaderPreCheckout]: of(12, 85),
  [PATHS.pdfReader]: of(10.5, 90),
  [PATHS.reviewDetails]: of(10, 90, 11),
  [PATHS.stepTen]: of(13, 92),
  [PATHS.stepTenPhilippines]: of(13, 92),
  [PATHS.checkoutStepEleven]: of(14, 100),
};

/** The progress shown on a path, or null where the header has no progress bar. */
export function progressFor(pathname: string): Progress | null {
  const path = withoutTrailingSlash(pathname);
  return Object.hasOwn(STEP_PROGRESS, path) ? (STEP_PROGRESS[path as RoutePath] ?? null) : null;
}
