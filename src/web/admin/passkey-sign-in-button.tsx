import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';

import { operatorSessionSchema, type OperatorSession } from '../../domain/admin-api';
import { signInOptionsSchema } from '../../domain/admin-passkey-api';
import { adminCall } from './admin-client';
import { describePasskeyError } from './describe-passkey-error';
import { Button, Outcome } from './form-controls';

async function signInWithPasskey(): Promise<OperatorSession> {
  try {
    const optionsJSON = await adminCall(signInOptionsSchema, '/session/passkey/options', 'POST');
    const response = await startAuthentication({ optionsJSON });
    return await adminCall(operatorSessionSchema, '/session/passkey', 'POST', { response });
  } catch (error) {
    throw describePasskeyError(error);
  }
}

/** No e-mail needed: the device offers the console's passkeys it holds. Hidden where the browser has no WebAuthn. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (session: OperatorSession) => void }) {
  const signIn = useMutation({ mutationFn: signInWithPasskey, onSuccess: onSignedIn });
  if (!browserSupportsWebAuthn()) return null;
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <Button variant="secondary" onClick={() => signIn.mutate()} disabled={signIn.isPending}>
        {signIn.isPending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
      <Outcome error={signIn.error} message={null} />
    </div>
  );
}
