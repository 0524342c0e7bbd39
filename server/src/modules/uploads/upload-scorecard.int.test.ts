import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { Session } from '@ringready/core/api';
import type { ReportScorecard } from '@ringready/core/team-scorecards';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';
import { statsFixtures, type Person } from '../../../test-support/team-stats-fixtures.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let manager: Person, member: Person;

beforeAll(async () => {
  t = await createTestApp();
  [manager, member] = (await statsFixtures(t).team(['manager', 'member'])).people as [Person, Person];
});
afterAll(() => t.close());

const TRANSCRIPT = [
  'Jess: Hi Hannah, this is Jess from Bloom Studio. Congratulations on the engagement!',
  'Hannah: Thank you! We are getting married at Maple Hollow Barn in October.',
  'Jess: Lovely. What budget have you set aside for photography?',
  'Hannah: Around six thousand five hundred dollars, my aunt is paying.',
  'Jess: How much light does the barn get in the evening?',
  'Hannah: Not much, it is quite dark inside, that is my worry.',
  'Jess: Honestly this price is only good until Friday, so you should book today.',
  'Hannah: Oh. I need to talk to my aunt first.',
].join('\n');

async function uploadAndWait(auth: Record<string, string>): Promise<Session> {
  const boundary = `----rr${Math.random().toString(16).slice(2)}`;
  const payload =
    `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="call.txt"\r\n` +
    `Content-Type: text/plain\r\n\r\n${TRANSCRIPT}\r\n--${boundary}--\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sessions/upload',
    payload,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json<{ sessionId: string }>().sessionId;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const s = (await t.app.inject({ url: `/api/sessions/${id}`, headers: auth })).json<Session>();
    if (s.status !== 'processing' || Date.now() > deadline) return s;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a real call of a team member', () => {
  it('is graded on the team’s active scorecard, with the quotes that decided each check', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/team/scorecards',
      headers: manager.auth,
      payload: {
        name: 'Barn calls',
        passMark: 70,
        checks: [
          { label: 'Asks about the budget', kind: 'asks_about', topic: 'budget', weight: 3 },
          { label: 'Asks about the light', kind: 'asks_about', topic: 'light in the barn', weight: 2 },
          { label: 'Offers a walk-through', kind: 'says', phrase: 'walk-through at the venue', weight: 2 },
          { label: 'No pressure', kind: 'avoids', phrase: 'pressure', weight: 3 },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const session = await uploadAndWait(member.auth);
    expect(session.status, session.failureReason ?? '').toBe('completed');
    const report = (
      await t.app.inject({ url: `/api/sessions/${session.id}/report`, headers: member.auth })
    ).json<{ report: { scorecard: ReportScorecard } }>().report;
    const card = report.scorecard;
    expect(card).toMatchObject({ name: 'Barn calls', score: 50, passed: false, passMark: 70 });
    expect(card.checks.map((c) => [c.label, c.passed])).toEqual([
      ['Asks about the budget', true],
      ['Asks about the light', true],
      ['Offers a walk-through', false],
      ['No pressure', false],
    ]);
    expect(card.checks[0]!.evidence.join(' ')).toMatch(/budget have you set aside/);
    expect(card.checks[1]!.evidence.join(' ')).toMatch(/light does the barn get/);
    expect(card.checks[3]!.evidence.join(' ')).toMatch(/only good until Friday/);
    // the buyer's words never count as the salesperson's
    expect(card.checks.flatMap((c) => c.evidence).join(' ')).not.toMatch(/Hannah|my worry/);

    const pdf = await t.app.inject({ url: `/api/sessions/${session.id}/report.pdf`, headers: member.auth });
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain('Team Scorecard');
    expect(text).toContain('Barn calls: 50/100 (pass mark 70) - Not passed');
    expect(text).toContain('[miss] No pressure');

    // "Not you?": the scorecard is graded again on the turns of the speakers now said to be the salesperson
    const swapped = await t.app.inject({
      method: 'PUT',
      url: `/api/sessions/${session.id}/speakers`,
      headers: member.auth,
      payload: { salespersonSpeakers: ['Hannah'] },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const regraded = swapped.json<{ report: { scorecard: ReportScorecard } }>().report.scorecard;
    expect(regraded.checks.map((c) => c.passed)).toEqual([false, false, false, true]);
  });

  it('carries no scorecard outside a team', async () => {
    const loner = await signUpAndLogin(t.app, { plan: 'tier3' });
    const session = await uploadAndWait(loner.auth);
    const { report } = (
      await t.app.inject({ url: `/api/sessions/${session.id}/report`, headers: loner.auth })
    ).json<{ report: Record<string, unknown> }>();
    expect(report.overallScore).toEqual(expect.any(Number));
    expect(report).not.toHaveProperty('scorecard');
  });
});
