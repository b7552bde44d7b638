import { PATHS, type RoutePath } from '../../domain/routes';
import { birthDataFrom } from '../chart/birth-chart';
import { MissingBirthPanel } from '../chart/missing-birth-panel';
import { Card } from '../chart/card';
import { StepScreen } from '../components/step-screen';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { notifyError } from '../notify';

const MISSING_BIRTH_INFORMATION = 'Missing birth information. Please restart the process.';

const CHOICES = [
  {
    label: 'Calculate Automatically',
    path: PATHS.loadingAscendantStepFive,
    detail: 'We work it out from your birth date, time and place.',
  },
  { label: 'Enter Manually', path: PATHS.selectAscendantStepFive, detail: 'You already know your rising sign.' },
] as const;

/** Step 7: how the ascendant is found, automatically from the chart or chosen by the visitor. */
export function Component() {
  const { state, goTo } = useFunnelStep();
  const hasBirthData = birthDataFrom(state) !== null;

  function choose(path: RoutePath) {
    if (!hasBirthData) {
      void notifyError(
        'Required information missing',
        'You need to provide your birth date and birth location to continue.',
      );
      return;
    }
    goTo(path);
  }

  return (
    <StepScreen
      title="Discover Your Ascendant"
      lead="Your rising sign completes your chart. How would you like to find it?"
    >
      {hasBirthData ? null : (
        <MissingBirthPanel message={MISSING_BIRTH_INFORMATION} onRestart={() => goTo(PATHS.stepTwo)} />
      )}
      <div className="grid gap-3">
        {CHOICES.map((choice) => (
          <button
            key={choice.path}
            type="button"
            onClick={() => choose(choice.path)}
            aria-describedby={`${choice.path.slice(1)}-detail`}
            className="flex min-h-20 flex-col items-start justify-center rounded-2xl border border-white/15 bg-night-card px-5 py-4 text-left shadow-lg transition hover:border-gold focus-visible:border-gold active:scale-[0.98]"
          >
            <span className="text-lg font-semibold text-gold">{choice.label}</span>
            <span id={`${choice.path.slice(1)}-detail`} className="mt-1 text-sm text-indigo-100">
              {choice.detail}
            </span>
          </button>
        ))}
      </div>
      <Card>
        <h2 className="font-semibold text-gold">What is the ascendant?</h2>
        <p className="mt-2 text-sm leading-relaxed text-indigo-50">
          Your ascendant, or rising sign, is the zodiac sign that was rising on the eastern horizon at the moment and
          place of your birth. It shapes the first impression you give, how you meet new situations and the way others
          see you, while your sun sign describes who you are at your core.
        </p>
      </Card>
      <p className="text-center text-sm text-indigo-100">
        Something wrong with your birth details?{' '}
        <button
          type="button"
          onClick={() => goTo(PATHS.stepTwo)}
          className="font-semibold text-gold underline underline-offset-4"
        >
          Restart from your birth date
        </button>
      </p>
    </StepScreen>
  );
}
