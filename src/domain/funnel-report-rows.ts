import { progressFor } from './steps';

/**
 * One row of the funnel dashboard. Most rows are one recorded step (funnel_steps.step); two are
 * merged because their pages are alternatives of one numbered step, and a row per page would
 * show a false drop-off: the three ascendant pages (the choice, then the automatic calculation or
 * the manual pick, all step 7) and the two delivery-option pages (step 13, one per market; the
 * market filter tells them apart). `next` is what counts as reaching the next step, for the
 * conversion: love visitors skip the tarot page, so step 1 leads to step 2 or 3.
 * `side` rows are pages off the straight path (the reviews video, the sample reading and the
 * order review), shown after the funnel, with no conversion.
 */
export type FunnelReportRow = {
  /** As the API and CSV name the row: the path, or the merged paths joined by '+'. */
  key: string;
  /** A visit to any of these is a visit to the row. */
  views: readonly string[];
  /** A completion of any of these completes the row (the ascendant choice page only leads to the other two). */
  completions: readonly string[];
  /** Keys of the rows whose visit counts as reaching the next step; empty: no conversion. */
  next: readonly string[];
  /** What the page asks or shows, in a few words. */
  name: string;
  side: boolean;
};

const ASCENDANT = ['/ascendant-choice-step-five', '/loading-ascendant-step-five', '/select-ascendant-step-five'];
const DELIVERY = ['/step-ten', '/step-ten-philippines'];

const row = (
  views: readonly string[],
  name: string,
  next: readonly string[],
  completions: readonly string[] = views,
  side = false,
): FunnelReportRow => ({
  key: views.join('+'),
  views,
  completions,
  next,
  name,
  side,
});

/** The dashboard's rows in the progress bar's order, then the side pages; the one source of their names. */
export const FUNNEL_REPORT_ROWS: readonly FunnelReportRow[] = [
  row(['/'], 'Home page', ['/social-proof']),
  row(['/love'], 'Love page', ['/social-proof']),
  row(['/social-proof'], 'Social proof', ['/tarot-vs-astrology', '/step-one']),
  row(['/tarot-vs-astrology'], 'Tarot or astrology', ['/step-one']),
  row(['/step-one'], 'Name and e-mail', ['/step-two']),
  row(['/step-two'], 'Birth date', ['/step-three']),
  row(['/step-three'], 'Birth time', ['/step-four']),
  row(['/step-four'], 'Birth city', [ASCENDANT.join('+')]),
  row(ASCENDANT, 'Ascendant', ['/step-six'], ASCENDANT.slice(1)),
  row(['/step-six'], 'Chart summary', ['/step-seven']),
  row(['/step-seven'], 'Predictions', ['/step-eight']),
  row(['/step-eight'], 'Subject and questions', ['/step-nine']),
  row(['/step-nine'], 'The questions asked', ['/pdf-reader-pre-checkout']),
  row(['/pdf-reader-pre-checkout'], 'Reading preview', [DELIVERY.join('+')]),
  row(DELIVERY, 'Delivery options', ['/checkout-step-eleven']),
  row(['/checkout-step-eleven'], 'Checkout', []),
  row(['/video-rev'], 'Reviews video', [], ['/video-rev'], true),
  row(['/pdf-reader'], 'Sample reading', [], ['/pdf-reader'], true),
  row(['/review-details'], 'Order review', [], ['/review-details'], true),
];

/** '3/14 · Name and e-mail'; the landings, which have no number, 'Landing · Home page'. */
export function funnelRowLabel(row: FunnelReportRow): string {
  const progress = progressFor(row.views[0] ?? '');
  return `${progress ? progress.label : 'Landing'} · ${row.name}`;
}
