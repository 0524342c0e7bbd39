/**
 * The legacy dashboard's presentation: the server's figures (over every session) as shown, and the
 * sessions of the pages read so far (newest first, as the server sends them).
 */
import type { SessionFigures, SessionSummary } from '@ringready/core/sessions';

export const RECENT_COUNT = 3;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Training Hours: the completed sessions' seconds in hours, one decimal. */
export function trainingHours(figures: Pick<SessionFigures, 'completedSeconds'>): number {
  return oneDecimal(figures.completedSeconds / 3600);
}

/** Avg. Score: the mean score of completed sessions, one decimal; null without any. */
export function averageScore(figures: Pick<SessionFigures, 'averageScore'>): number | null {
  return figures.averageScore === null ? null : oneDecimal(figures.averageScore);
}

export function formatImprovement(value: number | null): string {
  if (value === null) return '—';
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** The sidebar's most recent sessions: the first of a newest-first list. */
export function recentSessions(sessions: readonly SessionSummary[], count = RECENT_COUNT): SessionSummary[] {
  return sessions.slice(0, count);
}

/** A session's date ('Jan 5, 2026'), or 'Recently' when it has no valid date. */
export function sessionDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Recently';
  return date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
}

export type StatusTone = 'green' | 'yellow' | 'red' | 'neutral';

/** Completed green, processing yellow, failed red, anything else grey. */
export function statusTone(status: string): StatusTone {
  if (status === 'completed') return 'green';
  if (status === 'processing') return 'yellow';
  if (status === 'failed') return 'red';
  return 'neutral';
}

/** The scenario's title for practice, the file name for an uploaded call. */
export function sessionTitle(session: SessionSummary): string {
  return (
    session.scenario?.title ??
    session.fileName ??
    (session.type === 'practice' ? 'Practice Session' : 'Uploaded Call')
  );
}
