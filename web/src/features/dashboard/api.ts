import { useQuery } from '@tanstack/react-query';
import type { Session } from '@ringready/core/api';
import type { Assignment } from '@ringready/core/team';
import { SESSIONS_KEY } from '../../lib/query-keys';

export const MY_ASSIGNMENTS_KEY = ['/api/assignments'] as const;

/**
 * While any session's report is being generated, GET /api/sessions every 3 s so 'Report Pending'
 * turns into 'Completed' without a reload; no polling otherwise. The one deliberate exception to the
 * app's "no polling" rule (see createQueryClient), limited to this case.
 */
export const PENDING_POLL_MS = 3000;

export function hasPendingSession(sessions: readonly Session[] | undefined): boolean {
  return sessions?.some((s) => s.status === 'processing') ?? false;
}

export function useSessions() {
  return useQuery<Session[]>({
    queryKey: SESSIONS_KEY,
    refetchInterval: (query) => (hasPendingSession(query.state.data) ? PENDING_POLL_MS : false),
  });
}

/** GET /api/assignments: the practice the caller's team assigned them; an unavailable list counts as none. */
export function useMyAssignments() {
  return useQuery<Assignment[]>({ queryKey: MY_ASSIGNMENTS_KEY });
}
