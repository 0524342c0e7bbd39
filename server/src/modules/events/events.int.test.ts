import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema.ts';
import { createTestApp, signUpAndLogin } from '../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let base = '';
beforeAll(async () => {
  t = await createTestApp({}, { speech: null });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Stream {
  events: Array<{ event: string; data: unknown }>;
  next(match: (e: { event: string; data: unknown }) => boolean, ms?: number): Promise<unknown>;
  close(): void;
}

/** Opens GET /api/events as a browser's fetch would and parses the server-sent events as they come. */
async function openStream(auth: Record<string, string>): Promise<Stream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/events`, { headers: auth, signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: Stream['events'] = [];
  const waiters = new Set<() => void>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters) w();
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    events,
    close: () => abort.abort(),
    next: (match, ms = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.data);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event in ${ms} ms; got ${JSON.stringify(events)}`));
        }, ms);
        waiters.add(check);
        check();
      }),
  };
}

describe('GET /api/events', () => {
  it("pushes the caller's own session status changes, and nobody else's", async () => {
    const a = await signUpAndLogin(t.app);
    const b = await signUpAndLogin(t.app);
    const streamA = await openStream(a.auth);
    const streamB = await openStream(b.auth);
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
    const stream = await openStream(a.auth);
    try {
      const [row] = await t.ctx.db
        .insert(sessions)
        .values({ userId: a.user.id, type: 'practice', status: 'active' })
        .returning();
      await stream.next((e) => (e.data as { sessionId: string }).sessionId === row!.id);
      await t.ctx.db.update(sessions).set({ status: 'active', durationSeconds: 30 }).where(eq(sessions.id, row!.id));
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
