/**
 * The session list contract: lists carry summaries (the report reduced to its score), newest first, a
 * page at a time; the full report stays behind its own route. Figures are computed by the server over
 * every session, never summed from a downloaded page.
 */
import { z } from 'zod';
import type { Session } from './api.ts';

export const SESSION_PAGE_DEFAULT = 50;
export const SESSION_PAGE_MAX = 100;

/** `?limit=&before=`: `before` is the id of the last session of the previous page. */
export const sessionListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(SESSION_PAGE_MAX, { error: `limit must be at most ${SESSION_PAGE_MAX}` })
    .default(SESSION_PAGE_DEFAULT),
  before: z.uuid({ error: 'before must be a session id' }).optional(),
});
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

export type SessionSummary = Omit<Session, 'report'> & { report?: { overallScore: number } };

export interface ScorePoint {
  id: string;
  score: number;
  createdAt: string;
}

export interface SessionFigures {
  total: number;
  completed: number;
  processing: number;
  failed: number;
  /** seconds, over completed sessions */
  completedSeconds: number;
  /** mean overallScore of completed sessions with a report, unrounded; null without any */
  averageScore: number | null;
  /**
   * percent change of the mean score of the later half of scored sessions over the earlier half (oldest
   * first; with an odd count the later half has the extra one); null under two scores or an earlier mean of 0
   */
  improvement: number | null;
  /** the last ten scored sessions, oldest first */
  scoreTrend: ScorePoint[];
}

export const SCORE_TREND_COUNT = 10;

/**
 * A practice report needs at least this many turns of the salesperson: a shorter conversation is not
 * analysed (the session fails as too short).
 */
export const MIN_PRACTICE_TURNS = 2;
