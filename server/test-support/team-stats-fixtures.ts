import { reports, sessions, teamMembers, teams } from '../src/db/schema.ts';
import type { createTestApp } from './test-app.ts';
import { signUpAndLogin } from './test-app.ts';

/** Test helpers for team statistics and assignments: teams written straight to the database, sessions. */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Person = Awaited<ReturnType<typeof signUpAndLogin>>;

export function statsFixtures(t: TestApp) {
  /** a team: its owner as admin, then one signed-in person per role given */
  async function team(roles: Array<'manager' | 'member'>, name = 'Studio') {
    const owner = await signUpAndLogin(t.app, { plan: 'tier3' });
    const [row] = await t.ctx.db.insert(teams).values({ name, ownerId: owner.user.id }).returning();
    const people: Person[] = [];
    await t.ctx.db.insert(teamMembers).values({ teamId: row!.id, userId: owner.user.id, role: 'admin' });
    for (const role of roles) {
      const person = await signUpAndLogin(t.app, { plan: null });
      await t.ctx.db.insert(teamMembers).values({ teamId: row!.id, userId: person.user.id, role });
      people.push(person);
    }
    return { id: row!.id, owner, people };
  }

  /** a session of the user, with a report when a score is given */
  async function session(
    userId: string,
    values: Partial<typeof sessions.$inferInsert> & { createdAt: Date },
    report?: { score: number; data?: Record<string, unknown> },
  ) {
    const [row] = await t.ctx.db
      .insert(sessions)
      .values({ userId, type: 'practice', status: 'completed', ...values })
      .returning();
    if (report)
      await t.ctx.db.insert(reports).values({
        sessionId: row!.id,
        overallScore: report.score,
        data: { overallScore: report.score, ...report.data },
        createdAt: values.createdAt,
      });
    return row!;
  }

  const get = (url: string, who: { auth: Record<string, string> }) =>
    t.app.inject({ url, headers: who.auth });

  return { team, session, get };
}

/** A metrics list as the analyzer writes it. */
export const metrics = (scores: Record<string, string>) =>
  Object.entries(scores).map(([skill, score]) => ({ skill, score }));
