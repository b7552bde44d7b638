import { useQuery } from '@tanstack/react-query';

import { recentAlertsSchema } from '../../domain/admin-alerts-api';
import { adminCall } from './admin-client';

/** Beside "Alerts" in the navigation: how many were raised in the last 24 hours, when any were. */
export function AlertsNavCount() {
  const recent = useQuery({
    queryKey: ['admin', 'alerts', 'recent'],
    queryFn: () => adminCall(recentAlertsSchema, '/alerts/recent'),
    refetchInterval: 60_000,
  });
  const count = recent.data?.count ?? 0;
  if (count === 0) return null;
  // The space keeps the link's name "Alerts 3 in the last 24 hours" rather than "Alerts3…".
  return (
    <>
      {' '}
      <span className="ml-1 rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
        {count}
        <span className="sr-only"> in the last 24 hours</span>
      </span>
    </>
  );
}
