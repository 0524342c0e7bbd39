import { randomUUID } from 'node:crypto';
import {
  createTeamScenarioRequestSchema,
  TEAM_SCENARIO_TEXTS,
  updateTeamScenarioRequestSchema,
  type TeamScenario,
  type TeamScenarioSpec,
} from '@ringready/core/team-scenarios';
import {
  draftTeamScenario,
  draftTeamScenarioRequestSchema,
  type TeamScenarioDraft,
} from '@ringready/core/team-scenario-draft';
import { isTradeId } from '@ringready/core/trades';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/http.ts';
import { requireTeamLead } from '../access/index.ts';
import type { UserRow } from '../users/index.ts';
import { presentTeamScenario, scenarioRowFor } from './team-scenario-presenter.ts';
import {
  archiveTeamScenario,
  findTeamScenario,
  insertTeamScenario,
  listTeamScenarios,
  updateTeamScenario,
} from './team-scenario-repository.ts';

const requireLead = (ctx: AppContext, user: UserRow) =>
  requireTeamLead(ctx.db, user.id, TEAM_SCENARIO_TEXTS.leadsOnly);

/** The wedding day is after today (UTC): a scenario in the past cannot be practised as a new enquiry. */
function assertDateAhead(ctx: AppContext, date: string) {
  if (date <= ctx.now().toISOString().slice(0, 10)) throw badRequest(TEAM_SCENARIO_TEXTS.dateInPast);
}

async function requireScenario(ctx: AppContext, teamId: string, id: string) {
  const row = await findTeamScenario(ctx.db, teamId, id);
  if (!row) throw notFound(TEAM_SCENARIO_TEXTS.notFound);
  return row;
}

export async function createTeamScenario(
  ctx: AppContext,
  user: UserRow,
  body: unknown,
): Promise<TeamScenario> {
  const teamId = await requireLead(ctx, user);
  const { status, ...spec } = parseInput(createTeamScenarioRequestSchema, body);
  assertDateAhead(ctx, spec.facts.date);
  const id = `team-${randomUUID()}`;
  const now = ctx.now();
  await ctx.db.transaction((tx) =>
    insertTeamScenario(tx, id, scenarioRowFor(spec), {
      teamId,
      trade: spec.trade,
      status,
      spec,
      createdBy: user.id,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return presentTeamScenario((await findTeamScenario(ctx.db, teamId, id))!);
}

/** A scenario drafted from a plain description, for the lead to edit before saving (nothing is stored). */
export async function draftScenario(
  ctx: AppContext,
  user: UserRow,
  body: unknown,
): Promise<TeamScenarioDraft> {
  await requireLead(ctx, user);
  const input = parseInput(draftTeamScenarioRequestSchema, body);
  const trade = input.trade ?? (isTradeId(user.trade) ? user.trade : 'photographer');
  return draftTeamScenario(input.description, { trade, today: ctx.now().toISOString().slice(0, 10) });
}

export async function listScenariosOfTeam(ctx: AppContext, user: UserRow): Promise<TeamScenario[]> {
  const teamId = await requireLead(ctx, user);
  return (await listTeamScenarios(ctx.db, teamId)).map(presentTeamScenario);
}

export async function readTeamScenario(ctx: AppContext, user: UserRow, id: string): Promise<TeamScenario> {
  const teamId = await requireLead(ctx, user);
  return presentTeamScenario(await requireScenario(ctx, teamId, id));
}

/** The fields given replace the stored ones (facts field by field); the result is checked as a whole again. */
export async function changeTeamScenario(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: unknown,
): Promise<TeamScenario> {
  const teamId = await requireLead(ctx, user);
  const patch = parseInput(updateTeamScenarioRequestSchema, body);
  if (Object.keys(patch).length === 0) throw badRequest(TEAM_SCENARIO_TEXTS.emptyPatch);
  const row = await requireScenario(ctx, teamId, id);
  const old = row.spec as TeamScenarioSpec;
  const { status, ...merged } = parseInput(createTeamScenarioRequestSchema, {
    ...old,
    ...patch,
    facts: { ...old.facts, ...patch.facts },
    status: patch.status ?? row.status,
  });
  if (patch.facts?.date) assertDateAhead(ctx, merged.facts.date);
  const spec: TeamScenarioSpec = merged;
  await ctx.db.transaction((tx) =>
    updateTeamScenario(tx, id, scenarioRowFor(spec), {
      trade: spec.trade,
      status,
      spec,
      updatedAt: ctx.now(),
    }),
  );
  return presentTeamScenario(await requireScenario(ctx, teamId, id));
}

/** Deleting archives it: it leaves the practice lists, and past sessions keep their scenario. */
export async function deleteTeamScenario(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const teamId = await requireLead(ctx, user);
  if (!(await archiveTeamScenario(ctx.db, teamId, id, ctx.now())))
    throw notFound(TEAM_SCENARIO_TEXTS.notFound);
}
