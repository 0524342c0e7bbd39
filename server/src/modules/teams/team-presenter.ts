import type { AssignableRole, Team, TeamInvitation, TeamMember, TeamRole } from '@ringready/core/team';
import { emptyFigures, type MemberFigures } from '../access/index.ts';
import type { InvitationRow } from './invitation-repository.ts';
import type { MemberRow, TeamRow } from './team-repository.ts';

/** A member as the API shows it: who they are, their role and their figures (none yet: empty figures). */
export function presentMember(row: MemberRow, figures: MemberFigures | undefined): TeamMember {
  return {
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    ...(figures ?? emptyFigures()),
  };
}

export function presentInvitation(row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AssignableRole,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentTeam(
  team: TeamRow,
  view: { role: TeamRole; seats: number; seatLimit: number },
  members: TeamMember[],
  invitations: InvitationRow[],
): Team {
  return {
    id: team.id,
    name: team.name,
    role: view.role,
    seats: view.seats,
    seatLimit: view.seatLimit,
    members,
    invitations: invitations.map(presentInvitation),
  };
}
