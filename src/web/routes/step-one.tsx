import { PATHS } from '../../domain/routes';
import { Redirecting } from '../components/redirecting';
import { StepScreen } from '../components/step-screen';
import { NameEmailForm } from '../early-steps/name-email-form';

import { browserStorage, USER_EMAIL_KEY, writeStored } from '../funnel/reading-access';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';

const SAVE_FAILED = 'Failed to save your information. Please try again.';

/** Step 3/14: name and e-mail, then the birth date. */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  const known = useKnownAnswers(state, credentials);
  if (!credentials) return <Redirecting />;

  async function submit(patch: { name: string; email: string }) {
    if (!(await save(patch, SAVE_FAILED))) return;
    writeStored(browserStorage(), USER_EMAIL_KEY, patch.email);
    goTo(PATHS.stepTwo, patch);
  }

  return (
    <StepScreen
      title="Who is the reading for?"
      lead="Your name personalises your reading; your e-mail is where we send it."
    >
      <NameEmailForm known={known} saving={saving} onSubmit={(patch) => void submit(patch)} />
    </StepScreen>
  );
}
