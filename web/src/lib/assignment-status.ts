import type { AssignmentStatus } from '@ringready/core/team';
import type { BadgeTone } from '../components/ui/badge';

/** How an assignment's status reads: done, late, below target or pending, each with its badge colour. */
export const ASSIGNMENT_STATUS: Record<AssignmentStatus, { label: string; tone: BadgeTone }> = {
  done: { label: 'Done', tone: 'green' },
  late: { label: 'Late', tone: 'red' },
  below_target: { label: 'Below target', tone: 'orange' },
  pending: { label: 'Pending', tone: 'neutral' },
};

export function assignmentStatus(status: string): { label: string; tone: BadgeTone } {
  return ASSIGNMENT_STATUS[status as AssignmentStatus] ?? { label: status, tone: 'neutral' };
}

/** 'Mar 5, 2026' in the user's locale; '—' for a missing or invalid date. */
export function formatShortDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}
