import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StartSessionResponse } from '@ringready/core/api';
import type { TeamScenario } from '@ringready/core/team-scenarios';
import { sessions } from '../../db/schema.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';
import { claimLiveSession } from './practice-repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: Person, member: Person;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date('2026-03-02T12:00:00Z') });
  const team = await statsFixtures(t).team(['manager', 'member']);
  [manager, member] = team.people as [Person, Person];
});
afterAll(() => t.close());

const CONCERNS = [
  'The barn is dark inside; will the photos be too dark?',
  'Your price is above what Rose planned.',
];

describe('a team scenario practised', () => {
  it('is played in its own trade by the buyer its lead wrote: the couple, facts and concerns', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/team/scenarios',
      headers: manager.auth,
      payload: {
        title: 'The Dark Barn',
        buyerType: 'relater',
        trade: 'photographer',
        difficulty: 'intermediate',
        description: 'A couple getting married in a dark barn in Vermont in October; her aunt is paying.',
        couple: { names: ['Hannah', 'Owen'], alsoOnCall: { name: 'Rose', role: 'aunt' } },
        facts: {
          date: '2026-10-17',
          guests: 95,
          venue: 'Maple Hollow Barn',
          budget: 6500,
          decisionMakers: ['Hannah', 'Aunt Rose'],
        },
        objections: CONCERNS,
        status: 'published',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<TeamScenario>();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions/start',
      headers: member.auth,
      payload: { scenarioId: id, mode: 'coaching' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json<StartSessionResponse>();
    expect(started.scenario.title).toBe('The Dark Barn');
    const [row] = await t.ctx.db.select().from(sessions).where(eq(sessions.id, started.sessionId));
    expect(row).toMatchObject({ trade: 'photographer', scenarioId: id });

    const live = await claimLiveSession(t.ctx.db, started.sessionId, member.user.id, 'socket-1');
    const persona = live!.state.persona;
    expect(persona).toMatchObject({ scenarioId: id, trade: 'photographer', name: 'Hannah', partner: 'Owen' });
    expect(persona.facts.guests.value).toBe('95');
    expect(persona.facts.venue.value).toBe('Maple Hollow Barn');
    expect(persona.facts.budget.value).toBe('$6,500');
    expect(persona.facts.date.value).toBe('October 17, 2026');
    expect(persona.pains.map((p) => p.line)).toEqual(CONCERNS);
    expect(persona.objections.map((o) => o.kind).sort()).toEqual(['price', 'think']);
  });
});
