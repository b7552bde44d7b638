import { useId, useState, type FormEvent } from 'react';

import { emailSchema } from '../../domain/person';
import type { ReadingCredentials } from '../api';
import { browserStorage, USER_EMAIL_KEY, writeStored } from '../funnel/reading-access';
import { notifyError, notifySuccess } from '../notify';

export type EmailEditBoxProps = {
  credentials: ReadingCredentials | null;
  email: string;
  onSaved: (email: string) => void;
  /** A message from the page (e.g. the pay form's 'Please enter your email address...'). */
  problem?: string | null;
};

/** Where the reading goes: shows the address and lets the visitor correct it (spec sections 5 and 8). */
export function EmailEditBox({ credentials, email, onSaved, problem }: EmailEditBoxProps) {
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(email);
  const [editedFrom, setEditedFrom] = useState(email);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The address may arrive after the first render (the reading loads): follow it until edited.
  if (editedFrom !== email && value === editedFrom) {
    setEditedFrom(email);
    setValue(email);
  }

  const unchanged = value.trim() === email;

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = emailSchema.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please enter a valid email address');
      return;
    }
    setError(null);
    if (!credentials) return;
    setSaving(true);
    try {
      const { updateReading } = await import('../api');
      await updateReading(credentials, { email: parsed.data });
      writeStored(browserStorage(), USER_EMAIL_KEY, parsed.data);
      setEditedFrom(parsed.data);
      setValue(parsed.data);
      onSaved(parsed.data);
      void notifySuccess('Email Updated', 'Your email has been successfully updated.');
    } catch (failure) {
      console.warn('Updating the e-mail failed', failure);
      void notifyError('Error', 'An error occurred while updating your email. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  const shown = error ?? problem ?? null;
  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      className="rounded-2xl border border-white/15 bg-night-card p-4"
    >
      <label htmlFor={inputId} className="block text-sm font-semibold text-white">
        Your reading will be sent to
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={value}
          placeholder="you@example.com"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          className="min-h-11 w-full min-w-0 rounded-xl border border-white/20 bg-night px-3 text-base text-white placeholder:text-indigo-300"
        />
        <button
          type="submit"
          disabled={unchanged || saving}
          className="min-h-11 shrink-0 rounded-xl bg-indigo-500 px-4 text-sm font-semibold text-white transition enabled:hover:bg-indigo-400 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {saving ? 'Saving...' : 'Save'}
        </button>
      </div>
      {shown ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-rose-300">
          {shown}
        </p>
      ) : null}
    </form>
  );
}
