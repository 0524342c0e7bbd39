import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { teamMembers, teamScorecards } from '../../db/schema.ts';

export type TeamScorecardRow = typeof teamScorecards.$inferSelect;

export async function insertScorecard(q: Queryable, values: typeof teamScorecards.$inferInsert) {
  const [row] = await q.insert(teamScorecards).values(values).returning();
  return row!;
}

export async function updateScorecard(
  q: Queryable,
  teamId: string,
  id: string,
  values: Partial<Pick<TeamScorecardRow, 'name' | 'passMark' | 'checks' | 'updatedAt' | 'activatedAt'>>,
) {
  const [row] = await q
    .update(teamScorecards)
    .set(values)
    .where(and(eq(teamScorecards.id, id), eq(teamScorecards.teamId, teamId)))
    .returning();
  return row;
}

export async function findScorecard(q: Queryable, teamId: string, id: string) {
  const [row] = await q
    .select()
    .from(teamScorecards)
    .where(and(eq(teamScorecards.id, id), eq(teamScorecards.teamId, teamId)));
  return row;
}

/** The team's scorecards, the active one (latest activated) first. */
export async function listScorecards(q: Queryable, teamId: string) {
  return q
    .select()
    .from(teamScorecards)
    .where(eq(teamScorecards.teamId, teamId))
    .orderBy(desc(teamScorecards.activatedAt), desc(teamScorecards.createdAt));
}

/** The active scorecard of the person's team (none without a team or a scorecard). */
export async function findActiveScorecardOf(q: Queryable, userId: string) {
  const [row] = await q
    .select({ card: teamScorecards })
    .from(teamMembers)
    .innerJoin(teamScorecards, eq(teamScorecards.teamId, teamMembers.teamId))
    .where(eq(teamMembers.userId, userId))
    .orderBy(desc(teamScorecards.activatedAt), desc(teamScorecards.createdAt))
    .limit(1);
  return row?.card;
}
