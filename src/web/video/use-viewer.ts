import { useQuery } from '@tanstack/react-query';

import { getReading } from '../api';
import type { FunnelState } from '../funnel/navigation-state';
import type { ReadingAccess } from '../funnel/reading-access';
import type { Viewer } from './video-order';

/**
 * Subject, gender and birth date for the video order: from the navigation state, or, when the
 * visitor arrived without it (e.g. from a bookmark), from the stored reading.
 */
export function useViewer(state: FunnelState, access: ReadingAccess | null): { ready: boolean; viewer: Viewer } {
  const fromState: Viewer = {
    subject: state.subject ?? state.selectedSubject,
    gender: state.gender,
    birthDate: state.birthDate,
  };
  const token = access?.token ?? null;
  const needsReading = !fromState.subject && access !== null && token !== null;
  const reading = useQuery({
    queryKey: ['reading', access?.readingId, token, 'viewer'],
    queryFn: () => getReading({ readingId: access?.readingId ?? 0, token: token ?? '' }),
    enabled: needsReading,
  });
  if (!needsReading) return { ready: true, viewer: fromState };
  if (reading.isPending) return { ready: false, viewer: fromState };
  const stored = reading.data;
  return {
    ready: true,
    viewer: {
      subject: stored?.selected_subject ?? null,
      gender: fromState.gender ?? stored?.gender ?? null,
      birthDate: fromState.birthDate ?? stored?.birth_date ?? null,
    },
  };
}
