import type { Assignment } from '@ringready/core/team';
import { createAssignmentRequestSchema } from '@ringready/core/team';
import { isTradeId } from '@ringready/core/trades';
import type { AppContext } from '../../context.ts';
import { badRequest, HttpError, notFound, tooManyRequests } from '../../lib/http-error.ts';
import { isUuid, parseInput } from '../../lib/http.ts';
import { MINUTE, enforceRateLimit } from '../../lib/rate-limit.ts';
import { findVisibleScenario, presentScenarioTitle } from '../catalog/index.ts';
import { findMembership, requireTeamRole, TEAM_LEADS } from '../access/index.ts';
import { listTeamPeople } from '../teams/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  deleteAssignment,
  findTeamMemberIds,
  insertAssignments,
  listAssignments,
  type AssignmentRow,
} from './assignment-repository.ts';
import { completedAt, deriveStatus } from './assignment-status.ts';

export const ASSIGNMENT_TEXTS = {
  notFound: 'Assignment not found',
  memberNotFound: 'Team member not found',
  scenarioNotFound: 'Scenario not found. Please choose one from the practice library.',
  dueInPast: 'The due date must be in the future.',
  dueTooFar: 'The due date can be at most a year from now.',
  tooMany: 'You have assigned practice too often. Please try again in an hour.',
} as const;

/** Assigning e-mails every assignee, so a lead may do it this often per hour. */
export const ASSIGN_LIMIT_PER_HOUR = 30;
const YEAR_MS = 366 * 24 * 60 * MINUTE;

export function presentAssignment(row: AssignmentRow, now: Date): Assignment {
  const done = completedAt(row);
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    scenario: {
      id: row.scenarioId,
      title: row.scenarioTitle,
      buyerType: row.buyerType,
      difficulty: row.difficulty,
      trade: row.trade,
    },
    dueAt: row.dueAt.toISOString(),
    targetScore: row.targetScore,
    createdAt: row.createdAt.toISOString(),
    assignedBy: row.assignedBy,
    status: deriveStatus(row, now),
    bestScore: row.bestScore,
    completedAt: done ? done.toISOString() : null,
  };
}

/**
 * A lead of the team assigns a scenario to members of their own team (any other person is a 404, like a
 * stranger), due in the future (within a year). One assignment per assignee, each recorded as
 * `assignment.assigned` in the same transaction (its subscribers e-mail the assignee).
 */
export async function createAssignments(
  ctx: AppContext,
  lead: UserRow,
  body: unknown,
): Promise<Assignment[]> {
  const { teamId } = await requireTeamRole(ctx.db, lead.id, TEAM_LEADS);
  const now = ctx.now();
  try {
    await enforceRateLimit(ctx.db, `team-assignments:${lead.id}`, ASSIGN_LIMIT_PER_HOUR, 60 * MINUTE, now);
  } catch (err) {
    if (err instanceof HttpError && err.status === 429) throw tooManyRequests(ASSIGNMENT_TEXTS.tooMany);
    throw err;
  }
  const input = parseInput(createAssignmentRequestSchema, body);
  const dueAt = new Date(input.dueAt);
  if (dueAt.getTime() <= now.getTime()) throw badRequest(ASSIGNMENT_TEXTS.dueInPast);
  if (dueAt.getTime() > now.getTime() + YEAR_MS) throw badRequest(ASSIGNMENT_TEXTS.dueTooFar);
  const userIds = [...new Set(input.userIds.map((id) => id.toLowerCase()))];
  const scenario = await findVisibleScenario(ctx.db, input.scenarioId, lead.id, false);
  if (!scenario) throw badRequest(ASSIGNMENT_TEXTS.scenarioNotFound);
  // the scenario as the lead chose it: for the trade named, else for the lead's own (what their list showed);
  // a team scenario is always practised in the trade it was written for
  const trade = scenario.teamTrade ? null : (input.trade ?? (isTradeId(lead.trade) ? lead.trade : null));
  const ids = await ctx.events.transaction(ctx.db, async (tx, record) => {
    const inTeam = await findTeamMemberIds(tx, teamId, userIds);
    if (userIds.some((id) => !inTeam.has(id))) throw notFound(ASSIGNMENT_TEXTS.memberNotFound);
    const targetScore = input.targetScore ?? null;
    const inserted = await insertAssignments(
      tx,
      userIds.map((userId) => ({
        teamId,
        userId,
        assignedBy: lead.id,
        scenarioId: scenario.id,
        dueAt,
        targetScore,
        trade,
        createdAt: now,
      })),
    );
    const people = (await listTeamPeople(tx, teamId)).filter((p) => inTeam.has(p.userId));
    const link = `${ctx.config.publicUrl}/practice/${scenario.buyerType}`;
    for (const person of people)
      await record('assignment.assigned', {
        assignee: { id: person.userId, name: person.name, email: person.email },
        scenarioTitle: presentScenarioTitle(scenario.id, scenario.title, trade),
        dueAt,
        targetScore,
        assignedBy: lead.name,
        link,
      });
    return inserted;
  });
  const rows = await listAssignments(ctx.db, { teamId, ids }, now);
  return rows.map((r) => presentAssignment(r, now));
}

/** The team's assignments with their derived status (leads only; 404 for anyone else). */
export async function listTeamAssignments(ctx: AppContext, userId: string): Promise<Assignment[]> {
  const { teamId } = await requireTeamRole(ctx.db, userId, TEAM_LEADS);
  const now = ctx.now();
  return (await listAssignments(ctx.db, { teamId }, now)).map((r) => presentAssignment(r, now));
}

/** The caller's own assignments in their current team (none without a team). */
export async function listOwnAssignments(ctx: AppContext, userId: string): Promise<Assignment[]> {
  const membership = await findMembership(ctx.db, userId);
  if (!membership) return [];
  const now = ctx.now();
  return (await listAssignments(ctx.db, { teamId: membership.teamId, userId }, now)).map((r) =>
    presentAssignment(r, now),
  );
}

/** A lead withdraws an assignment of their own team; any other id is a 404. */
export async function removeAssignment(ctx: AppContext, userId: string, id: string): Promise<void> {
  const { teamId } = await requireTeamRole(ctx.db, userId, TEAM_LEADS);
  if (!isUuid(id) || !(await deleteAssignment(ctx.db, teamId, id))) throw notFound(ASSIGNMENT_TEXTS.notFound);
}
