import { useQuery } from '@tanstack/react-query';

import { operatorSessionSchema, type OperatorSession } from '../../domain/admin-api';
import { adminCall, rememberCsrfToken } from './admin-client';

export const SESSION_KEY = ['admin', 'session'] as const;

export async function fetchOperatorSession(): Promise<OperatorSession> {
  const session = await adminCall(operatorSessionSchema, '/session');
  rememberCsrfToken(session.csrfToken);
  return session;
}

/** Who is signed in; a 401 means nobody (the layout then shows the sign-in page). */
export function useOperatorSession() {
  return useQuery({ queryKey: SESSION_KEY, queryFn: fetchOperatorSession, retry: false, staleTime: 5 * 60_000 });
}
