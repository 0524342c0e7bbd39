import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember, TeamStats } from '@ringready/core/team';
import { updateUser } from '../users/index.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { memberFigures } from '../access/index.ts';
import { metrics, statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';

const NOW = new Date('2025-06-15T12:00:00Z');
const at = (iso: string) => new Date(`${iso}T10:00:00Z`);

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof statsFixtures>;
let team: Awaited<ReturnType<typeof f.team>>;
let manager: Person, x: Person, y: Person, loner: Person, otherManager: Person;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  f = statsFixtures(t);
  team = await f.team(['manager', 'member', 'member']);
  [manager, x, y] = team.people as [Person, Person, Person];
  loner = await signUpAndLogin(t.app);
  const other = await f.team(['manager'], 'Other studio');
  otherManager = other.people[0]!;

  const X = x.user.id;
  await f.session(
    X,
    { createdAt: at('2025-01-10'), buyerType: 'boss', durationSeconds: 600 },
    {
      score: 40,
      data: { metrics: metrics({ Discovery: '4/10', 'Rapport & Opening': '8/10' }) },
    },
  );
  await f.session(
    X,
    { createdAt: at('2025-03-05'), buyerType: 'boss', durationSeconds: 600 },
    {
      score: 60,
      data: { metrics: metrics({ Discovery: '6/10', 'Rapport & Opening': '9/10' }) },
    },
  );
  await f.session(
    X,
    { createdAt: at('2025-05-20'), type: 'upload', fileName: 'may.txt' },
    {
      score: 70,
      data: {
        metrics: metrics({ Discovery: '7/10', 'Rapport & Opening': '7/10', Closing: '3/10' }),
        nextStep: { agreed: true, text: 'Tour on Saturday at 11' },
      },
    },
  );
  await f.session(
    X,
    { createdAt: at('2025-06-02'), buyerType: 'analyzer', durationSeconds: 600 },
    {
      score: 90,
      // malformed entries are ignored
      data: {
        metrics: [...metrics({ Discovery: '9/10', Weird: 'n/a', Zero: '3/0' }), 'text', { score: '1/2' }],
      },
    },
  );
  await f.session(
    X,
    { createdAt: at('2025-06-10'), type: 'upload', fileName: 'june.txt' },
    {
      score: 50,
      data: { metrics: metrics({ Discovery: '5/10' }), nextStep: { agreed: false, text: 'No next step' } },
    },
  );
  await f.session(X, { createdAt: at('2025-06-11'), type: 'upload', status: 'failed', fileName: 'bad.txt' });
  await f.session(X, {
    createdAt: at('2025-06-12'),
    status: 'active',
    buyerType: 'dreamer',
    durationSeconds: 120,
  });
  await f.session(X, { createdAt: new Date('2025-07-01T00:00:00Z'), buyerType: 'boss' }, { score: 1 });

  const Y = y.user.id;
  await f.session(
    Y,
    { createdAt: at('2025-05-03'), buyerType: 'relater', durationSeconds: 300 },
    { score: 80 },
  );
  await f.session(
    Y,
    { createdAt: at('2025-06-05'), buyerType: 'dreamer', durationSeconds: 300 },
    { score: 70 },
  );
  await f.session(
    Y,
    { createdAt: at('2025-06-08'), buyerType: 'relater', durationSeconds: 300 },
    { score: 90 },
  );
  await f.session(manager.user.id, {
    createdAt: at('2025-06-09'),
    status: 'failed',
    buyerType: 'relater',
    durationSeconds: 60,
  });
  await f.session(otherManager.user.id, { createdAt: at('2025-06-03'), buyerType: 'boss' }, { score: 10 });
  await f.session(loner.user.id, { createdAt: at('2025-06-04'), buyerType: 'boss' }, { score: 55 });
});
afterAll(() => t.close());

const X_FIGURES = {
  totalSessions: 6,
  averageScore: 62, // (40 + 60 + 70 + 90 + 50) / 5
  improvementRate: 40, // earlier half (40, 60) → 50, later half (90, 50) → 70
  lastActive: at('2025-06-12').toISOString(),
  strengths: ['Rapport & Opening'], // 80%
  needsWork: ['Closing', 'Discovery'], // 30%, 62%
  conversionRate: 50,
  favoriteAgent: 'Boss',
};

describe('member figures', () => {
  it('are computed from the sessions and reports of each user, in one pass for many', async () => {
    const figures = await memberFigures(t.ctx.db, [x.user.id, y.user.id, team.owner.user.id], NOW);
    expect(figures.get(x.user.id)).toEqual(X_FIGURES);
    expect(figures.get(y.user.id)).toMatchObject({
      totalSessions: 3,
      averageScore: 80,
      improvementRate: 13, // 80 → 90
      conversionRate: null,
      favoriteAgent: 'Relater',
      strengths: [],
      needsWork: [],
    });
    expect(figures.get(team.owner.user.id)).toEqual({
      totalSessions: 0,
      averageScore: null,
      improvementRate: null,
      lastActive: null,
      strengths: [],
      needsWork: [],
      conversionRate: null,
      favoriteAgent: null,
    });
  });
});

describe('GET /api/team/stats', () => {
  it("gives a lead the team's overview, buyer types and six months of trends", async () => {
    const res = await f.get('/api/team/stats', manager);
    expect(res.statusCode).toBe(200);
    const stats = res.json<TeamStats>();
    expect(stats.overview).toEqual({
      sessions: 5,
      practiceMinutes: 23, // 600 + 120 + 300 + 300 + 60 (failed practice time counts) seconds
      averageScore: 75,
      averageScoreChange: 0, // May: (70 + 80) / 2
      leaderboard: [
        { userId: y.user.id, name: y.user.name, averageScore: 80, sessions: 2 },
        { userId: x.user.id, name: x.user.name, averageScore: 70, sessions: 3 },
      ],
    });
    expect(stats.buyerTypePerformance).toEqual([
      { buyerId: 'analyzer', name: 'Analyzer', average: 90, trend: null, sessions: 1 },
      { buyerId: 'boss', name: 'Boss', average: 50, trend: null, sessions: 2 },
      { buyerId: 'dreamer', name: 'Dreamer', average: 70, trend: null, sessions: 2 },
      { buyerId: 'relater', name: 'Relater', average: 85, trend: 10, sessions: 2 },
    ]);
    expect(stats.monthlyTrends).toEqual([
      { month: '2025-01', avgScore: 40, sessionCount: 1 },
      { month: '2025-02', avgScore: null, sessionCount: 0 },
      { month: '2025-03', avgScore: 60, sessionCount: 1 },
      { month: '2025-04', avgScore: null, sessionCount: 0 },
      { month: '2025-05', avgScore: 75, sessionCount: 2 },
      { month: '2025-06', avgScore: 75, sessionCount: 5 },
    ]);
    expect((await f.get('/api/team/stats', team.owner)).json()).toEqual(stats);
  });

  it("shows another team's lead only their own team", async () => {
    const stats = (await f.get('/api/team/stats', otherManager)).json<TeamStats>();
    expect(stats.overview).toMatchObject({ sessions: 1, averageScore: 10 });
    expect(stats.overview.leaderboard.map((l) => l.userId)).toEqual([otherManager.user.id]);
  });

  it('is a 404 for a member and for someone without a team', async () => {
    for (const who of [x, loner]) {
      const res = await f.get('/api/team/stats', who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'You are not part of a team' });
    }
    expect((await t.app.inject({ url: '/api/team/stats' })).statusCode).toBe(401);
  });
});

describe('GET /api/team/me', () => {
  it('gives every signed-in user their own figures, in a team or not', async () => {
    const mine = (await f.get('/api/team/me', x)).json<TeamMember>();
    expect(mine).toEqual({
      userId: x.user.id,
      name: x.user.name,
      email: x.email,
      role: 'member',
      ...X_FIGURES,
    });
    expect((await f.get('/api/team/me', manager)).json()).toMatchObject({
      role: 'manager',
      totalSessions: 0,
    });
    expect((await f.get('/api/team/me', loner)).json()).toMatchObject({
      userId: loner.user.id,
      role: 'member',
      totalSessions: 1,
      averageScore: 55,
    });
    expect((await t.app.inject({ url: '/api/team/me' })).statusCode).toBe(401);
  });
});

describe('GET /api/team/export.csv', () => {
  it('is the Individual Performance table, with formulas neutralised', async () => {
    await updateUser(t.ctx.db, y.user.id, { name: '=HYPERLINK("http://evil.example","click")' }, NOW);
    const res = await f.get('/api/team/export.csv', manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ringready-team-performance-2025-06-15.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Role","Total sessions","Average score","Improvement rate (%)","Last active (UTC)",' +
        '"Strengths","Needs work","Conversion rate (%)","Favorite agent"',
    );
    expect(lines).toHaveLength(5); // owner, manager, two members
    expect(lines).toContain(
      `"${x.user.name}","${x.email}","member","6","62","40","${X_FIGURES.lastActive}",` +
        '"Rapport & Opening","Closing; Discovery","50","Boss"',
    );
    expect(lines.find((l) => l.includes(y.email))).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",/,
    );
  });

  it('is a 404 for a member and for someone without a team', async () => {
    for (const who of [x, loner]) expect((await f.get('/api/team/export.csv', who)).statusCode).toBe(404);
  });
});
