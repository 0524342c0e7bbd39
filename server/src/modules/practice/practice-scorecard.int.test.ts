import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, StartSessionResponse } from '@ringready/core/api';
import type { ReportScorecard } from '@ringready/core/team-scorecards';
import { conversationMessages } from '../../db/schema.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: Person, member: Person;

beforeAll(async () => {
  t = await createTestApp();
  [manager, member] = (await statsFixtures(t).team(['manager', 'member'])).people as [Person, Person];
});
afterAll(() => t.close());

const TURNS: Array<[boolean, string]> = [
  [false, 'Hi, we are looking for a photographer for our wedding.'],
  [true, 'Congratulations! What budget have you set aside for photography?'],
  [false, 'About five thousand dollars.'],
  [true, 'Lovely. Shall we book a walk-through at the venue next week?'],
  [false, 'Yes, that works.'],
];

describe('a practice of a team member', () => {
  it('is graded on the team’s active scorecard from the salesperson’s turns', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/team/scorecards',
      headers: manager.auth,
      payload: {
        name: 'First calls',
        passMark: 60,
        checks: [
          { label: 'Asks about the budget', kind: 'asks_about', topic: 'budget', weight: 2 },
          { label: 'Offers a walk-through', kind: 'says', phrase: 'walk-through at the venue', weight: 1 },
          { label: 'Asks about the guests', kind: 'asks_about', topic: 'guests', weight: 1 },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const started = (
      await t.app.inject({
        method: 'POST',
        url: '/api/sessions/start',
        headers: member.auth,
        payload: { scenarioId: 'relater-planning-with-mom' },
      })
    ).json<StartSessionResponse>();
    await t.ctx.db
      .insert(conversationMessages)
      .values(TURNS.map(([isUser, text], seq) => ({ sessionId: started.sessionId, seq, isUser, text })));
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${started.sessionId}/end`,
      headers: member.auth,
      payload: {},
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const deadline = Date.now() + 30_000;
    let session: Session;
    do {
      await new Promise((r) => setTimeout(r, 100));
      session = (
        await t.app.inject({ url: `/api/sessions/${started.sessionId}`, headers: member.auth })
      ).json();
    } while (session.status === 'processing' && Date.now() < deadline);
    expect(session.status, session.failureReason ?? '').toBe('completed');
    const card = (session.report as { scorecard?: ReportScorecard }).scorecard!;
    expect(card).toMatchObject({ name: 'First calls', score: 75, passed: true });
    expect(card.checks.map((c) => c.passed)).toEqual([true, true, false]);
    expect(card.checks[1]!.evidence).toEqual([TURNS[3]![1]]);
  });
});
