/** Pure dashboard computations: session lists and scores, the score trend, usage stats and session badges. */
import type { Session, User } from '@ringready/core/api';
import { toMinutes } from '@ringready/core/usage';
import { capitalize } from '../../lib/utils';

export const RECENT_SESSIONS_COUNT = 5;

function byNewest(a: Session, b: Session): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}

export function completedSessions(sessions: readonly Session[]): Session[] {
  return sessions.filter((s) => s.status === 'completed');
}

/** Rounded mean of report.overallScore over completed sessions (with a report); 0 if none. */
export function averageScore(sessions: readonly Session[]): number {
  const scores = completedSessions(sessions)
    .map((s) => s.report?.overallScore)
    .filter((score): score is number => typeof score === 'number' && Number.isFinite(score));
  if (scores.length === 0) return 0;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** The newest completed sessions, newest first. */
export function latestCompletedSessions(
  sessions: readonly Session[],
  count = RECENT_SESSIONS_COUNT,
): Session[] {
  return completedSessions(sessions).sort(byNewest).slice(0, count);
}

/** All sessions, newest first. */
export function sortSessionsNewestFirst(sessions: readonly Session[]): Session[] {
  return [...sessions].sort(byNewest);
}

/** Scores of the last `count` completed sessions with a report, oldest first (for the trend chart). */
export function scoreTrend(
  sessions: readonly Session[],
  count = 10,
): Array<{ id: string; score: number; createdAt: string }> {
  return completedSessions(sessions)
    .filter((s) => typeof s.report?.overallScore === 'number')
    .sort(byNewest)
    .slice(0, count)
    .reverse()
    .map((s) => ({ id: s.id, score: s.report!.overallScore, createdAt: s.createdAt }));
}

export interface UsageStat {
  used: number;
  /** null when there is no subscription */
  limit: number | null;
  unlimited: boolean;
  /** "12 / 300", "12 / ∞" or "12" */
  display: string;
  /** 0-100 for the progress bar */
  percent: number;
}

function usageStat(used: number, limit: number | null): UsageStat {
  const unlimited = limit === -1;
  const limitText = limit === null ? null : unlimited ? '∞' : String(limit);
  const percent =
    limit === null || unlimited ? 0 : limit <= 0 ? 100 : Math.min(100, Math.round((used / limit) * 100));
  return {
    used,
    limit,
    unlimited,
    display: limitText === null ? String(used) : `${used} / ${limitText}`,
    percent,
  };
}

/** Practice minutes: seconds used shown as rounded minutes, limit -1 shown as ∞. */
export function practiceMinutesStat(user: Pick<User, 'subscription' | 'currentUsage'>): UsageStat {
  return usageStat(
    toMinutes(user.currentUsage?.practiceMinutesUsed ?? 0),
    user.subscription?.practiceMinutesLimit ?? null,
  );
}

export function realCallAnalysesStat(user: Pick<User, 'subscription' | 'currentUsage'>): UsageStat {
  return usageStat(
    user.currentUsage?.realCallAnalysesUsed ?? 0,
    user.subscription?.realCallAnalysesLimit ?? null,
  );
}

export type StatusTone = 'green' | 'yellow' | 'red' | 'neutral';

/** Status badge of the main dashboard: completed, processing, failed, else grey with its capitalised name. */
export function sessionStatusBadge(status: string): { label: string; tone: StatusTone } {
  switch (status) {
    case 'completed':
      return { label: 'Completed', tone: 'green' };
    case 'processing':
      return { label: 'Report Pending', tone: 'yellow' };
    case 'failed':
      return { label: 'Failed', tone: 'red' };
    default:
      return { label: capitalize(status), tone: 'neutral' };
  }
}

/** Title of a session in lists: buyer agent or scenario for practice, file name for uploads. */
export function sessionTitle(session: Session): string {
  if (session.type === 'practice') {
    if (session.buyerAgent?.name) return `${session.buyerAgent.name} Session`;
    return session.scenario?.title ?? 'Practice Session';
  }
  return session.fileName || 'Uploaded Call';
}

export function sessionDifficulty(session: Session): string | null {
  return session.exerciseMode?.difficulty ?? session.scenario?.difficulty ?? null;
}

export function hasViewableReport(session: Session): boolean {
  return session.status === 'completed' && session.report != null;
}
