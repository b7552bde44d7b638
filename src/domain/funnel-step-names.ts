import { withoutTrailingSlash } from './routes';
import { progressFor, STEP_PROGRESS } from './steps';

/**
 * The steps the funnel records (funnel_steps.step): the two landings, where the gender choice
 * creates the reading, then every page with a progress bar, each under its own path.
 */
export const FUNNEL_STEP_NAMES: readonly string[] = ['/', '/love', ...Object.keys(STEP_PROGRESS)];
export const LANDING_STEPS = ['/', '/love'] as const;

/** The step a path shows, or null for pages outside the numbered funnel (legal pages, offers, reviews). */
export function funnelStepAt(pathname: string): string | null {
  const path = withoutTrailingSlash(pathname);
  return FUNNEL_STEP_NAMES.includes(path) ? path : null;
}

/**
 * Moving on from one step to another completes the first when the second is no earlier in the
 * progress bar: the ascendant pages share one number, and the ways back (restart at step two,
 * change the birth time, the reviews video from step ten) all lead to an earlier number.
 */
export function completesStep(from: string, to: string): boolean {
  const here = progressFor(from);
  const next = progressFor(to);
  if (!here || !next || withoutTrailingSlash(from) === withoutTrailingSlash(to)) return false;
  return next.percent >= here.percent;
}
