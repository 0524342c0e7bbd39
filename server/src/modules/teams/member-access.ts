import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamRole } from '@ringready/core/team';
import type { Tx, Queryable } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { findMembership, NO_TEAM, TEAM_LEADS } from './team-access.ts';
import { lockTeam, type TeamRow } from './team-repository.ts';

const lead = alias(teamMembers, 'lead');

/**
 * The people whose sessions and reports a viewer may read besides their own: every member of the team
 * the viewer leads (as its manager or admin). A subquery of user ids; empty for everyone else.
 */
export function membersLedBy(q: Queryable, viewerId: string) {
  return q
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .innerJoin(
      lead,
      and(
        eq(lead.teamId, teamMembers.teamId),
        eq(lead.userId, viewerId),
        inArray(lead.role, [...TEAM_LEADS]),
      ),
    );
}

/**
 * The caller's team, locked for the transaction, when their role in it is one of `roles` (else 404). The
 * membership is read again under the lock, so a change that committed meanwhile is seen.
 */
export async function lockTeamAs(
  tx: Tx,
  userId: string,
  roles: readonly TeamRole[],
): Promise<{ team: TeamRow; role: TeamRole }> {
  const before = await findMembership(tx, userId);
  const team = before && (await lockTeam(tx, before.teamId));
  const membership = team && (await findMembership(tx, userId));
  if (!team || !membership || membership.teamId !== team.id || !roles.includes(membership.role))
    throw notFound(NO_TEAM);
  return { team, role: membership.role };
}
