import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scenarios, teamScenarios, videos } from '../../db/schema.ts';

/**
 * The scenarios a person may see: the catalogue's own, and the live team scenarios of their team when
 * published (or, with `drafts`, also unpublished ones when they lead the team: a preview).
 */
const visibleTo = (userId: string, drafts: boolean) => sql`(${teamScenarios.scenarioId} is null or (
  ${teamScenarios.archivedAt} is null and exists (select 1 from team_members tm
    where tm.team_id = ${teamScenarios.teamId} and tm.user_id = ${userId}
      and (${teamScenarios.status} = 'published' ${drafts ? sql`or tm.role in ('admin', 'manager')` : sql``}))))`;

export async function listScenarios(q: Queryable, userId: string) {
  const rows = await q
    .select({ scenario: scenarios })
    .from(scenarios)
    .leftJoin(teamScenarios, eq(teamScenarios.scenarioId, scenarios.id))
    .where(visibleTo(userId, false))
    .orderBy(asc(scenarios.sortOrder), asc(scenarios.title));
  return rows.map((r) => r.scenario);
}

/**
 * A scenario the person may see (drafts of their team too when they lead it), with the trade a team
 * scenario is written for (null for the catalogue's); undefined otherwise.
 */
export async function findVisibleScenario(q: Queryable, id: string, userId: string, drafts: boolean) {
  const [row] = await q
    .select({ scenario: scenarios, teamTrade: teamScenarios.trade })
    .from(scenarios)
    .leftJoin(teamScenarios, eq(teamScenarios.scenarioId, scenarios.id))
    .where(and(eq(scenarios.id, id), visibleTo(userId, drafts)));
  return row ? { ...row.scenario, teamTrade: row.teamTrade } : undefined;
}

export async function listVideos(q: Queryable) {
  return q.select().from(videos).orderBy(asc(videos.sortOrder), asc(videos.title));
}
