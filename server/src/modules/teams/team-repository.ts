import { and, asc, eq, sql } from 'drizzle-orm';
import type { TeamRole } from '@ringready/core/team';
import type { Queryable } from '../../db/client.ts';
import { teamMembers, teams, users } from '../../db/schema.ts';

export type TeamRow = typeof teams.$inferSelect;

export interface MemberRow {
  userId: string;
  name: string;
  email: string;
  role: TeamRole;
  joinedAt: Date;
}

/** A new team of this owner; undefined when the owner already has one (one team per owner). */
export async function insertTeam(q: Queryable, name: string, ownerId: string, now: Date) {
  const [row] = await q
    .insert(teams)
    .values({ name, ownerId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * The team row, locked until the transaction ends: every change to a team's members, invitations and
 * seats takes this lock first, so seat checks and counts never race.
 */
export async function lockTeam(q: Queryable, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await q.select().from(teams).where(eq(teams.id, teamId)).for('update');
  return row;
}

export async function findTeam(q: Queryable, teamId: string): Promise<TeamRow | undefined> {
  const [row] = await q.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

/** Adds the person to the team; false when they already belong to a team (one team per person). */
export async function insertMember(
  q: Queryable,
  values: { teamId: string; userId: string; role: TeamRole },
  now: Date,
): Promise<boolean> {
  const rows = await q
    .insert(teamMembers)
    .values({ ...values, joinedAt: now })
    .onConflictDoNothing()
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

const memberColumns = {
  userId: teamMembers.userId,
  name: users.name,
  email: users.email,
  role: teamMembers.role,
  joinedAt: teamMembers.joinedAt,
};

/** The team's members, the earliest to join first. */
export async function listMembers(q: Queryable, teamId: string): Promise<MemberRow[]> {
  const rows = await q
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId))
    .orderBy(asc(teamMembers.joinedAt), asc(users.name));
  return rows.map((r) => ({ ...r, role: r.role as TeamRole }));
}

export async function findMember(
  q: Queryable,
  teamId: string,
  userId: string,
): Promise<MemberRow | undefined> {
  const [row] = await q
    .select(memberColumns)
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row ? { ...row, role: row.role as TeamRole } : undefined;
}

export async function countMembers(q: Queryable, teamId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(eq(teamMembers.teamId, teamId));
  return row?.n ?? 0;
}

/** Whether an account with this e-mail belongs to any team. */
export async function emailIsInTeam(q: Queryable, email: string): Promise<{ teamId: string } | undefined> {
  const [row] = await q
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(users.email, email));
  return row;
}

export async function updateMemberRole(q: Queryable, teamId: string, userId: string, role: TeamRole) {
  await q
    .update(teamMembers)
    .set({ role })
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
}

export async function deleteMember(q: Queryable, teamId: string, userId: string): Promise<boolean> {
  const rows = await q
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}
