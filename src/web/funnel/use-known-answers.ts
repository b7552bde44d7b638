import type { ReadingCredentials } from '../api';
import { useReading } from '../checkout/use-reading';
import type { FunnelState } from './navigation-state';
import { knownAnswers } from './saved-answers';

/**
 * The answers a step opens with (see knownAnswers). The stored reading arrives a moment after the
 * page: a step keeps what the visitor changed meanwhile and takes the rest from here.
 */
export function useKnownAnswers(state: FunnelState, credentials: ReadingCredentials | null): FunnelState {
  const reading = useReading(credentials);
  return knownAnswers(state, reading.data);
}
