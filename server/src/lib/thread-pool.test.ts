import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { EchoJob } from '../../test-support/echo-thread.ts';
import { turnsDuring } from '../../test-support/event-loop-turns.ts';
import { createThreadPool, type ThreadPool } from './thread-pool.ts';

class Refused extends Error {}

let pool: ThreadPool<EchoJob> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function echoPool(size: number, timeoutMs = 30_000) {
  pool = createThreadPool<EchoJob>({
    name: 'echo',
    entry: new URL('../../test-support/echo-thread.ts', import.meta.url),
    size,
    timeoutMs: (job) => (job.busyMs ? timeoutMs : 30_000),
    reviveError: (described) => new Refused((described as { refused: string }).refused),
  });
  return pool;
}

type Answer = { value: string; threadId: number };

describe('thread pool', () => {
  it('runs a job in another thread while the event loop turns', async () => {
    const { result, turns } = await turnsDuring(() => echoPool(1).run<Answer>({ value: 'a', busyMs: 200 }));
    expect(result.value).toBe('a');
    expect(result.threadId).not.toBe(threadId);
    expect(turns).toBeGreaterThan(10);
  });

  it('runs more jobs than threads in at most `size` threads, each to its own answer', async () => {
    const p = echoPool(2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => p.run<Answer>({ value: `job ${i}`, busyMs: 20 })),
    );
    expect(answers.map((a) => a.value)).toEqual(Array.from({ length: 6 }, (_, i) => `job ${i}`));
    expect(new Set(answers.map((a) => a.threadId)).size).toBeLessThanOrEqual(2);
  });

  it('rethrows a refusal as the error reviveError makes of it, and the thread goes on', async () => {
    const p = echoPool(1);
    const first = await p.run<Answer>({ value: 'before' });
    await expect(p.run({ value: 'x', refuse: 'not this one' })).rejects.toBeInstanceOf(Refused);
    expect((await p.run<Answer>({ value: 'after' })).threadId).toBe(first.threadId);
  });

  it('ends a thread that goes past its time or exits, failing that job only, and goes on in a new thread', async () => {
    const p = echoPool(1, 1);
    const first = await p.run<Answer>({ value: 'before' });
    const late = p.run({ value: 'late', busyMs: 5_000 });
    const exits = p.run({ value: 'exits', exit: true });
    const next = p.run<Answer>({ value: 'next' });
    await expect(late).rejects.toThrow('the echo thread stopped: over 1 ms');
    await expect(exits).rejects.toThrow('the echo thread stopped: exit 3');
    const after = await next;
    expect(after.value).toBe('next');
    expect(after.threadId).not.toBe(first.threadId);
  });

  it('refuses the jobs still waiting when closed, and starts again on the next job', async () => {
    const p = echoPool(1);
    const jobs = [p.run({ value: 'a', busyMs: 100 }), p.run({ value: 'b' })].map((job) =>
      job.then(
        () => 'ran',
        (err: Error) => err.message,
      ),
    );
    await p.close();
    expect(await Promise.all(jobs)).toEqual(Array(2).fill('the echo threads are closed'));
    expect((await p.run<Answer>({ value: 'again' })).value).toBe('again');
  });
});
