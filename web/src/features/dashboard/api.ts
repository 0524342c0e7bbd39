import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment } from '@ringready/core/team';

export const MY_ASSIGNMENTS_KEY = ['/api/assignments'] as const;

/** GET /api/assignments: the practice the caller's team assigned them; an unavailable list counts as none. */
export function useMyAssignments() {
  return useQuery<Assignment[]>({ queryKey: MY_ASSIGNMENTS_KEY });
}

/**
 * An assignment's status and best score come from the caller's completed practice: when a report arrives
 * while the dashboard shows (the figures count more completed sessions than before), read the assignments
 * again, so a finished assignment does not stay 'Pending' until a reload.
 */
export function useAssignmentsFollowReports(completed: number | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(completed);
  useEffect(() => {
    if (completed === undefined) return;
    if (seen.current !== undefined && completed > seen.current)
      void queryClient.invalidateQueries({ queryKey: MY_ASSIGNMENTS_KEY, exact: true });
    seen.current = completed;
  }, [completed, queryClient]);
}
