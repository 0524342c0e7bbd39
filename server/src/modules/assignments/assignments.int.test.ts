import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { Assignment } from '@ringready/core/team';
import { assignments, outboxEmails } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';
import { ASSIGN_LIMIT_PER_HOUR, ASSIGNMENT_TEXTS } from './assignment-service.ts';

const START = new Date('2025-06-15T12:00:00Z');
const HOUR = 60 * 60 * 1000;
/** hours after the start (sign-ins last 12 hours) */
const later = (hours: number) => new Date(START.getTime() + hours * HOUR);
let clock = START;

let t: Awaited<ReturnType<typeof createTestApp>>;
let f: ReturnType<typeof statsFixtures>;
let team: Awaited<ReturnType<typeof f.team>>;
let manager: Person, x: Person, y: Person, loner: Person, otherManager: Person, otherMember: Person;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  f = statsFixtures(t);
  team = await f.team(['manager', 'member', 'member']);
  [manager, x, y] = team.people as [Person, Person, Person];
  loner = await signUpAndLogin(t.app);
  const other = await f.team(['manager', 'member'], 'Other studio');
  [otherManager, otherMember] = other.people as [Person, Person];
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Person, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, payload });
const assign = (who: Person, body: object) => call('POST', '/api/team/assignments', who, body);
const body = (userIds: string[], extra: object = {}) => ({
  userIds,
  scenarioId: 'boss-venue-bottom-line',
  dueAt: later(7).toISOString(),
  targetScore: 70,
  ...extra,
});
const practice = (who: Person, scenarioId: string, createdAt: Date, score: number) =>
  f.session(who.user.id, { scenarioId, buyerType: 'boss', createdAt, endedAt: createdAt }, { score });

describe('assigning practice', () => {
  it('refuses anyone but a lead of the assignees’ team, and people outside it, with a 404', async () => {
    for (const who of [x, loner]) {
      const res = await assign(who, body([x.user.id]));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'You are not part of a team' });
    }
    expect((await assign(otherManager, body([x.user.id]))).json()).toEqual({
      message: ASSIGNMENT_TEXTS.memberNotFound,
    });
    const mixed = await assign(manager, body([x.user.id, otherMember.user.id]));
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toEqual({ message: ASSIGNMENT_TEXTS.memberNotFound });
    expect(await t.ctx.db.select().from(assignments)).toEqual([]);
  });

  it('validates the scenario, the due date, the target and the assignees', async () => {
    const cases: Array<[object, string]> = [
      [body([x.user.id], { scenarioId: 'no-such-scenario' }), ASSIGNMENT_TEXTS.scenarioNotFound],
      [body([x.user.id], { dueAt: later(-1).toISOString() }), ASSIGNMENT_TEXTS.dueInPast],
      [body([x.user.id], { dueAt: later(400 * 24).toISOString() }), ASSIGNMENT_TEXTS.dueTooFar],
      [body([x.user.id], { dueAt: 'next week' }), 'Please choose a due date'],
      [body([x.user.id], { targetScore: 150 }), 'Target scores are 1 to 100'],
      [body([]), 'Choose at least one team member'],
      [body(['not-a-uuid']), 'Unknown team member'],
    ];
    for (const [payload, message] of cases) {
      const res = await assign(manager, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('creates one assignment per assignee and e-mails each of them', async () => {
    const res = await assign(manager, body([x.user.id, y.user.id, x.user.id]));
    expect(res.statusCode).toBe(201);
    const created = res.json<Assignment[]>();
    expect(created).toHaveLength(2);
    expect(created.map((a) => a.userId).sort()).toEqual([x.user.id, y.user.id].sort());
    expect(created[0]).toMatchObject({
      scenario: { id: 'boss-venue-bottom-line', buyerType: 'boss', difficulty: 'advanced' },
      dueAt: later(7).toISOString(),
      targetScore: 70,
      createdAt: START.toISOString(),
      assignedBy: manager.user.name,
      status: 'pending',
      bestScore: null,
      completedAt: null,
    });
    const mails = await t.ctx.db
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, 'Practice assigned:%'));
    expect(mails.map((m) => m.toAddress).sort()).toEqual([x.email, y.email].sort());
    expect(mails[0]!.subject).toBe('Practice assigned: The Groom Who Wants the Bottom Line');
    expect(mails[0]!.textBody).toContain('at least 70/100');
    expect(mails[0]!.textBody).toContain('http://localhost:3000/practice/boss');
  });

  it('derives done, below target, late and pending from the practice done since', async () => {
    const dreamer = await assign(
      manager,
      body([y.user.id], {
        scenarioId: 'dreamer-garden-florals',
        dueAt: later(2).toISOString(),
        targetScore: null,
      }),
    );
    expect(dreamer.statusCode).toBe(201);
    await practice(x, 'boss-venue-bottom-line', later(-1), 99); // before the assignment: does not count
    await practice(x, 'boss-venue-bottom-line', later(1), 65);
    await practice(x, 'boss-venue-bottom-line', later(3), 82);
    await practice(y, 'boss-venue-bottom-line', later(2), 60);
    await f.session(y.user.id, {
      scenarioId: 'boss-venue-bottom-line',
      createdAt: later(4),
      status: 'failed',
    });
    await practice(y, 'dreamer-garden-florals', later(2.5), 95); // after its due time
    clock = later(5);

    const list = (await call('GET', '/api/team/assignments', manager)).json<Assignment[]>();
    const find = (who: Person, scenarioId: string) =>
      list.find((a) => a.userId === who.user.id && a.scenario.id === scenarioId)!;
    expect(find(x, 'boss-venue-bottom-line')).toMatchObject({
      status: 'done',
      bestScore: 82,
      completedAt: later(3).toISOString(),
    });
    expect(find(y, 'boss-venue-bottom-line')).toMatchObject({
      status: 'below_target',
      bestScore: 60,
      completedAt: later(2).toISOString(),
    });
    expect(find(y, 'dreamer-garden-florals')).toMatchObject({
      status: 'late',
      bestScore: 95,
      completedAt: later(2.5).toISOString(),
    });
    expect(list.map((a) => a.dueAt)).toEqual([later(7), later(7), later(2)].map((d) => d.toISOString()));

    const fresh = (await assign(manager, body([x.user.id], { scenarioId: 'relater-think-about-it' }))).json();
    expect(fresh[0]).toMatchObject({ status: 'pending', createdAt: later(5).toISOString() });

    const own = (await call('GET', '/api/assignments', y)).json<Assignment[]>();
    expect(own.map((a) => a.status).sort()).toEqual(['below_target', 'late']);
    expect((await call('GET', '/api/assignments', loner)).json()).toEqual([]);
    expect((await call('GET', '/api/assignments', otherManager)).json()).toEqual([]);
  });

  it("is readable and removable only by the team's leads", async () => {
    for (const who of [x, loner])
      expect((await call('GET', '/api/team/assignments', who)).statusCode).toBe(404);
    expect((await call('GET', '/api/team/assignments', otherManager)).json()).toEqual([]);

    const [first] = (await call('GET', '/api/team/assignments', manager)).json<Assignment[]>();
    const url = `/api/team/assignments/${first!.id}`;
    for (const who of [x, loner, otherManager]) {
      const res = await call('DELETE', url, who);
      expect(res.statusCode).toBe(404);
    }
    expect((await call('DELETE', '/api/team/assignments/not-an-id', manager)).statusCode).toBe(404);
    expect((await call('DELETE', url, team.owner)).statusCode).toBe(204);
    expect((await call('DELETE', url, manager)).json()).toEqual({ message: ASSIGNMENT_TEXTS.notFound });
    const left = await t.ctx.db
      .select()
      .from(assignments)
      .where(and(eq(assignments.id, first!.id)));
    expect(left).toEqual([]);
  });

  it('limits how often a lead assigns', async () => {
    for (let i = 0; i < ASSIGN_LIMIT_PER_HOUR; i++)
      expect((await assign(team.owner, body([]))).statusCode).toBe(400);
    const res = await assign(team.owner, body([x.user.id]));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: ASSIGNMENT_TEXTS.tooMany });
  });
});
