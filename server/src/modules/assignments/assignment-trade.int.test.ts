import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StartSessionResponse } from '@ringready/core/api';
import type { Assignment } from '@ringready/core/team';
import { outboxEmails, sessions, users } from '../../db/schema.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: Person, planner: Person, other: Person;

beforeAll(async () => {
  t = await createTestApp();
  const f = statsFixtures(t);
  const team = await f.team(['manager', 'member', 'member']);
  [manager, planner, other] = team.people as [Person, Person, Person];
  await t.ctx.db.update(users).set({ trade: 'photographer' }).where(eq(users.id, manager.user.id));
  await t.ctx.db.update(users).set({ trade: 'planner' }).where(eq(users.id, planner.user.id));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: Person, payload?: object) =>
  t.app.inject({ method, url, headers: who.auth, payload });
const dueAt = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

async function assign(extra: object = {}): Promise<Assignment> {
  const res = await call('POST', '/api/team/assignments', manager, {
    userIds: [planner.user.id],
    scenarioId: 'relater-planning-with-mom',
    dueAt: dueAt(),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Assignment[]>()[0]!;
}

describe('an assignment is practised as it was assigned, whatever the assignee’s trade', () => {
  it('shows and practises the scenario in the trade the manager saw it in', async () => {
    const shownToManager = (await call('GET', '/api/scenarios', manager)).json<
      Array<{ id: string; title: string }>
    >();
    const chosen = shownToManager.find((s) => s.id === 'relater-planning-with-mom')!;
    expect(chosen.title).toBe('Choosing a Photographer with Mom');

    const assigned = await assign();
    const mine = (await call('GET', '/api/assignments', planner)).json<Assignment[]>();
    const own = mine.find((a) => a.id === assigned.id)!;
    expect(own.scenario).toMatchObject({ title: chosen.title, trade: 'photographer' });
    // the e-mail (sent by the assignment.assigned subscriber) names it as the manager saw it, not the
    // assignee's own trade (a planner)
    const mails = await t.ctx.db.select().from(outboxEmails).where(eq(outboxEmails.userId, planner.user.id));
    expect(mails.map((m) => m.subject).filter((s) => s.startsWith('Practice assigned:'))).toEqual([
      'Practice assigned: Choosing a Photographer with Mom',
    ]);

    const res = await call('POST', '/api/sessions/start', planner, {
      scenarioId: own.scenario.id,
      mode: 'coaching',
      assignmentId: own.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<StartSessionResponse>();
    expect(started.scenario.title).toBe('Choosing a Photographer with Mom');
    expect(started.agentPrompt).toContain('photographer');
    expect(started.agentPrompt).not.toContain('planner');
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, started.sessionId));
    // the AI buyer is composed for the session's trade: a couple shopping for a photographer
    expect(row).toMatchObject({ trade: 'photographer', scenarioId: 'relater-planning-with-mom' });
  });

  it('keeps an explicitly chosen trade, and the scenario’s own without one', async () => {
    const florist = await assign({ trade: 'florist' });
    expect(florist.scenario).toMatchObject({ title: 'Choosing a Florist with Mom', trade: 'florist' });
    await t.ctx.db.update(users).set({ trade: null }).where(eq(users.id, manager.user.id));
    const own = await assign();
    expect(own.scenario).toMatchObject({ title: 'Planning with Mom', trade: null });
    const res = await call('POST', '/api/sessions/start', planner, {
      scenarioId: 'boss-venue-bottom-line',
      assignmentId: own.id,
    });
    const started = res.json<StartSessionResponse>();
    // the assignment decides the scenario, and without a trade it is the scenario's own (a planner)
    expect(started.scenario.id).toBe('relater-planning-with-mom');
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, started.sessionId));
    expect(row!.trade).toBe('planner');
  });

  it('refuses another person’s assignment with a 404', async () => {
    const assigned = await assign();
    const res = await call('POST', '/api/sessions/start', other, {
      scenarioId: 'relater-planning-with-mom',
      assignmentId: assigned.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Assignment not found' });
  });
});
