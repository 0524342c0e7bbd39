import type { AssignmentStatus } from '@ringready/core/team';

/** What the assignee's completed practice on the scenario since the assignment says (from the database). */
export interface AssignmentProgress {
  dueAt: Date;
  targetScore: number | null;
  /** completed practice sessions on the scenario created after the assignment and by its due time */
  onTimeSessions: number;
  /** their best score (null when none has a score) */
  onTimeBest: number | null;
  /** the best score of every such session, on time or not */
  bestScore: number | null;
  /** when the first such session that reached the target (any, without a target) ended */
  firstMetAt: Date | null;
  /** when the first such session ended, whatever its score */
  firstDoneAt: Date | null;
}

/**
 * Status is derived, never stored. Done: a completed practice session on the scenario, created after the
 * assignment and by its due time, at or above the target (any score without one). Below target: such
 * sessions exist but none reached it. Late: past the due time with neither. Pending: otherwise.
 */
export function deriveStatus(p: AssignmentProgress, now: Date): AssignmentStatus {
  if (p.onTimeSessions > 0) {
    if (p.targetScore === null) return 'done';
    return p.onTimeBest !== null && p.onTimeBest >= p.targetScore ? 'done' : 'below_target';
  }
  return now.getTime() > p.dueAt.getTime() ? 'late' : 'pending';
}

/** When it was completed: the first session that reached the target, else the first one at all. */
export function completedAt(p: AssignmentProgress): Date | null {
  return p.firstMetAt ?? p.firstDoneAt;
}
