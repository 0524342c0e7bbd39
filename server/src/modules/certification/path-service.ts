import {
  createTeamPathRequestSchema,
  TEAM_PATH_TEXTS,
  updateTeamPathRequestSchema,
  type PathStepInput,
  type TeamPath,
} from '@ringready/core/team-paths';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUuid, parseInput } from '../../lib/http.ts';
import { findMembership, NO_TEAM, requireTeamLead, type Membership } from '../access/index.ts';
import { findVisibleScenario } from '../catalog/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  archiveTeamPath,
  findTeamPath,
  insertTeamPath,
  listTeamPaths,
  scenarioTitles,
  updateTeamPath,
  type TeamPathRow,
} from './path-repository.ts';

export const requirePathLead = (ctx: AppContext, user: UserRow) =>
  requireTeamLead(ctx.db, user.id, TEAM_PATH_TEXTS.leadsOnly);

/** Anyone in a team reads its paths; someone without a team gets a 404. */
export async function requireMember(ctx: AppContext, user: UserRow): Promise<Membership> {
  const membership = await findMembership(ctx.db, user.id);
  if (!membership) throw notFound(NO_TEAM);
  return membership;
}

export async function requirePath(ctx: AppContext, teamId: string, id: string): Promise<TeamPathRow> {
  const row = isUuid(id) ? await findTeamPath(ctx.db, teamId, id) : undefined;
  if (!row) throw notFound(TEAM_PATH_TEXTS.notFound);
  return row;
}

export async function presentPaths(ctx: AppContext, rows: TeamPathRow[]): Promise<TeamPath[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.steps as PathStepInput[]).map((s) => s.scenarioId)))];
  const titles = await scenarioTitles(ctx.db, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    steps: (row.steps as PathStepInput[]).map((s) => ({
      ...s,
      scenarioTitle: titles.get(s.scenarioId) ?? '',
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Every step names a scenario the lead can assign (the catalogue's or their team's published ones) and a
 * due date after today (UTC). Returns the steps in the stored shape.
 */
async function checkSteps(ctx: AppContext, lead: UserRow, steps: PathStepInput[]): Promise<PathStepInput[]> {
  const today = ctx.now().toISOString().slice(0, 10);
  for (const step of steps) {
    if (step.dueDate <= today) throw badRequest(TEAM_PATH_TEXTS.dueDateInPast);
    if (!(await findVisibleScenario(ctx.db, step.scenarioId, lead.id, false)))
      throw badRequest(TEAM_PATH_TEXTS.scenarioNotFound);
  }
  return steps.map(({ scenarioId, passMark, attemptLimit, dueDate }) => ({
    scenarioId,
    passMark,
    attemptLimit,
    dueDate,
  }));
}

export async function createTeamPath(ctx: AppContext, user: UserRow, body: unknown): Promise<TeamPath> {
  const teamId = await requirePathLead(ctx, user);
  const input = parseInput(createTeamPathRequestSchema, body);
  const steps = await checkSteps(ctx, user, input.steps);
  const now = ctx.now();
  const row = await insertTeamPath(ctx.db, {
    teamId,
    name: input.name,
    steps,
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
  });
  return (await presentPaths(ctx, [row]))[0]!;
}

export async function listPathsOfTeam(ctx: AppContext, user: UserRow): Promise<TeamPath[]> {
  const { teamId } = await requireMember(ctx, user);
  return presentPaths(ctx, await listTeamPaths(ctx.db, teamId));
}

export async function readTeamPath(ctx: AppContext, user: UserRow, id: string): Promise<TeamPath> {
  const { teamId } = await requireMember(ctx, user);
  return (await presentPaths(ctx, [await requirePath(ctx, teamId, id)]))[0]!;
}

/** The name and/or the whole list of steps given replace the stored ones; steps are checked again. */
export async function changeTeamPath(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: unknown,
): Promise<TeamPath> {
  const teamId = await requirePathLead(ctx, user);
  const patch = parseInput(updateTeamPathRequestSchema, body);
  const row = await requirePath(ctx, teamId, id);
  if (patch.name === undefined && patch.steps === undefined) throw badRequest(TEAM_PATH_TEXTS.emptyPatch);
  const steps = patch.steps ? await checkSteps(ctx, user, patch.steps) : (row.steps as PathStepInput[]);
  await updateTeamPath(ctx.db, teamId, id, { name: patch.name ?? row.name, steps, updatedAt: ctx.now() });
  return (await presentPaths(ctx, [await requirePath(ctx, teamId, id)]))[0]!;
}

/** Deleting archives it: it leaves the lists, the matrix and the certificates. */
export async function deleteTeamPath(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const teamId = await requirePathLead(ctx, user);
  if (!isUuid(id) || !(await archiveTeamPath(ctx.db, teamId, id, ctx.now())))
    throw notFound(TEAM_PATH_TEXTS.notFound);
}
