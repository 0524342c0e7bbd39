import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@ringready/core/api';
import { reports, sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function addSession(userId: string, values: Partial<typeof sessions.$inferInsert> = {}) {
  const [row] = await t.ctx.db
    .insert(sessions)
    .values({ userId, type: 'practice', status: 'completed', ...values })
    .returning();
  return row!;
}

describe('sessions', () => {
  it("lists only the caller's sessions, newest first, in the spec's shape", async () => {
    const alice = await signUpAndLogin(t.app);
    const bob = await signUpAndLogin(t.app);
    const old = await addSession(alice.user.id, {
      scenarioId: 'boss-venue-bottom-line',
      buyerType: 'boss',
      mode: 'coaching',
      durationSeconds: 600,
      createdAt: new Date(Date.now() - 3600_000),
    });
    await t.ctx.db
      .insert(reports)
      .values({ sessionId: old.id, overallScore: 82, data: { strengths: [], improvements: [] } });
    const recent = await addSession(alice.user.id, {
      type: 'upload',
      status: 'processing',
      fileName: 'call.docx',
    });
    const bobs = await addSession(bob.user.id);

    const res = await t.app.inject({ url: '/api/sessions', headers: alice.auth });
    const list = res.json<Session[]>();
    expect(list.map((s) => s.id)).toEqual([recent.id, old.id]);
    expect(list[1]).toMatchObject({
      type: 'practice',
      status: 'completed',
      duration: 600,
      exerciseMode: { name: 'Practice with AI Coaching', difficulty: 'advanced' },
      buyerAgent: { name: 'Boss' },
      scenario: { id: 'boss-venue-bottom-line', title: 'The Groom Who Wants the Bottom Line' },
      report: { overallScore: 82 },
    });
    expect(list[0]).toMatchObject({ fileName: 'call.docx', status: 'processing' });
    expect(list[0]!.report).toBeUndefined();

    expect((await t.app.inject({ url: `/api/sessions/${bobs.id}`, headers: alice.auth })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ url: `/api/sessions/${old.id}`, headers: alice.auth })).statusCode).toBe(
      200,
    );
    expect(
      (await t.app.inject({ url: '/api/sessions', headers: bob.auth })).json<Session[]>().map((s) => s.id),
    ).toEqual([bobs.id]);
  });

  it('derives usage for the billing period from stored sessions', async () => {
    const s = await signUpAndLogin(t.app, { plan: 'tier1' });
    await addSession(s.user.id, { durationSeconds: 125 });
    await addSession(s.user.id, { durationSeconds: 300 });
    await addSession(s.user.id, { type: 'upload', status: 'completed' });
    await addSession(s.user.id, { type: 'upload', status: 'failed' }); // does not use quota
    await addSession(s.user.id, {
      durationSeconds: 999,
      createdAt: new Date(Date.now() - 40 * 24 * 3600_000),
    }); // last period
    const user = (await t.app.inject({ url: '/api/user', headers: s.auth })).json();
    expect(user.currentUsage).toEqual({ practiceMinutesUsed: 425, realCallAnalysesUsed: 1 });
  });
});
