import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createPostgresDatabase, createTestApp } from '../../test-support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Resolves with what `work` settles to, or 'timeout' after `ms` (far below the old 30 s backstop). */
const within = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms).unref())]);

describe('job queue', () => {
  it('runs a delayed job within a couple of seconds of becoming due, not at a 30-second backstop', async () => {
    const ran: Array<{ id: number; at: number }> = [];
    let done!: () => void;
    const finished = new Promise<'woken'>((resolve) => (done = () => resolve('woken')));
    await t.ctx.queue.work<{ id: number }>('test-delayed', async ({ id }) => {
      ran.push({ id, at: Date.now() });
      if (ran.length === 2) done();
    });
    const sentAt = Date.now();
    await t.ctx.queue.send('test-delayed', { id: 1 }, { startAfter: 1 });
    await t.ctx.queue.send('test-delayed', { id: 2 }, { startAfter: 2 });
    expect(await within(finished, 15_000)).toBe('woken');
    expect(ran.map((r) => r.id)).toEqual([1, 2]);
    // neither ran before it was due
    expect(ran[0]!.at - sentAt).toBeGreaterThanOrEqual(900);
    expect(ran[1]!.at - sentAt).toBeGreaterThanOrEqual(1900);
  });

  it('drains a backlog of 10 jobs one after another without waiting between them', async () => {
    const ran: number[] = [];
    let done!: () => void;
    const drained = new Promise<'drained'>((resolve) => (done = () => resolve('drained')));
    await t.ctx.queue.work<{ id: number }>('test-backlog', async ({ id }) => {
      await new Promise((r) => setTimeout(r, 50));
      ran.push(id);
      if (ran.length === 10) done();
    });
    await Promise.all(Array.from({ length: 10 }, (_, id) => t.ctx.queue.send('test-backlog', { id })));
    // with a 2 s poll between jobs this would take ~20 s
    expect(await within(drained, 8_000)).toBe('drained');
    expect([...ran].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('a job whose worker process dies (kill -9)', () => {
  it('is retried by another process within a minute', async () => {
    const pg = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
    const dataDir = pg ? null : mkdtempSync(path.join(tmpdir(), 'rr-crash-'));
    const target = pg?.url ?? dataDir!;
    try {
      const child = spawn(
        process.execPath,
        ['--experimental-strip-types', path.resolve('server/test-support/crashing-worker.ts'), target],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the worker never started the job')), 60_000);
        child.stdout.on('data', (d) => String(d).includes('started') && (clearTimeout(timer), resolve()));
      });
      child.kill('SIGKILL');
      await exited;

      const killedAt = Date.now();
      const app = await buildApp(testConfig(pg ? { databaseUrl: pg.url } : { dataDir: dataDir! }), {
        mailer: null,
        speech: null,
      });
      try {
        const retried = new Promise<string>((resolve) =>
          app.ctx.queue.work<{ id: string }>('test-crash', async ({ id }) => resolve(id)),
        );
        expect(await within(retried, 60_000)).toBe('crash-1');
        expect(Date.now() - killedAt).toBeLessThan(60_000);
      } finally {
        await app.close();
      }
    } finally {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await pg?.drop();
    }
  });
});
