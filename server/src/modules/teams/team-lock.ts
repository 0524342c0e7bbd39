import type { TeamRole } from '@ringready/core/team';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findMembership, NO_TEAM } from '../access/index.ts';
import { lockTeam, type TeamRow } from './team-repository.ts';

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
