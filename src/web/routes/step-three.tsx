import { PATHS } from '../../domain/routes';
import { Redirecting } from '../components/redirecting';
import { StepScreen } from '../components/step-screen';
import { BirthTimeForm } from '../early-steps/birth-time-form';

import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';

const SAVE_FAILED = 'Failed to save your birth time. Please try again.';

/**
 * Step 5/14: the birth time (3:18 PM to start with, the visitor's own time when they come back),
 * or 'unknown' through the skip link.
 */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  const known = useKnownAnswers(state, credentials);
  if (!credentials) return <Redirecting />;

  async function saveTime(birthTime: string, timeUnknown: boolean) {
    if (await save({ birth_time: birthTime }, SAVE_FAILED)) goTo(PATHS.stepFour, { birthTime, timeUnknown });
  }

  return (
    <StepScreen
      title="What time were you born?"
      lead="The birth time sets your ascendant and houses. Your birth certificate often shows it."
    >
      <BirthTimeForm
        known={known.birthTime}
        saving={saving}
        onSubmit={(birthTime, timeUnknown) => void saveTime(birthTime, timeUnknown)}
      />
    </StepScreen>
  );
}
