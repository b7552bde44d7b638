import { useState, type FormEvent } from 'react';

import { emailSchema, nameSchema } from '../../domain/person';
import { CtaButton } from '../components/cta-button';
import { fieldError } from '../early-steps/field-error';
import { Redirecting, StepFrame } from '../early-steps/step-frame';
import { TextField } from '../early-steps/text-field';
import { browserStorage, USER_EMAIL_KEY, writeStored } from '../funnel/reading-access';
import { useFunnelStep } from '../funnel/use-funnel-step';
import { useKnownAnswers } from '../funnel/use-known-answers';

export const EMAIL_OK = "Perfect! We'll send your astral reading to this email";
export const FIX_FIELDS = 'Please fill in all required fields correctly.';
const INVALID_EMAIL = 'Please enter a valid email address';
const SAVE_FAILED = 'Failed to save your information. Please try again.';

/** Step 3/14: name and e-mail, validated as the visitor types (spec section 5). */
export function Component() {
  const { state, credentials, saving, save, goTo } = useFunnelStep();
  // The visitor's own name and e-mail when they come back; null until they type here.
  const known = useKnownAnswers(state, credentials);
  const [typedName, setName] = useState<string | null>(null);
  const [typedEmail, setEmail] = useState<string | null>(null);
  const name = typedName ?? known.name ?? '';
  const email = typedEmail ?? known.email ?? '';
  // A field's own message shows once the visitor has typed in it or left it (or it was filled before).
  const [touchedHere, setTouched] = useState({ name: false, email: false });
  const touched = { name: touchedHere.name || Boolean(known.name), email: touchedHere.email || Boolean(known.email) };
  if (!credentials) return <Redirecting />;

  const nameError = fieldError(nameSchema, name);
  // Step one has one e-mail message for every way an address can be wrong (spec section 5).
  const emailError = fieldError(emailSchema, email) === null ? null : INVALID_EMAIL;
  const valid = nameError === null && emailError === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || saving) {
      setTouched({ name: true, email: true });
      return;
    }
    const patch = { name: name.trim(), email: email.trim() };
    if (!(await save(patch, SAVE_FAILED))) return;
    writeStored(browserStorage(), USER_EMAIL_KEY, patch.email);
    goTo('/step-two', patch);
  }

  return (
    <StepFrame
      title="Who is the reading for?"
      intro="Your name personalises your reading; your e-mail is where we send it."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <TextField
          label="Your first name"
          name="name"
          autoComplete="given-name"
          autoCapitalize="words"
          value={name}
          error={touched.name ? nameError : null}
          onChange={(event) => {
            setName(event.target.value);
            setTouched((now) => ({ ...now, name: true }));
          }}
          onBlur={() => setTouched((now) => ({ ...now, name: true }))}
        />
        <TextField
          label="Your email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          value={email}
          error={touched.email ? emailError : null}
          note={emailError === null ? EMAIL_OK : null}
          onChange={(event) => {
            setEmail(event.target.value);
            setTouched((now) => ({ ...now, email: true }));
          }}
          onBlur={() => setTouched((now) => ({ ...now, email: true }))}
        />
        <CtaButton type="submit" className="mt-2" disabled={!valid || saving} aria-describedby="step-one-hint">
          {saving ? 'Saving...' : 'Continue'}
        </CtaButton>
        <p id="step-one-hint" aria-live="polite" className="min-h-5 text-center text-sm text-indigo-200">
          {valid ? null : FIX_FIELDS}
        </p>
      </form>
    </StepFrame>
  );
}
