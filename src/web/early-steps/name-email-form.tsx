import { useState, type FormEvent } from 'react';

import { emailSchema, nameSchema } from '../../domain/person';
import { CtaButton } from '../components/cta-button';
import { StepAction } from '../components/step-action';
import { fieldError } from './field-error';
import { TextField } from './text-field';

export const EMAIL_OK = "Perfect! We'll send your astral reading to this email";
export const FIX_FIELDS = 'Please fill in all required fields correctly.';
const INVALID_EMAIL = 'Please enter a valid email address';

export type NameEmailFormProps = {
  /** The visitor's own answers when they come back; they may arrive after the first paint. */
  known: { name?: string | undefined; email?: string | undefined };
  saving: boolean;
  onSubmit: (answers: { name: string; email: string }) => void;
};

/**
 * Name and e-mail, checked as the visitor types: each field's message sits under it and goes as
 * soon as the field is right; Continue is enabled only when both are.
 */
export function NameEmailForm({ known, saving, onSubmit }: NameEmailFormProps) {
  const [typedName, setName] = useState<string | null>(null);
  const [typedEmail, setEmail] = useState<string | null>(null);
  const name = typedName ?? known.name ?? '';
  const email = typedEmail ?? known.email ?? '';
  // A field's message shows once the visitor has typed in it or left it (or it was filled before).
  const [touchedHere, setTouched] = useState({ name: false, email: false });
  const touched = { name: touchedHere.name || Boolean(known.name), email: touchedHere.email || Boolean(known.email) };

  const nameError = fieldError(nameSchema, name);
  // One e-mail message for every way an address can be wrong.
  const emailError = fieldError(emailSchema, email) === null ? null : INVALID_EMAIL;
  const valid = nameError === null && emailError === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || saving) {
      setTouched({ name: true, email: true });
      return;
    }
    onSubmit({ name: name.trim(), email: email.trim() });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
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
      <StepAction>
        <CtaButton type="submit" className="mt-2" disabled={!valid || saving} aria-describedby="step-one-hint">
          {saving ? 'Saving...' : 'Continue'}
        </CtaButton>
        <p id="step-one-hint" aria-live="polite" className="mt-3 min-h-5 text-center text-sm text-indigo-200">
          {valid ? null : FIX_FIELDS}
        </p>
      </StepAction>
    </form>
  );
}
