import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scenarios, teamScenarios } from '../../db/schema.ts';

export type TeamScenarioRow = typeof teamScenarios.$inferSelect;
type ScenarioValues = Omit<typeof scenarios.$inferInsert, 'id' | 'persona' | 'sortOrder'>;

/** Team scenarios come after the catalogue's own in a practice list. */
const TEAM_SORT_ORDER = 1000;

export async function insertTeamScenario(
  q: Queryable,
  id: string,
  scenario: ScenarioValues,
  team: Omit<TeamScenarioRow, 'scenarioId' | 'archivedAt'>,
) {
  await q.insert(scenarios).values({ id, ...scenario, sortOrder: TEAM_SORT_ORDER });
  await q.insert(teamScenarios).values({ scenarioId: id, ...team });
}

export async function updateTeamScenario(
  q: Queryable,
  id: string,
  scenario: ScenarioValues,
  team: Pick<TeamScenarioRow, 'trade' | 'status' | 'spec' | 'updatedAt'>,
) {
  await q.update(scenarios).set(scenario).where(eq(scenarios.id, id));
  await q.update(teamScenarios).set(team).where(eq(teamScenarios.scenarioId, id));
}

/** The team's live (not deleted) scenario with this id. */
export async function findTeamScenario(q: Queryable, teamId: string, id: string) {
  const [row] = await q
    .select()
    .from(teamScenarios)
    .where(
      and(
        eq(teamScenarios.scenarioId, id),
        eq(teamScenarios.teamId, teamId),
        isNull(teamScenarios.archivedAt),
      ),
    );
  return row;
}

/** The team's live scenarios, newest first. */
export async function listTeamScenarios(q: Queryable, teamId: string) {
  return q
    .select()
    .from(teamScenarios)
    .where(and(eq(teamScenarios.teamId, teamId), isNull(teamScenarios.archivedAt)))
    .orderBy(desc(teamScenarios.createdAt), desc(teamScenarios.scenarioId));
}

/** Archives the team's scenario (sessions on it keep it); false when the team has no live one with this id. */
export async function archiveTeamScenario(q: Queryable, teamId: string, id: string, now: Date) {
  const rows = await q
    .update(teamScenarios)
    .set({ archivedAt: now, updatedAt: now })
    .where(
      and(
        eq(teamScenarios.scenarioId, id),
        eq(teamScenarios.teamId, teamId),
        isNull(teamScenarios.archivedAt),
      ),
    )
    .returning({ id: teamScenarios.scenarioId });
  return rows.length > 0;
}
