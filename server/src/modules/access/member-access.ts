import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { TEAM_LEADS } from './team-access.ts';

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
