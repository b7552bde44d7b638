import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { operatorSessionSchema, type OperatorSession } from '../../domain/admin-api';
import { ApiError } from '../api-error';
import { adminCall, rememberCsrfToken } from './admin-client';
import { Button, Outcome, TextField } from './form-controls';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SESSION_KEY } from './use-operator-session';
import { usePageTitle } from './use-page-title';

/** Signs in with e-mail and password, with a passkey, or at once with a one-time link (its token is in the URL's fragment). */
export function SignInPage() {
  usePageTitle('Sign in');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const back = (location.state as { from?: string } | null)?.from ?? '/admin';

  function enter(session: OperatorSession) {
    rememberCsrfToken(session.csrfToken);
    queryClient.setQueryData(SESSION_KEY, session);
    void navigate(back.startsWith('/admin') ? back : '/admin', { replace: true });
  }

  const signIn = useMutation({
    mutationFn: (body: { path: string; payload: object }) =>
      adminCall(operatorSessionSchema, body.path, 'POST', body.payload),
    onSuccess: enter,
  });

  const linkToken = /^#link=([A-Za-z0-9_-]+)$/.exec(location.hash)?.[1] ?? null;
  const { mutate } = signIn;
  useEffect(() => {
    if (!linkToken) return;
    // The token leaves the address bar (and the history) before it is used.
    window.history.replaceState(null, '', '/admin/sign-in');
    mutate({ path: '/session/link', payload: { token: linkToken } });
  }, [linkToken, mutate]);

  function submit(event: FormEvent) {
    event.preventDefault();
    signIn.mutate({ path: '/session', payload: { email, password } });
  }

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 text-slate-900 scheme-light">
      <form onSubmit={submit} className="w-full max-w-sm space-y-4 rounded-lg bg-white p-6 shadow" noValidate>
        <h1 className="text-xl font-semibold">Sign in to the console</h1>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
        <Outcome error={signIn.error} message={null} />
        {signIn.error instanceof ApiError && signIn.error.code === 'locked' ? (
          <p className="text-sm text-slate-700">
            The lock is only on passwords from here: signing in with a passkey, or with a one-time sign-in link, still
            works.
          </p>
        ) : null}
        <PasskeySignInButton onSignedIn={enter} />
      </form>
    </main>
  );
}
