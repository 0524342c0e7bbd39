/** The legacy dashboard's figures, computed from the user's own sessions. */
import type { Session } from '@ringready/core/api';

export const RECENT_COUNT = 3;

function newestFirst(sessions: readonly Session[]): Session[] {
  return [...sessions].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function completed(sessions: readonly Session[]): Session[] {
  return sessions.filter((s) => s.status === 'completed');
}

/** Scores of completed sessions with a report, oldest first. */
function completedScores(sessions: readonly Session[]): number[] {
  return completed(sessions)
    .filter((s) => typeof s.report?.overallScore === 'number' && Number.isFinite(s.report.overallScore))
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((s) => s.report!.overallScore);
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Training Hours: the completed sessions' durations (seconds) summed, in hours, one decimal. */
export function trainingHours(sessions: readonly Session[]): number {
  return oneDecimal(completed(sessions).reduce((sum, s) => sum + (s.duration || 0), 0) / 3600);
}

/** Avg. Score: the mean overallScore of completed sessions, one decimal; null without any. */
export function averageScore(sessions: readonly Session[]): number | null {
  const scores = completedScores(sessions);
  return scores.length === 0 ? null : oneDecimal(mean(scores));
}

/**
 * Improvement: the percent change of the mean score of the later half of completed sessions over the
 * earlier half (oldest first; with an odd count the later half has the extra one), one decimal. Null with
 * fewer than 2 scores or an earlier mean of 0.
 */
export function improvement(sessions: readonly Session[]): number | null {
  const scores = completedScores(sessions);
  if (scores.length < 2) return null;
  const half = Math.floor(scores.length / 2);
  const earlier = mean(scores.slice(0, half));
  const later = mean(scores.slice(half));
  if (earlier === 0) return null;
  return oneDecimal(((later - earlier) / earlier) * 100);
}

export function formatImprovement(value: number | null): string {
  if (value === null) return '—';
  return `${value > 0 ? '+' : ''}${value.toFixed(1)}%`;
}

/** The sidebar's most recent sessions, newest first. */
export function recentSessions(sessions: readonly Session[], count = RECENT_COUNT): Session[] {
  return newestFirst(sessions).slice(0, count);
}

export function sessionsNewestFirst(sessions: readonly Session[]): Session[] {
  return newestFirst(sessions);
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
export function sessionTitle(session: Session): string {
  return (
    session.scenario?.title ??
    session.fileName ??
    (session.type === 'practice' ? 'Practice Session' : 'Uploaded Call')
  );
}
