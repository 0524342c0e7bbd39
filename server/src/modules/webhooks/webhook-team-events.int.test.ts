import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeTranscriptText } from '@ringready/core/analysis/analyze-call';
import type { WebhookDeliverySummary, WebhookEndpointSummary } from '@ringready/core/api-access';
import { sessions } from '../../db/schema.ts';
import { createTestApp } from '../../../test-support/test-app.ts';
import { completeAnalysis } from '../reports/index.ts';
import { teamKit, type Person } from '../../../test-support/team-test-kit.ts';
import { findUserById } from '../users/index.ts';
import type { WebhookPayload } from './webhook-events.ts';
import { startTestReceiver } from './webhook-test-receiver.ts';

const SCENARIO = 'boss-venue-bottom-line';

let t: Awaited<ReturnType<typeof createTestApp>>;
let kit: ReturnType<typeof teamKit>;
let receiver: Awaited<ReturnType<typeof startTestReceiver>>;
beforeAll(async () => {
  t = await createTestApp({}, { webhookTiming: { retryDelaysMs: [200], timeoutMs: 3000 } });
  kit = teamKit(t);
  receiver = await startTestReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

async function register(who: Person, events: string[]) {
  const res = await kit.call('POST', '/api/webhooks/endpoints', who, { url: receiver.url, events });
  expect(res.statusCode).toBe(201);
  return res.json<WebhookEndpointSummary>();
}

async function delivered(who: Person, endpointId: string, count: number) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = (await kit.call('GET', `/api/webhooks/endpoints/${endpointId}/deliveries`, who)).json<
      WebhookDeliverySummary[]
    >();
    const done = list.filter((d) => d.status === 'succeeded');
    if (done.length >= count || Date.now() > deadline) return done;
    await new Promise((r) => setTimeout(r, 100));
  }
}

const bodyOf = (eventId: string) =>
  receiver.received
    .filter((r) => r.headers['ringready-event-id'] === eventId)
    .map((r) => JSON.parse(r.body) as WebhookPayload);

/** A practice session of `who` on the scenario, completed through the report pipeline with `score`. */
async function completePractice(who: Person, score: number) {
  const [session] = await t.ctx.db
    .insert(sessions)
    .values({
      userId: who.user.id,
      type: 'practice',
      status: 'processing',
      scenarioId: SCENARIO,
      buyerType: 'boss',
    })
    .returning();
  const text = readFileSync(
    new URL('../../../../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
    'utf8',
  );
  const report = { ...analyzeTranscriptText(text, 'practice.txt'), overallScore: score };
  const user = (await findUserById(t.ctx.db, who.user.id))!;
  await completeAnalysis(t.ctx, session!.id, user, 'your practice', report, 120);
  return session!.id;
}

describe('team webhook events', () => {
  it('team.member_joined and assignment.completed go to the team admin’s endpoint, once', async () => {
    const admin = await kit.teamOwner();
    const manager = await kit.join(admin, 'manager');
    // team events are for admins only
    const refused = await kit.call('POST', '/api/webhooks/endpoints', manager, {
      url: receiver.url,
      events: ['assignment.completed'],
    });
    expect(refused.statusCode).toBe(403);
    const endpoint = await register(admin, ['team.member_joined', 'assignment.completed']);

    const member = await kit.join(admin);
    const [joined] = await delivered(admin, endpoint.id, 1);
    expect(joined?.eventType).toBe('team.member_joined');
    expect(bodyOf(joined!.eventId)[0]?.data).toMatchObject({
      teamId: admin.team.id,
      userId: member.user.id,
      role: 'member',
    });

    const own = await register(member, ['practice.completed']);
    const assigned = await kit.call('POST', '/api/team/assignments', admin, {
      userIds: [member.user.id],
      scenarioId: SCENARIO,
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      targetScore: 70,
    });
    expect(assigned.statusCode).toBe(201);
    const assignmentId = assigned.json()[0].id as string;

    await completePractice(member, 55); // below the target: not completed
    const practiced = await delivered(member, own.id, 1);
    expect(practiced[0]?.eventType).toBe('practice.completed');
    const sessionId = await completePractice(member, 85);
    await completePractice(member, 90); // done already: the same event, not a second one
    const all = await delivered(admin, endpoint.id, 2);
    const completed = all.filter((d) => d.eventType === 'assignment.completed');
    expect(completed).toHaveLength(1);
    expect(bodyOf(completed[0]!.eventId)[0]?.data).toMatchObject({
      assignmentId,
      userId: member.user.id,
      sessionId,
      score: 85,
      targetScore: 70,
    });
    expect((await delivered(member, own.id, 3)).map((d) => d.eventType)).toEqual([
      'practice.completed',
      'practice.completed',
      'practice.completed',
    ]);
  });
});
