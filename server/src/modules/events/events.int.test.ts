import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { openEventStream } from '../../../test-support/event-stream.ts';
import { createTestApp, signUpAndLogin } from '../../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
beforeAll(async () => {
  t = await createTestApp({}, { speech: null });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('GET /api/events', () => {
  it("pushes the caller's own session status changes, and nobody else's", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const streamA = await openEventStream(base, a.auth);
    const streamB = await openEventStream(base, b.auth);
    try {
      const [row] = await t.ctx.db
        .insert(sessions)
        .values({ userId: a.user.id, type: 'upload', status: 'processing', fileName: 'call.txt' })
        .returning();
      expect(await streamA.next((e) => (e.data as { status: string }).status === 'processing')).toEqual({
        sessionId: row!.id,
        status: 'processing',
      });
      await t.ctx.db.update(sessions).set({ status: 'completed' }).where(eq(sessions.id, row!.id));
      expect(await streamA.next((e) => (e.data as { status: string }).status === 'completed')).toEqual({
        sessionId: row!.id,
        status: 'completed',
      });
      // b's own change arrives on b's stream: by then a's changes would have too, had they been sent to b
      const [own] = await t.ctx.db
        .insert(sessions)
        .values({ userId: b.user.id, type: 'upload', status: 'processing', fileName: 'b.txt' })
        .returning();
      await streamB.next((e) => (e.data as { sessionId: string }).sessionId === own!.id);
      expect(streamB.events.map((e) => (e.data as { sessionId: string }).sessionId)).toEqual([own!.id]);
    } finally {
      streamA.close();
      streamB.close();
    }
  });

  it('does not announce an update that leaves the status as it was', async () => {
    const a = await signUpAndLogin(t.app);
    const stream = await openEventStream(base, a.auth);
    try {
      const [row] = await t.ctx.db
        .insert(sessions)
        .values({ userId: a.user.id, type: 'practice', status: 'active' })
        .returning();
      await stream.next((e) => (e.data as { sessionId: string }).sessionId === row!.id);
      await t.ctx.db
        .update(sessions)
        .set({ status: 'active', durationSeconds: 30 })
        .where(eq(sessions.id, row!.id));
      await t.ctx.db.update(sessions).set({ status: 'failed' }).where(eq(sessions.id, row!.id));
      await stream.next((e) => (e.data as { status: string }).status === 'failed');
      expect(stream.events.map((e) => (e.data as { status: string }).status)).toEqual(['active', 'failed']);
    } finally {
      stream.close();
    }
  });

  it('needs a signed-in user', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Authentication required' });
  });
});
