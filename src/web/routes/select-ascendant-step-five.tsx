import { useId, useState, type FormEvent } from 'react';

import { SIGNS, SIGN_GLYPHS, isSign } from '../../astro/signs';
import { PATHS } from '../../domain/routes';
import { birthDataFrom, castChart, chartPatch } from '../chart/birth-chart';
import { MissingBirthPanel } from '../chart/missing-birth-panel';
import { CtaButton } from '../components/cta-button';
import { Spinner } from '../components/spinner';
import { StepAction } from '../components/step-action';
import { StepScreen } from '../components/step-screen';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { notifyError } from '../notify';

const SELECT_PROMPT = 'Please select your ascendant sign';

/** The manual ascendant: the visitor's own rising sign, saved with the chart's sun sign. */
export function Component() {
  const { state, saving, save, goTo } = useFunnelStep();
  const birth = birthDataFrom(state);
  const [choice, setChoice] = useState<string>(state.manuallySelected && state.ascendant ? state.ascendant : '');
  const [casting, setCasting] = useState(false);
  const selectId = useId();
  const busy = saving || casting;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isSign(choice)) {
      void notifyError(SELECT_PROMPT);
      return;
    }
    if (!birth) {
      void notifyError(
        'Required information missing',
        'You need to provide your birth date and birth location to continue.',
      );
      return;
    }
    setCasting(true);
    const result = await castChart(birth);
    setCasting(false);
    if (!result.ok) {
      void notifyError('Error calculating your natal chart.', result.reason);
      return;
    }
    const signs = { zodiacSign: result.chart.bodies.Sun.sign, ascendant: choice };
    if (!(await save(chartPatch(state, signs), 'Failed to save your choice. Please try again.'))) return;
    goTo(PATHS.stepSix, { ...signs, manuallySelected: true, calculatedAscendant: false });
  }

  return (
    <StepScreen title="Select Your Ascendant" lead="Choose the rising sign you already know.">
      {birth ? null : (
        <MissingBirthPanel
          message="Missing required birth information. Please restart the process."
          onRestart={() => goTo(PATHS.stepTwo)}
        />
      )}
      <form onSubmit={(event) => void submit(event)} className="space-y-5" noValidate>
        <div className="space-y-2">
          <label htmlFor={selectId} className="block font-semibold">
            Your ascendant sign
          </label>
          <select
            id={selectId}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            className="min-h-12 w-full rounded-xl border border-white/25 bg-night-card px-4 text-base text-white"
          >
            <option value="">{SELECT_PROMPT}</option>
            {SIGNS.map((sign) => (
              <option key={sign} value={sign}>
                {`${SIGN_GLYPHS[sign]} ${sign}`}
              </option>
            ))}
          </select>
        </div>
        <StepAction>
          <CtaButton type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            Continue
          </CtaButton>
        </StepAction>
      </form>
    </StepScreen>
  );
}
