/**
 * The demo team: a Master-plan owner (admin), a manager and salespeople (the demo account among them) with
 * six months of history each, seats billed for all of them, and assigned practice (done, late, pending).
 * Idempotent: seeded once, when the owner has no team yet, in one transaction.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { assignments, subscriptions, teamMembers, teams } from '../db/schema.ts';
import { createUser, findUserByEmail, type UserRow } from '../modules/users/index.ts';
import { SCENARIOS } from './catalog-data.ts';
import {
  DEMO_MANAGER_EMAIL,
  DEMO_PEOPLE,
  DEMO_TEAM_NAME,
  DEMO_TRADE,
  type DemoPerson,
} from './demo-team-data.ts';
import { insertHistory, planHistory, type PlannedSession } from './demo-team-history.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The owner pays for Master (in the 20th day of its period); the others use the team's plan. */
async function account(db: Db, person: DemoPerson, password: string, now: Date): Promise<UserRow> {
  const email = person.email!;
  const existing = await findUserByEmail(db, email);
  if (existing) return existing;
  const login = person.role !== 'member';
  return createUser(
    db,
    {
      email,
      name: person.name,
      // only the owner and the manager sign in with the published password
      password: login ? password : randomBytes(18).toString('base64url'),
      plan: person.role === 'admin' ? 'tier3' : undefined,
      role: 'member',
      trade: DEMO_TRADE,
    },
    new Date(now.getTime() - 20 * DAY),
  );
}

interface Seeded {
  person: DemoPerson;
  user: UserRow;
  history: PlannedSession[];
}

export async function seedDemoTeam(db: Db, demo: UserRow, password: string, now: Date): Promise<void> {
  const ownerPerson = DEMO_PEOPLE.find((p) => p.role === 'admin')!;
  const owner = await account(db, ownerPerson, password, now);
  const [existing] = await db.select({ id: teams.id }).from(teams).where(eq(teams.ownerId, owner.id));
  if (existing) return;
  const people: Seeded[] = [];
  for (const person of DEMO_PEOPLE) {
    const user = person.email === null ? demo : await account(db, person, password, now);
    people.push({ person, user, history: await planHistory(person, user.name, now) });
  }
  await db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({ name: DEMO_TEAM_NAME, ownerId: owner.id, createdAt: new Date(now.getTime() - 185 * DAY) })
      .onConflictDoNothing()
      .returning({ id: teams.id });
    if (!team) return; // another process seeded it first
    const joined: Seeded[] = [];
    for (const seeded of people) {
      const rows = await tx
        .insert(teamMembers)
        .values({
          teamId: team.id,
          userId: seeded.user.id,
          role: seeded.person.role,
          joinedAt: new Date(now.getTime() - 182 * DAY),
        })
        .onConflictDoNothing()
        .returning({ userId: teamMembers.userId });
      // someone already in another team keeps it (and their own history)
      if (!rows.length) continue;
      joined.push(seeded);
      await insertHistory(tx, seeded.user.id, seeded.history);
    }
    await tx.update(subscriptions).set({ seats: joined.length }).where(eq(subscriptions.userId, owner.id));
    await seedAssignments(tx, team.id, joined, now);
  });
}

/**
 * Assigned practice, by the manager: one done (assigned before the assignee's latest practice, which
 * reached the target by the due date), one late (due a few days ago, nothing practised on it since),
 * and one pending for the demo account (due next week).
 */
async function seedAssignments(tx: Tx, teamId: string, joined: Seeded[], now: Date): Promise<void> {
  const manager = joined.find((s) => s.person.email === DEMO_MANAGER_EMAIL);
  const byName = (name: string) => joined.find((s) => s.person.name === name);
  const values: Array<typeof assignments.$inferInsert> = [];
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const done = byName('Olivia Bennett');
  const last = done?.history.filter((h) => h.type === 'practice').at(-1);
  if (done && last)
    values.push({
      userId: done.user.id,
      scenarioId: last.scenarioId!,
      createdAt: new Date(last.createdAt.getTime() - DAY),
      dueAt: new Date(last.createdAt.getTime() + 3 * DAY),
      targetScore: Math.max(1, Math.floor(last.report.overallScore / 10) * 10),
      teamId,
    });
  const late = byName('Jake Thompson');
  if (late) {
    const practised = new Set(late.history.filter((h) => h.createdAt > ago(12)).map((h) => h.scenarioId));
    const scenario = SCENARIOS.find((s) => !practised.has(s.id))!;
    values.push({
      userId: late.user.id,
      scenarioId: scenario.id,
      createdAt: ago(12),
      dueAt: ago(5),
      targetScore: 60,
      teamId,
    });
  }
  const demo = joined.find((s) => s.person.email === null);
  if (demo)
    values.push({
      userId: demo.user.id,
      scenarioId: 'analyzer-photographer-compare',
      createdAt: ago(1),
      dueAt: new Date(now.getTime() + 6 * DAY),
      targetScore: 70,
      teamId,
    });
  if (values.length)
    await tx.insert(assignments).values(values.map((v) => ({ ...v, assignedBy: manager?.user.id ?? null })));
}
