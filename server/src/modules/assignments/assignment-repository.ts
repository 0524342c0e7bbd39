import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { assignments, teamMembers } from '../../db/schema.ts';
import { presentScenarioTitle } from '../catalog/index.ts';
import { isTradeId, type TradeId } from '@ringready/core/trades';
import { rowsOf } from '../access/index.ts';
import type { AssignmentProgress } from './assignment-status.ts';

/** The newest assignments a list shows. */
export const ASSIGNMENT_LIST_LIMIT = 500;

export interface AssignmentRow extends AssignmentProgress {
  id: string;
  userId: string;
  userName: string;
  scenarioId: string;
  scenarioTitle: string;
  /** what the couple shops for: the trade the lead assigned (null: the scenario's own) */
  trade: TradeId | null;
  buyerType: string;
  difficulty: string;
  createdAt: Date;
  assignedBy: string | null;
}

/** Which of these people belong to the team. */
export async function findTeamMemberIds(
  q: Queryable,
  teamId: string,
  userIds: string[],
): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await q
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), inArray(teamMembers.userId, userIds)));
  return new Set(rows.map((r) => r.userId));
}

export async function insertAssignments(
  q: Queryable,
  rows: Array<{
    teamId: string;
    userId: string;
    assignedBy: string;
    scenarioId: string;
    dueAt: Date;
    targetScore: number | null;
    trade: TradeId | null;
    createdAt: Date;
  }>,
): Promise<string[]> {
  const inserted = await q.insert(assignments).values(rows).returning({ id: assignments.id });
  return inserted.map((r) => r.id);
}

/** Deletes the team's assignment; false when the team has none with this id. */
export async function deleteAssignment(q: Queryable, teamId: string, id: string): Promise<boolean> {
  const rows = await q
    .delete(assignments)
    .where(and(eq(assignments.id, id), eq(assignments.teamId, teamId)))
    .returning({ id: assignments.id });
  return rows.length > 0;
}

/** when the earliest session of the group ended (started, while it has no end) */
const FINISHED = 'min(coalesce(s.ended_at, s.created_at))';
const ms = (v: unknown) => (v === null || v === undefined ? null : new Date(Number(v)));
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The team's assignments of people still in it (or only one person's, or only the given ids), newest due
 * date first, each with the progress its status is derived from: the assignee's completed practice
 * sessions on the scenario created after the assignment (and up to now), in one statement.
 */
export async function listAssignments(
  q: Queryable,
  filter: { teamId: string; userId?: string; ids?: string[] },
  now: Date,
): Promise<AssignmentRow[]> {
  const at = now.toISOString();
  const byUser = filter.userId ? sql`and a.user_id = ${filter.userId}` : sql``;
  const byIds = filter.ids
    ? sql`and a.id in (${sql.join(
        filter.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const epoch = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
  const rows = await rowsOf<Record<string, unknown>>(
    q,
    sql`select a.id as "id", a.user_id as "userId", u.name as "userName", a.trade as "trade",
        a.scenario_id as "scenarioId",
        sc.title as "scenarioTitle", sc.buyer_type as "buyerType", sc.difficulty as "difficulty",
        ${epoch('a.due_at')} as "dueAt", a.target_score as "targetScore",
        ${epoch('a.created_at')} as "createdAt", ab.name as "assignedBy",
        (count(s.id) filter (where s.created_at <= a.due_at))::int as "onTimeSessions",
        max(r.overall_score) filter (where s.created_at <= a.due_at) as "onTimeBest",
        max(r.overall_score) as "bestScore",
        ${epoch(`${FINISHED} filter (where r.overall_score >= coalesce(a.target_score, 0))`)} as "firstMetAt",
        ${epoch(FINISHED)} as "firstDoneAt"
      from assignments a
      join team_members tm on tm.user_id = a.user_id and tm.team_id = a.team_id
      join users u on u.id = a.user_id
      join scenarios sc on sc.id = a.scenario_id
      left join users ab on ab.id = a.assigned_by
      left join sessions s on s.user_id = a.user_id and s.scenario_id = a.scenario_id
        and s.type = 'practice' and s.status = 'completed'
        and s.created_at > a.created_at and s.created_at <= ${at}
      left join reports r on r.session_id = s.id
      where a.team_id = ${filter.teamId} ${byUser} ${byIds}
      group by a.id, u.name, sc.id, ab.name
      order by a.due_at desc, a.created_at desc, a.id
      limit ${ASSIGNMENT_LIST_LIMIT}`,
  );
  return rows.map((r) => ({
    id: String(r.id),
    userId: String(r.userId),
    userName: String(r.userName),
    scenarioId: String(r.scenarioId),
    // the scenario as the lead assigned it: its title for the assigned trade, whatever the assignee's trade
    scenarioTitle: presentScenarioTitle(String(r.scenarioId), String(r.scenarioTitle), r.trade),
    trade: isTradeId(r.trade) ? r.trade : null,
    buyerType: String(r.buyerType),
    difficulty: String(r.difficulty),
    dueAt: ms(r.dueAt)!,
    targetScore: num(r.targetScore),
    createdAt: ms(r.createdAt)!,
    assignedBy: r.assignedBy === null ? null : String(r.assignedBy),
    onTimeSessions: Number(r.onTimeSessions),
    onTimeBest: num(r.onTimeBest),
    bestScore: num(r.bestScore),
    firstMetAt: ms(r.firstMetAt),
    firstDoneAt: ms(r.firstDoneAt),
  }));
}

/** The person's own assignment in their team (scenario and trade to practise); undefined for any other. */
export async function findOwnAssignment(q: Queryable, userId: string, id: string) {
  const [row] = await q
    .select({ scenarioId: assignments.scenarioId, trade: assignments.trade })
    .from(assignments)
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.userId, assignments.userId), eq(teamMembers.teamId, assignments.teamId)),
    )
    .where(and(eq(assignments.id, id), eq(assignments.userId, userId)));
  return row ? { scenarioId: row.scenarioId, trade: isTradeId(row.trade) ? row.trade : null } : undefined;
}
