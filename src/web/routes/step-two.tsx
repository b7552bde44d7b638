import { BirthDateForm } from '../early-steps/birth-date-form';
import { Redirecting, StepFrame } from '../early-steps/step-frame';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';

const SAVE_FAILED = 'Failed to save your birth date. Please try again.';

/** Step 4/14: the birth date, then the birth time. */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  const known = useKnownAnswers(state, credentials);
  if (!credentials) return <Redirecting />;

  async function submit(birthDate: string) {
    if (await save({ birth_date: birthDate }, SAVE_FAILED)) goTo('/step-three', { birthDate });
  }

  const name = state.name ? `${state.name}, when` : 'When';
  return (
    <StepFrame
      title={`${name} were you born?`}
      intro="Your birth date places the Sun, the Moon and the planets in your chart."
    >
      <BirthDateForm known={known.birthDate} saving={saving} onSubmit={(birthDate) => void submit(birthDate)} />
    </StepFrame>
  );
}
