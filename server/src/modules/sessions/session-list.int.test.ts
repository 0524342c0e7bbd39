import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionFigures, SessionSummary } from '@ringready/core/sessions';
import { reports, sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signUpAndLogin>>;
const get = <T>(who: Person, url: string) =>
  t.app.inject({ url, headers: who.auth }).then((r) => ({ status: r.statusCode, body: r.json<T>() }));

/** Sessions an hour apart, oldest first; each completed one has a report with a large JSON body. */
async function history(userId: string, specs: Array<{ status: string; score?: number; seconds?: number }>) {
  const start = Date.now() - specs.length * 3600_000;
  const ids: string[] = [];
  for (const [i, spec] of specs.entries()) {
    const [row] = await t.ctx.db
      .insert(sessions)
      .values({
        userId,
        type: 'practice',
        status: spec.status,
        scenarioId: 'boss-venue-bottom-line',
        buyerType: 'boss',
        durationSeconds: spec.seconds ?? 0,
        engineState: { filler: 'x'.repeat(5000) },
        createdAt: new Date(start + i * 3600_000),
      })
      .returning();
    if (spec.score !== undefined)
      await t.ctx.db.insert(reports).values({
        sessionId: row!.id,
        overallScore: spec.score,
        data: { strengths: [{ title: 'x', description: 'y'.repeat(8000), score: 8 }], improvements: [] },
      });
    ids.push(row!.id);
  }
  return ids.reverse(); // newest first
}

describe('session list', () => {
  it('pages summaries newest first with ?limit=&before=, each small and without the report body', async () => {
    const u = await signUpAndLogin(t.app);
    const ids = await history(
      u.user.id,
      Array.from({ length: 7 }, (_, i) => ({ status: 'completed', score: 60 + i, seconds: 60 })),
    );
    const first = await get<SessionSummary[]>(u, '/api/sessions?limit=3');
    expect(first.body.map((s) => s.id)).toEqual(ids.slice(0, 3));
    expect(first.body[0]!.report).toEqual({ overallScore: 66 });
    for (const s of first.body) expect(Buffer.byteLength(JSON.stringify(s))).toBeLessThanOrEqual(1536);
    const second = await get<SessionSummary[]>(u, `/api/sessions?limit=3&before=${ids[2]}`);
    expect(second.body.map((s) => s.id)).toEqual(ids.slice(3, 6));
    const last = await get<SessionSummary[]>(u, `/api/sessions?limit=3&before=${ids[5]}`);
    expect(last.body.map((s) => s.id)).toEqual(ids.slice(6));
    expect((await get<SessionSummary[]>(u, '/api/sessions')).body).toHaveLength(7);
  });

  it('refuses a bad page request with a clear message', async () => {
    const u = await signUpAndLogin(t.app);
    for (const [query, message] of [
      ['limit=0', 'limit must be at least 1'],
      ['limit=101', 'limit must be at most 100'],
      ['limit=abc', 'limit must be a number'],
      ['limit=2.5', 'limit must be a whole number'],
      ['before=nope', 'before must be a session id'],
    ]) {
      const res = await get<{ message: string }>(u, `/api/sessions?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("never pages into another user's sessions", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const [aId] = await history(a.user.id, [{ status: 'completed', score: 70 }]);
    await history(b.user.id, [{ status: 'completed', score: 80 }]);
    // a cursor from another user's list is not a way in: the page is empty
    expect((await get<SessionSummary[]>(b, `/api/sessions?before=${aId}`)).body).toEqual([]);
    expect((await get<SessionSummary[]>(b, '/api/sessions')).body.map((s) => s.report)).toEqual([
      { overallScore: 80 },
    ]);
  });
});

describe('dashboard figures', () => {
  it('come from every session, not a page: counts, seconds, mean, improvement and trend', async () => {
    const u = await signUpAndLogin(t.app);
    const scores = [50, 60, 70, 80, 90, 40, 55, 65, 75, 85, 95, 100];
    await history(u.user.id, [
      ...scores.map((score) => ({ status: 'completed', score, seconds: 300 })),
      { status: 'processing' },
      { status: 'failed' },
      { status: 'completed', seconds: 120 }, // completed without a report: counted, not scored
    ]);
    const { body } = await get<SessionFigures>(u, '/api/sessions/figures');
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(body).toMatchObject({
      total: 15,
      completed: 13,
      processing: 1,
      failed: 1,
      completedSeconds: 12 * 300 + 120,
    });
    expect(body.averageScore).toBeCloseTo(mean(scores), 6);
    const earlier = mean(scores.slice(0, 6));
    const later = mean(scores.slice(6));
    expect(body.improvement).toBe(Math.round(((later - earlier) / earlier) * 1000) / 10);
    expect(body.scoreTrend.map((p) => p.score)).toEqual(scores.slice(-10));
    expect(Date.parse(body.scoreTrend[0]!.createdAt)).toBeLessThan(Date.parse(body.scoreTrend[9]!.createdAt));
  });

  it('are empty for a new user and only ever the caller’s own', async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    await history(a.user.id, [{ status: 'completed', score: 90, seconds: 60 }]);
    expect((await get<SessionFigures>(b, '/api/sessions/figures')).body).toEqual({
      total: 0,
      completed: 0,
      processing: 0,
      failed: 0,
      completedSeconds: 0,
      averageScore: null,
      improvement: null,
      scoreTrend: [],
    });
    expect((await t.app.inject({ url: '/api/sessions/figures' })).statusCode).toBe(401);
  });
});
