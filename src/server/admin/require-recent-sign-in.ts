import { RECENT_SIGN_IN_MINUTES, SIGN_IN_AGAIN } from '../../domain/admin-api';
import { HttpError } from '../http/http-error';
import type { SignedInOperator } from './find-operator-session';

/** 403 `sign_in_again` unless the session was signed in within the last RECENT_SIGN_IN_MINUTES. */
export function requireRecentSignIn(operator: Pick<SignedInOperator, 'signedInAt'>, now: Date): void {
  if (now.getTime() - operator.signedInAt.getTime() > RECENT_SIGN_IN_MINUTES * 60_000) {
    throw new HttpError(403, 'sign_in_again', SIGN_IN_AGAIN);
  }
}
