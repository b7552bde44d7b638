import { WebAuthnError } from '@simplewebauthn/browser';

import { ApiError } from '../api-error';

/**
 * What went wrong with a passkey, in the operator's words: the server's own message, or the
 * browser's refusal told plainly (a closed prompt, the wrong address, a device added already).
 */
export function describePasskeyError(error: unknown): Error {
  if (error instanceof ApiError) return error;
  const code = error instanceof WebAuthnError ? error.code : null;
  const name =
    error instanceof WebAuthnError && error.cause instanceof Error
      ? error.cause.name
      : error instanceof Error
        ? error.name
        : '';
  if (name === 'NotAllowedError') return new Error('The passkey prompt was closed or timed out. Try again.');
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID') {
    return new Error(
      "Passkeys work only at the console's own address. Open the console from its usual link and try again.",
    );
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new Error('This device already holds a passkey for your account.');
  return new Error(`The passkey could not be used: ${error instanceof Error ? error.message : String(error)}`);
}
