import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { PATHS } from '../../domain/routes';
import { birthDataFrom, castChart, chartPatch } from '../chart/birth-chart';
import { loadingText } from '../chart/loading-text';
import { saveQuietly } from '../chart/save-quietly';
import { SignRing } from '../chart/sign-ring';
import { useRedirectWhen } from '../chart/use-redirect-when';
import { StepScreen } from '../components/step-screen';
import { REDIRECT_DELAY_MS } from '../funnel/redirect-after-message';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { notifyBeforeRedirect } from '../notify';

/** Spec section 9: 1.5 s before the calculation, a 3 s wait, +1 every 200 ms capped at 95. */
const START_DELAY_MS = 1500;
const CALCULATION_WAIT_MS = 3000;
const TICK_MS = 200;
const PROGRESS_CAP = 95;
const CALCULATION_FAILED = 'Failed to calculate your ascendant. Please try again.';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The automatic ascendant: the real chart from the birth date, time and place. */
export function Component() {
  const { state, credentials, goTo } = useFunnelStep();
  const navigate = useNavigate();
  const birth = birthDataFrom(state);
  const hasReading = credentials !== null;
  useRedirectWhen(hasReading && !state.birthDate, 'Missing birth date data', PATHS.stepTwo, state);
  useRedirectWhen(hasReading && Boolean(state.birthDate) && !birth, 'Missing birth place data', PATHS.stepThree, state);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (!credentials || !birth) return;
    let cancelled = false;
    const ticker = setInterval(() => setProgress((value) => Math.min(PROGRESS_CAP, value + 1)), TICK_MS);
    void (async () => {
      await wait(START_DELAY_MS);
      if (cancelled) return;
      const [result] = await Promise.all([castChart(birth), wait(CALCULATION_WAIT_MS)]);
      if (cancelled) return;
      clearInterval(ticker);
      if (!result.ok) {
        await notifyBeforeRedirect(CALCULATION_FAILED, result.reason).catch(() => undefined);

        await wait(REDIRECT_DELAY_MS);
        if (!cancelled) void navigate(PATHS.ascendantChoiceStepFive, { replace: true, state });
        return;
      }
      setProgress(100);
      const signs = { zodiacSign: result.chart.bodies.Sun.sign, ascendant: result.chart.ascendant.sign };
      await saveQuietly(credentials, chartPatch(state, signs));
      if (!cancelled) goTo(PATHS.stepSix, { ...signs, calculatedAscendant: true, manuallySelected: false });
    })();
    return () => {
      cancelled = true;
      clearInterval(ticker);
    };
    // One calculation per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const text = loadingText(progress);
  return (
    <StepScreen
      title="Calculating Your Ascendant"
      lead="We are casting your chart for the moment and place of your birth."
    >
      <SignRing />
      <div
        role="progressbar"
        aria-label="Ascendant calculation"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%, ${text}`}
        className="h-3 overflow-hidden rounded-full bg-white/15"
      >
        <div
          className="h-full rounded-full bg-gold transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
      <p role="status" className="text-center text-base font-medium">
        {text} <span className="tabular-nums text-gold">{progress}%</span>
      </p>
      {birth?.time === 'unknown' ? (
        <p className="text-center text-sm text-indigo-100">
          Your birth time is unknown, so your chart is cast for local noon.
        </p>
      ) : null}
    </StepScreen>
  );
}
