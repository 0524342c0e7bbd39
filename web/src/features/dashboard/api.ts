import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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

/**
 * An assignment's status and best score come from the caller's completed practice: when a report arrives
 * while the dashboard shows (more completed sessions than before), read the assignments again, so a
 * finished assignment does not stay 'Pending' until a reload (queries never go stale by themselves).
 */
export function useAssignmentsFollowReports(sessions: readonly Session[] | undefined) {
  const queryClient = useQueryClient();
  const completed = sessions?.filter((s) => s.status === 'completed').length;
  const seen = useRef(completed);
  useEffect(() => {
    if (completed === undefined) return;
    if (seen.current !== undefined && completed > seen.current)
      void queryClient.invalidateQueries({ queryKey: MY_ASSIGNMENTS_KEY, exact: true });
    seen.current = completed;
  }, [completed, queryClient]);
}
