import type { SessionListQuery } from '@ringready/core/sessions';
import { TEAM_ROLES, type AssignableRole, type Team, type TeamMember } from '@ringready/core/team';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { isUuid, type JsonText } from '../../lib/http.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { assertPlanFeature, findUserSubscription } from '../billing/index.ts';
import { listSessionSummaries } from '../sessions/index.ts';
import { listPendingInvitations } from './invitation-repository.ts';
import { lockTeamAs } from './team-lock.ts';
import {
  findMembership,
  memberFigures,
  type Membership,
  requireTeamRole,
  TEAM_LEADS,
} from '../access/index.ts';
import { billSeats, seatLimit } from './seat-billing.ts';
import { presentMember, presentTeam } from './team-presenter.ts';
import {
  countMembers,
  deleteMember,
  findMember,
  findTeam,
  insertMember,
  insertTeam,
  listMembers,
  updateMemberRole,
} from './team-repository.ts';
import { TEAM_TEXTS } from './team-texts.ts';

/**
 * The caller's team as they may see it: leads (admins and managers) get every member with their figures
 * and the pending invitations; a member gets the team with only themself and no invitations.
 */
async function teamView(ctx: AppContext, q: Queryable, userId: string, m: Membership): Promise<Team> {
  const now = ctx.now();
  const team = (await findTeam(q, m.teamId))!;
  const lead = TEAM_LEADS.includes(m.role);
  const all = await listMembers(q, team.id);
  const members = lead ? all : all.filter((row) => row.userId === userId);
  const figures = await memberFigures(
    q,
    members.map((row) => row.userId),
    now,
  );
  const invitations = lead ? await listPendingInvitations(q, team.id, now) : [];
  const seats = (await findUserSubscription(q, team.ownerId))?.seats ?? all.length;
  return presentTeam(
    team,
    { role: m.role, seats, seatLimit: seatLimit(ctx) },
    members.map((row) => presentMember(row, figures.get(row.userId))),
    invitations,
  );
}

export async function getTeam(ctx: AppContext, userId: string): Promise<Team> {
  return teamView(ctx, ctx.db, userId, await requireTeamRole(ctx.db, userId, TEAM_ROLES));
}

/**
 * A new team owned by the caller, who becomes its admin and its first seat. Master only; a person
 * belongs to one team at most (409, also when two requests race).
 */
export async function createTeam(ctx: AppContext, userId: string, name: string): Promise<Team> {
  await assertPlanFeature(ctx, userId, 'team');
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    if (await findMembership(tx, userId)) throw conflict(TEAM_TEXTS.alreadyInTeam);
    const team = await insertTeam(tx, name, userId, now);
    if (!team) throw conflict(TEAM_TEXTS.alreadyInTeam);
    if (!(await insertMember(tx, { teamId: team.id, userId, role: 'admin' }, now)))
      throw conflict(TEAM_TEXTS.alreadyInTeam);
    await billSeats(ctx, tx, userId, 1, now);
    return teamView(ctx, tx, userId, { teamId: team.id, role: 'admin' });
  });
}

const memberId = (userId: string) => {
  if (!isUuid(userId)) throw notFound(TEAM_TEXTS.memberNotFound);
  return userId;
};

/** Admins give a member the manager or member role; the owner stays admin. */
export async function changeRole(
  ctx: AppContext,
  adminId: string,
  userId: string,
  role: AssignableRole,
): Promise<TeamMember> {
  const target = memberId(userId);
  return ctx.db.transaction(async (tx) => {
    const { team } = await lockTeamAs(tx, adminId, ['admin']);
    const member = await findMember(tx, team.id, target);
    if (!member) throw notFound(TEAM_TEXTS.memberNotFound);
    if (member.userId === team.ownerId) throw badRequest(TEAM_TEXTS.ownerStaysAdmin);
    await updateMemberRole(tx, team.id, target, role);
    const figures = await memberFigures(tx, [target], ctx.now());
    return presentMember({ ...member, role }, figures.get(target));
  });
}

/**
 * Admins remove a member (never the owner): the seat goes, the person keeps their account and their
 * sessions, and the team's leads can no longer read them.
 */
export async function removeMember(ctx: AppContext, adminId: string, userId: string): Promise<void> {
  const target = memberId(userId);
  await ctx.db.transaction(async (tx) => {
    const { team } = await lockTeamAs(tx, adminId, ['admin']);
    if (target === team.ownerId) throw badRequest(TEAM_TEXTS.ownerCannotBeRemoved);
    if (!(await deleteMember(tx, team.id, target))) throw notFound(TEAM_TEXTS.memberNotFound);
    await billSeats(ctx, tx, team.ownerId, await countMembers(tx, team.id), ctx.now());
  });
}

/** A member or manager leaves the team (the owner cannot); their seat goes as on removal. */
export async function leaveTeam(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { team } = await lockTeamAs(tx, userId, TEAM_ROLES);
    if (userId === team.ownerId) throw badRequest(TEAM_TEXTS.ownerCannotLeave);
    await deleteMember(tx, team.id, userId);
    await billSeats(ctx, tx, team.ownerId, await countMembers(tx, team.id), ctx.now());
  });
}

/** A lead reads a member's sessions (read-only); a person outside the lead's team is a 404. */
export async function memberSessions(
  ctx: AppContext,
  leadId: string,
  userId: string,
  page: SessionListQuery,
): Promise<JsonText> {
  const target = memberId(userId);
  const { teamId } = await requireTeamRole(ctx.db, leadId, TEAM_LEADS);
  if (!(await findMember(ctx.db, teamId, target))) throw notFound(TEAM_TEXTS.memberNotFound);
  return listSessionSummaries(ctx.db, target, page);
}
