import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AssignableRole } from '@ringready/core/team';
import type { Queryable } from '../../db/client.ts';
import { teamInvitations, teams, users } from '../../db/schema.ts';

export type InvitationRow = typeof teamInvitations.$inferSelect;

/** Not accepted, not withdrawn and not expired: it holds a seat and its link works. */
const pending = (now: Date) =>
  and(
    isNull(teamInvitations.acceptedAt),
    isNull(teamInvitations.revokedAt),
    gt(teamInvitations.expiresAt, now),
  );

export async function insertInvitation(
  q: Queryable,
  values: {
    teamId: string;
    email: string;
    role: AssignableRole;
    tokenHash: string;
    invitedBy: string;
    expiresAt: Date;
  },
  now: Date,
): Promise<InvitationRow> {
  const [row] = await q
    .insert(teamInvitations)
    .values({ ...values, createdAt: now })
    .returning();
  return row!;
}

/** Withdraws the team's pending invitations of an e-mail (a new invitation replaces them). */
export async function revokePendingForEmail(q: Queryable, teamId: string, email: string, now: Date) {
  await q
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.email, email), pending(now)));
}

/** Withdraws one pending invitation of the team; false when there is none with this id. */
export async function revokeInvitation(q: Queryable, teamId: string, id: string, now: Date) {
  const rows = await q
    .update(teamInvitations)
    .set({ revokedAt: now })
    .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.id, id), pending(now)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}

/** The team's pending invitations, newest first. */
export async function listPendingInvitations(q: Queryable, teamId: string, now: Date) {
  return q
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), pending(now)))
    .orderBy(desc(teamInvitations.createdAt));
}

export async function countPendingInvitations(q: Queryable, teamId: string, now: Date): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(teamInvitations)
    .where(and(eq(teamInvitations.teamId, teamId), pending(now)));
  return row?.n ?? 0;
}

/** An invitation by its token's hash, with its team's name and who sent it. */
export async function findInvitationByTokenHash(q: Queryable, tokenHash: string) {
  const [row] = await q
    .select({ invitation: teamInvitations, teamName: teams.name, invitedBy: users.name })
    .from(teamInvitations)
    .innerJoin(teams, eq(teams.id, teamInvitations.teamId))
    .leftJoin(users, eq(users.id, teamInvitations.invitedBy))
    .where(eq(teamInvitations.tokenHash, tokenHash));
  return row;
}

/** Marks a pending invitation accepted, once: false when it was used, withdrawn or expired meanwhile. */
export async function markAccepted(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q
    .update(teamInvitations)
    .set({ acceptedAt: now })
    .where(and(eq(teamInvitations.id, id), pending(now)))
    .returning({ id: teamInvitations.id });
  return rows.length > 0;
}
