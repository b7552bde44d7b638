import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { MIN_PASSWORD_LENGTH } from '../../domain/admin-api';
import { adminSend } from './admin-client';
import { Button, Outcome, TextField } from './form-controls';

/** Shown to an operator who came in through a one-time link: the next sign-in needs a password. */
export function SetPasswordNotice({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const save = useMutation({ mutationFn: () => adminSend('/password', 'POST', { password }), onSuccess: onDone });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <section aria-labelledby="set-password" className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h2 id="set-password" className="font-semibold">
        Choose a password
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        You signed in with a one-time link. Choose a password to sign in next time.
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <div className="w-72">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          Save password
        </Button>
      </form>
      <Outcome error={save.error} message={null} />
    </section>
  );
}
