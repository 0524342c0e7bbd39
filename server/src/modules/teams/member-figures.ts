import type { TeamMember } from '@ringready/core/team';
import type { Queryable } from '../../db/client.ts';

export type MemberFigures = Omit<TeamMember, 'userId' | 'name' | 'email' | 'role'>;

/** Placeholder until the team figures land: every member with no history. */
export async function memberFigures(
  _q: Queryable,
  userIds: string[],
  _now: Date,
): Promise<Map<string, MemberFigures>> {
  const empty: MemberFigures = {
    totalSessions: 0,
    averageScore: null,
    improvementRate: null,
    lastActive: null,
    strengths: [],
    needsWork: [],
    conversionRate: null,
    favoriteAgent: null,
  };
  return new Map(userIds.map((id) => [id, empty]));
}
