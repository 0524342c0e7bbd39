import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { LoginResponse } from '@ringready/core/api';
import type { Assignment, TeamMember, TeamStats } from '@ringready/core/team';
import { assignments, reports, sessions, subscriptions, teamMembers, teams, users } from '../db/schema.ts';
import { memberFigures } from '../modules/access/index.ts';
import { createTestApp } from '../../test-support/test-app.ts';
import { DEMO_PEOPLE } from './demo-team-data.ts';
import { DEMO_EMAIL, DEMO_MANAGER_EMAIL, DEMO_OWNER_EMAIL, DEMO_PASSWORD, seedDemoAccount } from './seed.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const NOW = new Date();
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
  await seedDemoAccount(t.ctx.db, NOW);
});
afterAll(() => t.close());

async function login(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(res.statusCode, email).toBe(200);
  return { authorization: `Bearer ${res.json<LoginResponse>().token}` };
}

const counts = async () => ({
  users: (await t.ctx.db.select({ n: count() }).from(users))[0]!.n,
  teams: (await t.ctx.db.select({ n: count() }).from(teams))[0]!.n,
  members: (await t.ctx.db.select({ n: count() }).from(teamMembers))[0]!.n,
  sessions: (await t.ctx.db.select({ n: count() }).from(sessions))[0]!.n,
  reports: (await t.ctx.db.select({ n: count() }).from(reports))[0]!.n,
  assignments: (await t.ctx.db.select({ n: count() }).from(assignments))[0]!.n,
});

describe('the demo team', () => {
  it('is seeded once: a second run adds nothing', async () => {
    const before = await counts();
    expect(before).toMatchObject({ teams: 1, members: DEMO_PEOPLE.length, assignments: 3 });
    await seedDemoAccount(t.ctx.db, new Date(NOW.getTime() + 60_000));
    expect(await counts()).toEqual(before);
  });

  it('has the owner on Master with a seat per member, and a manager who signs in', async () => {
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL));
    const [sub] = await t.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, owner!.id));
    expect(sub).toMatchObject({ tier: 'tier3', status: 'active', seats: DEMO_PEOPLE.length });
    const stats = (
      await t.app.inject({ url: '/api/team/stats', headers: await login(DEMO_MANAGER_EMAIL) })
    ).json<TeamStats>();
    expect(stats.monthlyTrends).toHaveLength(6);
    expect(stats.monthlyTrends.every((m) => m.sessionCount > 0 && m.avgScore !== null)).toBe(true);
    expect(stats.buyerTypePerformance.every((b) => b.sessions > 0)).toBe(true);
    await login(DEMO_OWNER_EMAIL);
  });

  it('gives each member the figures of their own reports, which differ from person to person', async () => {
    const rows = await t.ctx.db
      .select({
        userId: sessions.userId,
        mean: sql<number>`avg(${reports.overallScore})::float8`,
        n: count(),
      })
      .from(sessions)
      .innerJoin(reports, eq(reports.sessionId, sessions.id))
      .where(eq(sessions.status, 'completed'))
      .groupBy(sessions.userId);
    const figures = await memberFigures(
      t.ctx.db,
      rows.map((r) => r.userId),
      new Date(),
    );
    for (const row of rows) expect(figures.get(row.userId)!.averageScore).toBe(Math.round(Number(row.mean)));
    const members = [...figures.values()];
    expect(new Set(members.map((m) => m.averageScore)).size).toBeGreaterThan(4);
    expect(new Set(members.map((m) => m.favoriteAgent)).size).toBeGreaterThan(2);
    expect(members.some((m) => m.improvementRate! >= 20)).toBe(true);
    expect(members.some((m) => m.improvementRate! < 0)).toBe(true);
    expect(
      members.every((m) => m.conversionRate !== null && m.strengths.length + m.needsWork.length > 0),
    ).toBe(true);

    const demo = (
      await t.app.inject({ url: '/api/team/me', headers: await login(DEMO_EMAIL) })
    ).json<TeamMember>();
    const [demoRow] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    expect(demo).toMatchObject({ email: DEMO_EMAIL, role: 'member', totalSessions: 18 });
    expect(demo.averageScore).toBe(figures.get(demoRow!.id)!.averageScore);
  });

  it('has assigned practice: one done, one late, and one pending for the demo account', async () => {
    const list = (
      await t.app.inject({ url: '/api/team/assignments', headers: await login(DEMO_MANAGER_EMAIL) })
    ).json<Assignment[]>();
    expect(list.map((a) => a.status).sort()).toEqual(['done', 'late', 'pending']);
    const own = (await t.app.inject({ url: '/api/assignments', headers: await login(DEMO_EMAIL) })).json<
      Assignment[]
    >();
    expect(own).toMatchObject([{ status: 'pending', scenario: { id: 'analyzer-photographer-compare' } }]);
  });
});
