import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../access/index.ts';

export interface FulfilledAssignment {
  id: string;
  teamId: string;
  userId: string;
  scenarioId: string;
  targetScore: number | null;
  dueAt: Date;
}

/**
 * The assignments a just-completed practice session makes done, by the rule of `deriveStatus`: assigned to
 * its person (still in the assignment's team) on its scenario, created before the session, due no earlier
 * than the session's start, and with the session's score at or above the target (any score without one).
 */
export async function findAssignmentsFulfilledBy(
  q: Queryable,
  session: { userId: string; scenarioId: string; createdAt: Date },
  score: number,
): Promise<FulfilledAssignment[]> {
  const at = session.createdAt.toISOString();
  const rows = await rowsOf<Record<string, unknown>>(
    q,
    sql`select a.id, a.team_id, a.user_id, a.scenario_id, a.target_score, a.due_at
      from assignments a
      join team_members tm on tm.user_id = a.user_id and tm.team_id = a.team_id
      where a.user_id = ${session.userId} and a.scenario_id = ${session.scenarioId}
        and a.created_at < ${at} and a.due_at >= ${at}
        and (a.target_score is null or a.target_score <= ${score})`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    teamId: String(r.team_id),
    userId: String(r.user_id),
    scenarioId: String(r.scenario_id),
    targetScore: r.target_score === null ? null : Number(r.target_score),
    dueAt: new Date(r.due_at as string | Date),
  }));
}
