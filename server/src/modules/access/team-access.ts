import { eq, sql } from 'drizzle-orm';
import type { TeamRole } from '@ringready/core/team';
import type { Queryable } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { teamMembers } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';

export interface Membership {
  teamId: string;
  role: TeamRole;
}

export const NO_TEAM = 'You are not part of a team';

const membershipStatement = preparedStatement('membership', (q) =>
  q
    .select({ teamId: teamMembers.teamId, role: teamMembers.role })
    .from(teamMembers)
    .where(eq(teamMembers.userId, sql.placeholder('userId'))),
);

/** The caller's team and role in it, if any (a person belongs to at most one team). */
export async function findMembership(q: Queryable, userId: string): Promise<Membership | undefined> {
  const [row] = await membershipStatement(q, { userId });
  return row ? { teamId: row.teamId, role: row.role as TeamRole } : undefined;
}

/**
 * The caller's membership when their role is one of `roles`. Anything else is a 404, as for a thing that
 * is not theirs: a member asking for a manager's view learns nothing about the team.
 */
export async function requireTeamRole(
  q: Queryable,
  userId: string,
  roles: readonly TeamRole[],
): Promise<Membership> {
  const membership = await findMembership(q, userId);
  if (!membership || !roles.includes(membership.role)) throw notFound(NO_TEAM);
  return membership;
}

/** Managers and admins: who reads the team's members, sessions and reports. */
export const TEAM_LEADS: readonly TeamRole[] = ['admin', 'manager'];

/**
 * The caller's team when they lead it. Someone without a team is a 404 (as for anything not theirs); a plain
 * member of the team is a 403 with the reason given: they use what the leads write, but only leads write it.
 */
export async function requireTeamLead(q: Queryable, userId: string, memberReason: string): Promise<string> {
  const membership = await findMembership(q, userId);
  if (!membership) throw notFound(NO_TEAM);
  if (!TEAM_LEADS.includes(membership.role)) throw forbidden(memberReason);
  return membership.teamId;
}
