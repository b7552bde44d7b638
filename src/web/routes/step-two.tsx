import { PATHS } from '../../domain/routes';
import { Redirecting } from '../components/redirecting';
import { StepScreen } from '../components/step-screen';
import { BirthDateForm } from '../early-steps/birth-date-form';

import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';

const SAVE_FAILED = 'Failed to save your birth date. Please try again.';

/** Step 4/14: the birth date, then the birth time. */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  const known = useKnownAnswers(state, credentials);
  if (!credentials) return <Redirecting />;

  async function submit(birthDate: string) {
    if (await save({ birth_date: birthDate }, SAVE_FAILED)) goTo(PATHS.stepThree, { birthDate });
  }

  const name = state.name ? `${state.name}, when` : 'When';
  return (
    <StepScreen
      title={`${name} were you born?`}
      lead="Your birth date places the Sun, the Moon and the planets in your chart."
    >
      <BirthDateForm known={known.birthDate} saving={saving} onSubmit={(birthDate) => void submit(birthDate)} />
    </StepScreen>
  );
}
