import { useEffect, useState, type ReactNode } from 'react';

import type { NatalChart } from '../../astro/chart-types';
import { summarizeChart } from '../../astro/predictions';
import { SIGN_GLYPHS } from '../../astro/signs';
import type { Sign } from '../../domain/astrology';
import { UNKNOWN_TIME } from '../../domain/person';
import { PATHS } from '../../domain/routes';
import { birthDataFrom, castChart, chartPatch, planetPositionsOf, type CastChart } from '../chart/birth-chart';
import { saveQuietly } from '../chart/save-quietly';
import { Card } from '../chart/card';
import { ProblemPanel } from '../chart/problem-panel';
import { useRedirectWhen } from '../chart/use-redirect-when';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { fromIsoDate, MONTH_NAMES } from '../early-steps/birth-date';
import type { FunnelState } from '../funnel/navigation-state';
import { useFunnelStep } from '../funnel/use-funnel-step';

const formatDegree = (degree: number) =>
  `${Math.floor(degree)}°${String(Math.floor((degree % 1) * 60)).padStart(2, '0')}′`;

function SignLine({ label, sign, note }: { label: string; sign: Sign; note?: string }) {
  return (
    <div className="rounded-xl bg-white/5 px-4 py-3">
      <dt className="text-xs uppercase tracking-wide text-indigo-200">{label}</dt>
      <dd className="flex items-center gap-3 text-lg font-semibold">
        <span aria-hidden="true" className="text-3xl text-gold">
          {SIGN_GLYPHS[sign]}
        </span>
        {sign}
        {note ? <span className="text-xs font-normal text-indigo-200">{note}</span> : null}
      </dd>
    </div>
  );
}

function birthDateLabel(isoDate: string | undefined): string | null {
  const { month, day, year } = fromIsoDate(isoDate);
  return month === null || day === null || year === null ? null : `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

/**
 * What the chart was cast from, so the visitor can check it (the birth time above all: it moves
 * the ascendant and houses), with a way back to the birth-time step to change it.
 */
function BirthDetails({ state, onChangeTime }: { state: FunnelState; onChangeTime: () => void }) {
  const timeKnown = !state.timeUnknown && Boolean(state.birthTime) && state.birthTime !== UNKNOWN_TIME;
  const rows: [string, string][] = [
    ['Date', birthDateLabel(state.birthDate) ?? 'Not specified'],
    ['Time', timeKnown && state.birthTime ? state.birthTime : 'Unknown'],
    ['Place', state.birthCity?.displayName ?? 'Not specified'],
  ];
  return (
    <Card>
      <h2 className="font-semibold text-gold">Your birth details</h2>
      <dl className="mt-2 divide-y divide-white/10 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-indigo-200">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={onChangeTime}
        className="mt-3 min-h-11 rounded-full border border-white/30 px-5 text-sm font-semibold text-white hover:border-gold hover:text-gold"
      >
        Change birth time
      </button>
    </Card>
  );
}

function ChartSummary({
  chart,
  ascendant,
  manual,
  birthDetails,
}: {
  chart: NatalChart;
  ascendant: Sign;
  manual: boolean;
  birthDetails: ReactNode;
}) {
  const timeKnown = chart.moment.timeKnown;
  const summary = summarizeChart({ ...chart, ascendant: { ...chart.ascendant, sign: ascendant } });
  return (
    <>
      <Card>
        <dl className="grid gap-2">
          <SignLine label="Sun sign" sign={summary.sunSign} />
          <SignLine label="Moon sign" sign={summary.moonSign} />
          <SignLine label="Ascendant" sign={ascendant} note={manual ? '(your choice)' : undefined} />
        </dl>
        <p className="mt-3 text-sm text-indigo-100">
          Dominant element: <strong className="text-white">{summary.dominantElement}</strong>
        </p>
      </Card>
      {birthDetails}
      {timeKnown ? null : (
        <p className="text-sm text-indigo-100">
          Your birth time is unknown, so this chart is cast for local noon: your Moon sign, ascendant and houses may
          differ.
        </p>
      )}
      <Card>
        <h2 className="font-semibold text-gold">Your planets</h2>
        <table className="mt-2 w-full text-left text-sm">
          <thead className="text-xs uppercase text-indigo-200">
            <tr>
              <th scope="col" className="py-1">
                Planet
              </th>
              <th scope="col" className="py-1">
                Sign
              </th>
              {timeKnown ? (
                <th scope="col" className="py-1">
                  House
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {chart.planets.map((p) => (
              <tr key={p.planet} className="border-t border-white/10">
                <th scope="row" className="py-1.5 font-medium">
                  {p.planet}
                </th>
                <td className="py-1.5">
                  <span aria-hidden="true">{SIGN_GLYPHS[p.sign]} </span>
                  {p.sign} {formatDegree(p.degree)}
                  {p.retrograde ? (
                    <abbr title="retrograde" className="ml-1 no-underline">
                      R
                    </abbr>
                  ) : null}
                </td>
                {timeKnown ? <td className="py-1.5">{p.house}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
    </>
  );
}

/** Step 8: the chart summary, computed in the browser from the real birth data. */
export function Component() {
  const { state, credentials, goTo } = useFunnelStep();
  const ascendant = state.ascendant;
  useRedirectWhen(
    credentials !== null && !ascendant,
    'Missing ascendant data. Returning to previous page...',
    PATHS.selectAscendantStepFive,
    state,
  );
  const birth = birthDataFrom(state);
  const [cast, setCast] = useState<CastChart | null>(null);
  const result: CastChart | null = birth ? cast : { ok: false, reason: 'Your birth date or birthplace is missing.' };

  useEffect(() => {
    if (!credentials || !ascendant || !birth) return;
    let cancelled = false;
    void castChart(birth).then((outcome) => {
      if (cancelled) return;
      setCast(outcome);
      // The backup save (spec section 4): whenever the ascendant is known, the chart fields are kept.
      if (outcome.ok)
        void saveQuietly(credentials, chartPatch(state, { zodiacSign: outcome.chart.bodies.Sun.sign, ascendant }));
    });
    return () => {
      cancelled = true;
    };
    // Cast once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <StepScreen
      title="Here Are Your Guiding Stars"
      lead={state.name ? `${state.name}, this is the sky you were born under.` : undefined}
    >
      {!ascendant ? null : result === null ? (
        <p role="status" className="flex items-center justify-center gap-3 py-8 text-sm">
          <Spinner />
          Calculating your natal chart...
        </p>
      ) : result.ok ? (
        <>
          <ChartSummary
            chart={result.chart}
            ascendant={ascendant}
            manual={state.manuallySelected === true}
            birthDetails={<BirthDetails state={state} onChangeTime={() => goTo(PATHS.stepThree)} />}
          />
          <StepAction>
            <CtaButton
              onClick={() =>
                goTo(PATHS.stepSeven, {
                  zodiacSign: result.chart.bodies.Sun.sign,
                  ascendant,
                  planetPositions: planetPositionsOf(result.chart),
                })
              }
            >
              Reveal My Predictions
            </CtaButton>
          </StepAction>
        </>
      ) : (
        <ProblemPanel title="We could not calculate your natal chart">
          <p>{result.reason}</p>
          <button
            type="button"
            onClick={() => goTo(PATHS.stepTwo)}
            className="min-h-11 rounded-full border border-rose-200 px-5 font-semibold hover:bg-rose-900"
          >
            Check your birth details
          </button>
        </ProblemPanel>
      )}
    </StepScreen>
  );
}
