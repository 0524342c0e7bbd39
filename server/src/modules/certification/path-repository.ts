import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { PathStepInput, ScoredAttempt } from '@ringready/core/team-paths';
import type { Queryable } from '../../db/client.ts';
import { reports, scenarios, sessions, teamPaths, teams } from '../../db/schema.ts';

export type TeamPathRow = typeof teamPaths.$inferSelect;

export async function insertTeamPath(
  q: Queryable,
  values: Pick<TeamPathRow, 'teamId' | 'name' | 'createdBy' | 'createdAt' | 'updatedAt'> & {
    steps: PathStepInput[];
  },
) {
  const [row] = await q.insert(teamPaths).values(values).returning();
  return row!;
}

/** The team's live (not deleted) path with this id. */
export async function findTeamPath(q: Queryable, teamId: string, id: string) {
  const [row] = await q
    .select()
    .from(teamPaths)
    .where(and(eq(teamPaths.id, id), eq(teamPaths.teamId, teamId), isNull(teamPaths.archivedAt)));
  return row;
}

/** The team's live paths, oldest first (the order they were set). */
export async function listTeamPaths(q: Queryable, teamId: string) {
  return q
    .select()
    .from(teamPaths)
    .where(and(eq(teamPaths.teamId, teamId), isNull(teamPaths.archivedAt)))
    .orderBy(asc(teamPaths.createdAt), asc(teamPaths.id));
}

export async function updateTeamPath(
  q: Queryable,
  teamId: string,
  id: string,
  values: { name: string; steps: PathStepInput[]; updatedAt: Date },
) {
  await q
    .update(teamPaths)
    .set(values)
    .where(and(eq(teamPaths.id, id), eq(teamPaths.teamId, teamId), isNull(teamPaths.archivedAt)));
}

/** Archives the team's path; false when the team has no live one with this id. */
export async function archiveTeamPath(q: Queryable, teamId: string, id: string, now: Date) {
  const rows = await q
    .update(teamPaths)
    .set({ archivedAt: now, updatedAt: now })
    .where(and(eq(teamPaths.id, id), eq(teamPaths.teamId, teamId), isNull(teamPaths.archivedAt)))
    .returning({ id: teamPaths.id });
  return rows.length > 0;
}

/** Titles of the scenarios named, by id. */
export async function scenarioTitles(q: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await q
    .select({ id: scenarios.id, title: scenarios.title })
    .from(scenarios)
    .where(inArray(scenarios.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/**
 * The scored practice attempts of these people on these scenarios since `since` (a path's creation): each
 * completed practice session with a report, by person and scenario, started at its start time.
 */
export async function scoredAttempts(
  q: Queryable,
  userIds: string[],
  scenarioIds: string[],
  since: Date,
): Promise<Map<string, ScoredAttempt[]>> {
  const out = new Map<string, ScoredAttempt[]>();
  if (!userIds.length || !scenarioIds.length) return out;
  const startedAt = sql<Date>`coalesce(${sessions.startedAt}, ${sessions.createdAt})`;
  const rows = await q
    .select({
      userId: sessions.userId,
      scenarioId: sessions.scenarioId,
      startedAt,
      score: reports.overallScore,
    })
    .from(sessions)
    .innerJoin(reports, eq(reports.sessionId, sessions.id))
    .where(
      and(
        inArray(sessions.userId, userIds),
        inArray(sessions.scenarioId, scenarioIds),
        eq(sessions.type, 'practice'),
        eq(sessions.status, 'completed'),
        gte(sessions.createdAt, since),
      ),
    );
  for (const r of rows) {
    const key = attemptKey(r.userId, r.scenarioId!);
    out.set(key, [...(out.get(key) ?? []), { startedAt: new Date(r.startedAt), score: r.score }]);
  }
  return out;
}

export const attemptKey = (userId: string, scenarioId: string) => `${userId}\u0000${scenarioId}`;

export async function teamName(q: Queryable, teamId: string): Promise<string> {
  const [row] = await q.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row?.name ?? '';
}
