import type { FunnelStepRow } from '../../domain/admin-funnel-api';
import { csvShare, type CsvTable } from './download-csv';
import { formatCount, formatDuration, formatPercent } from './funnel-format';
import { FunnelTable, type FunnelColumn, type FunnelRow } from './funnel-table';

/**
 * A step needs this share of the busiest step's visitors, and at least this many, before its
 * conversion can be called the biggest drop-off: a step two visitors reached says nothing yet.
 */
const DROP_OFF_MIN_SHARE = 0.05;
const DROP_OFF_MIN_VISITORS = 3;

export const DROP_OFF_BADGE = 'Biggest drop-off';

/** The server's duration buckets end at 30 minutes: a median there means "30 minutes or more" (decision 0020). */
const MEDIAN_CAP_SECONDS = 1800;

const medianText = (seconds: number | null) =>
  seconds !== null && seconds >= MEDIAN_CAP_SECONDS ? '30 min or more' : formatDuration(seconds);

/**
 * The most visitors any step had: the bars' full width and the drop-off's yardstick. Not the first
 * row's: the two landings (home and love) each feed the steps after them, so social proof can
 * outnumber either.
 */
const busiest = (steps: readonly FunnelStepRow[]) => steps.reduce((most, step) => Math.max(most, step.visitors), 0);

/** The index of the step whose visitors least often reached the next one, or null when none lost anyone worth naming. */
export function biggestDropOff(steps: readonly FunnelStepRow[]): number | null {
  const enough = Math.max(DROP_OFF_MIN_VISITORS, Math.ceil(busiest(steps) * DROP_OFF_MIN_SHARE));
  let found: { index: number; conversion: number } | null = null;
  for (const [index, step] of steps.entries()) {
    if (step.side || step.conversion === null || step.conversion >= 1 || step.visitors < enough) continue;
    if (found === null || step.conversion < found.conversion) found = { index, conversion: step.conversion };
  }
  return found?.index ?? null;
}

const STEP_COLUMNS: FunnelColumn[] = [
  { header: 'Step' },
  { header: 'Visitors', numeric: true },
  { header: 'Completions', numeric: true },
  { header: 'Conversion to next step', numeric: true },
  { header: 'Median time', numeric: true },
];

const SIDE_COLUMNS: FunnelColumn[] = [
  { header: 'Page' },
  { header: 'Visitors', numeric: true },
  { header: 'Completions', numeric: true },
  { header: 'Median time', numeric: true },
];

/** The visitors column says the same in numbers; the bar only lets the shape of the funnel be seen at a glance. */
function ReachBar({ share }: { share: number }) {
  return (
    <span aria-hidden="true" className="mt-1 block h-1.5 w-full min-w-16 rounded-full bg-slate-100">
      <span className="block h-1.5 rounded-full bg-indigo-600" style={{ width: `${(share * 100).toFixed(1)}%` }} />
    </span>
  );
}

function stepRows(steps: readonly FunnelStepRow[]): FunnelRow[] {
  const dropOff = biggestDropOff(steps);
  const most = busiest(steps);
  return steps.map((step, index) => {
    const highlight = index === dropOff;
    return {
      key: step.step,
      highlight,
      cells: [
        {
          text: step.label,
          node: (
            <>
              <span className="flex flex-wrap items-center gap-2">
                <span>{step.label}</span>
                {highlight ? (
                  // May wrap between its two words on a phone, never inside "drop-off".
                  <span className="rounded-lg border border-amber-700 bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    <span className="whitespace-nowrap">Biggest</span>{' '}
                    <span className="whitespace-nowrap">drop-off</span>
                  </span>
                ) : null}
              </span>
              <ReachBar share={most > 0 ? step.visitors / most : 0} />
            </>
          ),
        },
        { text: formatCount(step.visitors) },
        { text: formatCount(step.completions) },
        {
          text: formatPercent(step.conversion),
          node: highlight ? <strong className="text-amber-900">{formatPercent(step.conversion)}</strong> : undefined,
        },
        { text: medianText(step.median_seconds) },
      ],
    };
  });
}

/** Whole seconds; a median at the cap is written as 1800, which the files' readers take as "30 minutes or more". */
const csvSeconds = (seconds: number | null) => (seconds === null ? null : Math.round(seconds));

/** The steps as their file holds them: numbers only, the drop-off a column of its own rather than words in a name. */
function stepsCsv(steps: readonly FunnelStepRow[]): CsvTable {
  const dropOff = biggestDropOff(steps);
  return {
    header: [
      'Step',
      'Visitors',
      'Completions',
      'Conversion to next step (1 = 100%)',
      'Median time (seconds)',
      DROP_OFF_BADGE,
    ],
    rows: steps.map((step, index) => [
      step.label,
      step.visitors,
      step.completions,
      csvShare(step.conversion),
      csvSeconds(step.median_seconds),
      index === dropOff,
    ]),
  };
}

function sidePagesCsv(side: readonly FunnelStepRow[]): CsvTable {
  return {
    header: ['Page', 'Visitors', 'Completions', 'Median time (seconds)'],
    rows: side.map((step) => [step.label, step.visitors, step.completions, csvSeconds(step.median_seconds)]),
  };
}

/**
 * The funnel's steps in the order of the progress bar, the step that loses the most visitors
 * marked; then the pages off the straight path, in a table of their own as no step follows them.
 */
export function FunnelStepsTable({
  steps,
  fileName,
  exportUrl,
}: {
  steps: readonly FunnelStepRow[];
  fileName: (name: string) => string;
  exportUrl: string;
}) {
  const path = steps.filter((step) => !step.side);
  const side = steps.filter((step) => step.side);
  return (
    <>
      <FunnelTable
        caption="Funnel steps, in the order of the progress bar"
        subject="the steps"
        columns={STEP_COLUMNS}
        rows={stepRows(path)}
        csv={stepsCsv(path)}
        fileName={fileName('steps')}
        // The server's file has every row with unrounded conversions, for sums in a spreadsheet.
        actions={
          <a href={exportUrl} download className="text-sm font-medium text-indigo-800 underline">
            Exact figures as CSV
          </a>
        }
      />
      {side.length ? (
        <>
          <h3 className="mt-6 font-semibold">Pages off the straight path</h3>
          <p className="mt-1 text-sm text-slate-700">
            Visited on the way or instead of a step, so they have no conversion to a next step.
          </p>
          <div className="mt-2">
            <FunnelTable
              caption="Pages off the straight path"
              subject="the pages off the path"
              columns={SIDE_COLUMNS}
              fileName={fileName('side-pages')}
              csv={sidePagesCsv(side)}
              rows={side.map((step) => ({
                key: step.step,
                cells: [
                  { text: step.label },
                  { text: formatCount(step.visitors) },
                  { text: formatCount(step.completions) },
                  { text: medianText(step.median_seconds) },
                ],
              }))}
            />
          </div>
        </>
      ) : null}
    </>
  );
}
