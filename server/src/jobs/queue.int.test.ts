import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('job queue', () => {
  it('runs a delayed job when it becomes due, not at the next 30-second backstop poll', async () => {
    const ran: Array<{ id: number; at: number }> = [];
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    await t.ctx.queue.work<{ id: number }>('test-delayed', async ({ id }) => {
      ran.push({ id, at: Date.now() });
      if (ran.length === 2) done();
    });
    const sentAt = Date.now();
    await t.ctx.queue.send('test-delayed', { id: 1 }, { startAfter: 1 });
    await t.ctx.queue.send('test-delayed', { id: 2 }, { startAfter: 2 });
    const backstop = new Promise<'backstop'>((resolve) =>
      setTimeout(() => resolve('backstop'), 20_000).unref(),
    );
    expect(await Promise.race([finished.then(() => 'woken' as const), backstop])).toBe('woken');
    expect(ran.map((r) => r.id)).toEqual([1, 2]);
    // neither ran before it was due
    expect(ran[0]!.at - sentAt).toBeGreaterThanOrEqual(900);
    expect(ran[1]!.at - sentAt).toBeGreaterThanOrEqual(1900);
  });
});
