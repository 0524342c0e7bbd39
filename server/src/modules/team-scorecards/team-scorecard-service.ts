import { gradeScorecard } from '@ringready/core/scorecard-check';
import {
  createScorecardRequestSchema,
  TEAM_SCORECARD_TEXTS,
  updateScorecardRequestSchema,
  type ReportScorecard,
  type ScorecardCheck,
  type TeamScorecard,
} from '@ringready/core/team-scorecards';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUuid, parseInput } from '../../lib/http.ts';
import { requireTeamLead } from '../access/index.ts';
import type { UserRow } from '../users/index.ts';
import {
  findActiveScorecardOf,
  findScorecard,
  insertScorecard,
  listScorecards,
  updateScorecard,
  type TeamScorecardRow,
} from './team-scorecard-repository.ts';

const requireLead = (ctx: AppContext, user: UserRow) =>
  requireTeamLead(ctx.db, user.id, TEAM_SCORECARD_TEXTS.leadsOnly);

function present(row: TeamScorecardRow, activeId: string | undefined): TeamScorecard {
  return {
    id: row.id,
    name: row.name,
    passMark: row.passMark,
    checks: row.checks as ScorecardCheck[],
    active: row.id === activeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const activeIdOf = async (ctx: AppContext, teamId: string) => (await listScorecards(ctx.db, teamId))[0]?.id;

/** A new scorecard is the team's active one from now on. */
export async function createScorecard(ctx: AppContext, user: UserRow, body: unknown): Promise<TeamScorecard> {
  const teamId = await requireLead(ctx, user);
  const input = parseInput(createScorecardRequestSchema, body);
  const now = ctx.now();
  const row = await insertScorecard(ctx.db, {
    teamId,
    ...input,
    createdBy: user.id,
    createdAt: now,
    updatedAt: now,
    activatedAt: now,
  });
  return present(row, row.id);
}

export async function listTeamScorecards(ctx: AppContext, user: UserRow): Promise<TeamScorecard[]> {
  const teamId = await requireLead(ctx, user);
  const rows = await listScorecards(ctx.db, teamId);
  return rows.map((r) => present(r, rows[0]?.id));
}

async function requireCard(ctx: AppContext, teamId: string, id: string) {
  const row = isUuid(id) ? await findScorecard(ctx.db, teamId, id) : undefined;
  if (!row) throw notFound(TEAM_SCORECARD_TEXTS.notFound);
  return row;
}

export async function readScorecard(ctx: AppContext, user: UserRow, id: string): Promise<TeamScorecard> {
  const teamId = await requireLead(ctx, user);
  const row = await requireCard(ctx, teamId, id);
  return present(row, await activeIdOf(ctx, teamId));
}

/** Changes the fields given; `active: true` makes it the team's active scorecard. */
export async function changeScorecard(
  ctx: AppContext,
  user: UserRow,
  id: string,
  body: unknown,
): Promise<TeamScorecard> {
  const teamId = await requireLead(ctx, user);
  const { active, ...patch } = parseInput(updateScorecardRequestSchema, body);
  if (Object.keys(patch).length === 0 && !active) throw badRequest(TEAM_SCORECARD_TEXTS.emptyPatch);
  await requireCard(ctx, teamId, id);
  const now = ctx.now();
  const row = await updateScorecard(ctx.db, teamId, id, {
    ...patch,
    updatedAt: now,
    ...(active ? { activatedAt: now } : {}),
  });
  return present(row!, await activeIdOf(ctx, teamId));
}

/**
 * A call of a team member graded on their team's active scorecard, from the salesperson's turns; undefined
 * outside a team or when the team has none.
 */
export async function gradeOnTeamScorecard(
  q: Queryable,
  userId: string,
  salesTurns: readonly string[],
  trade?: string | null,
): Promise<ReportScorecard | undefined> {
  const card = await findActiveScorecardOf(q, userId);
  if (!card) return undefined;
  return gradeScorecard(
    { name: card.name, passMark: card.passMark, checks: card.checks as ScorecardCheck[] },
    salesTurns,
    { trade: trade ?? undefined },
  );
}
