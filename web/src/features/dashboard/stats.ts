/**
 * Pure dashboard presentation: the recent sessions of the first page, the server's figures as shown,
 * usage stats and session badges.
 */
import type { User } from '@ringready/core/api';
import type { SessionFigures, SessionSummary } from '@ringready/core/sessions';
import { toMinutes } from '@ringready/core/usage';
import { capitalize } from '../../lib/utils';

export const RECENT_SESSIONS_COUNT = 5;

/** The newest completed sessions of a list already newest first (a first page). */
export function latestCompletedSessions(
  sessions: readonly SessionSummary[],
  count = RECENT_SESSIONS_COUNT,
): SessionSummary[] {
  return sessions.filter((s) => s.status === 'completed').slice(0, count);
}

/** Average Score: the server's mean over completed sessions, rounded; 0 without any. */
export function roundedAverageScore(figures: Pick<SessionFigures, 'averageScore'>): number {
  return figures.averageScore === null ? 0 : Math.round(figures.averageScore);
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
export function sessionTitle(session: SessionSummary): string {
  if (session.type === 'practice') {
    if (session.buyerAgent?.name) return `${session.buyerAgent.name} Session`;
    return session.scenario?.title ?? 'Practice Session';
  }
  return session.fileName || 'Uploaded Call';
}

export function sessionDifficulty(session: SessionSummary): string | null {
  return session.exerciseMode?.difficulty ?? session.scenario?.difficulty ?? null;
}

export function hasViewableReport(session: SessionSummary): boolean {
  return session.status === 'completed' && session.report != null;
}
