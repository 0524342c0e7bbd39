import { sql, type SQL } from 'drizzle-orm';
import { SCORE_TREND_COUNT, type SessionFigures } from '@ringready/core/sessions';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../access/index.ts';

interface FiguresRow {
  total: number;
  completed: number;
  processing: number;
  failed: number;
  completedSeconds: number;
  averageScore: number | null;
  earlier: number | null;
  later: number | null;
  scored: number;
  trend: Array<{ id: string; score: number; createdAt: string }> | null;
}

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * A scored session is a completed one with a report; `rn` numbers them oldest first (ties by id) and `n`
 * counts them, so the halves and the last ten are filters over the same rows.
 */
export function sessionFiguresQuery(userId: string): SQL {
  return sql`with mine as (
      select s.id, s.created_at, s.status, s.duration_seconds, r.overall_score as score
      from sessions s
      left join reports r on r.session_id = s.id and s.status = 'completed'
      where s.user_id = ${userId}
    ), ranked as (
      select *,
        case when score is not null
          then row_number() over (partition by score is null order by created_at, id) end as rn,
        count(score) over () as n
      from mine
    )
    select
      count(*)::int as "total",
      (count(*) filter (where status = 'completed'))::int as "completed",
      (count(*) filter (where status = 'processing'))::int as "processing",
      (count(*) filter (where status = 'failed'))::int as "failed",
      coalesce(sum(duration_seconds) filter (where status = 'completed'), 0)::int as "completedSeconds",
      avg(score)::float8 as "averageScore",
      count(score)::int as "scored",
      (avg(score) filter (where rn <= n / 2))::float8 as "earlier",
      (avg(score) filter (where rn > n / 2))::float8 as "later",
      json_agg(json_build_object('id', id, 'score', score, 'createdAt', created_at) order by rn)
        filter (where rn > n - ${SCORE_TREND_COUNT}) as "trend"
    from ranked`;
}

/**
 * A user's dashboard figures in one statement and one pass over their sessions: counts by status, seconds
 * and the mean score of completed sessions, the improvement of the later half of scored sessions over the
 * earlier half, and the last ten scores for the trend. A score is read beside its session id
 * (reports_session_score_idx), never from the report's JSON.
 */
export async function sessionFigures(q: Queryable, userId: string): Promise<SessionFigures> {
  const [row] = await rowsOf<FiguresRow>(q, sessionFiguresQuery(userId));
  const r = row!;
  const improvement =
    r.scored >= 2 && r.earlier ? oneDecimal(((r.later! - r.earlier) / r.earlier) * 100) : null;
  return {
    total: r.total,
    completed: r.completed,
    processing: r.processing,
    failed: r.failed,
    completedSeconds: r.completedSeconds,
    averageScore: r.averageScore,
    improvement,
    scoreTrend: (r.trend ?? []).map((p) => ({ ...p, createdAt: new Date(p.createdAt).toISOString() })),
  };
}
