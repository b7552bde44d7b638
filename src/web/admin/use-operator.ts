import { useOutletContext } from 'react-router';

import type { OperatorSession } from '../../domain/admin-api';

/** The signed-in operator, inside the console's layout. */
export function useOperator(): OperatorSession {
  return useOutletContext<OperatorSession>();
}
