import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { MIN_PASSWORD_LENGTH } from '../../domain/admin-api';
import { adminSend } from './admin-client';
import { Button, Outcome, TextField } from './form-controls';

/** For an operator who has a password: the current one is asked for, and the change signs out their other sessions. */
export function ChangePasswordForm() {
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const change = useMutation({
    mutationFn: () => adminSend('/password', 'POST', { currentPassword, password }),
    onSuccess: () => {
      setCurrentPassword('');
      setPassword('');
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    change.mutate();
  }
  return (
    <section aria-labelledby="change-password" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="change-password" className="font-semibold">
        Change your password
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Changing it signs you out everywhere else, so a session left open on another device ends too.
      </p>
      <form onSubmit={submit} className="mt-2 w-full space-y-3 sm:w-72" noValidate>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={change.isPending}>
          Change password
        </Button>
      </form>
      <Outcome
        error={change.error}
        message={change.isSuccess ? 'Password changed. Your other sessions are signed out.' : null}
      />
    </section>
  );
}
