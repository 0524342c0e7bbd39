import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { conversationMessages, reports, sessions, uploads } from '../../db/schema.ts';
import { createPostgresDatabase, signUpAndLogin } from '../../../test-support/test-app.ts';

/**
 * Nothing stays 'processing' after a crash: the report job is queued in the transaction that commits the
 * session, and a start re-queues any session a crash (or an older version) left without one.
 */

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const transcript = readFileSync(
  new URL('../../../../core/eval/transcripts/02-analyzer-venue-poor.txt', import.meta.url),
);
const SETTLE_MS = 60_000;

interface Target {
  config: { databaseUrl: string } | { dataDir: string };
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function freshDatabase(): Promise<Target> {
  if (process.env.TEST_DB === 'postgres') {
    const pg = await createPostgresDatabase();
    return { config: { databaseUrl: pg.url }, env: { DATABASE_URL: pg.url }, drop: pg.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'rr-report-crash-'));
  return {
    config: { dataDir: dir },
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const open = (target: Target) =>
  buildApp(testConfig(target.config), { mailer: null, speech: null, llm: null });

/** Every session not still live: 'completed' with exactly one report, or 'failed' with its reason and none. */
async function settledSessions(app: FastifyInstance) {
  const rows = await app.ctx.db
    .select({ id: sessions.id, status: sessions.status, reason: sessions.failureReason })
    .from(sessions)
    .where(ne(sessions.status, 'active'));
  const reportRows = rows.length
    ? await app.ctx.db
        .select({ sessionId: reports.sessionId })
        .from(reports)
        .where(
          inArray(
            reports.sessionId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({ ...r, reports: reportRows.filter((x) => x.sessionId === r.id).length }));
}

async function waitUntilSettled(app: FastifyInstance) {
  const deadline = Date.now() + SETTLE_MS;
  let rows = await settledSessions(app);
  while (rows.some((r) => r.status === 'processing') && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    rows = await settledSessions(app);
  }
  return rows;
}

function expectEachSettledOnce(rows: Awaited<ReturnType<typeof settledSessions>>) {
  for (const row of rows) {
    expect(row.status, `session ${row.id}`).toMatch(/^(completed|failed)$/);
    if (row.status === 'completed') {
      expect(row.reports, `session ${row.id}: one report`).toBe(1);
      expect(row.reason).toBeNull();
    } else {
      expect(row.reports, `session ${row.id}: no report`).toBe(0);
      expect(row.reason, `session ${row.id}: a reason`).toBeTruthy();
    }
  }
}

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => undefined);
  cleanup = [];
});

describe('sessions a crash left processing', () => {
  it('an upload and an ended practice committed without their job get one at the next start', async () => {
    const target = await freshDatabase();
    cleanup.push(target.drop);
    let app = await open(target);
    const { user } = await signUpAndLogin(app, { plan: 'tier3' });
    // what a crash between commit and queueing left behind (before the job was queued in the transaction)
    const [upload] = await app.ctx.db
      .insert(sessions)
      .values({
        userId: user.id,
        type: 'upload',
        status: 'processing',
        fileName: 'call.txt',
        createdAt: new Date(),
      })
      .returning({ id: sessions.id });
    await app.ctx.db.insert(uploads).values({
      sessionId: upload!.id,
      fileName: 'call.txt',
      mimeType: 'text/plain',
      sizeBytes: transcript.length,
      content: transcript,
      extractedText: transcript.toString('utf8'),
    });
    const [practice] = await app.ctx.db
      .insert(sessions)
      .values({
        userId: user.id,
        type: 'practice',
        status: 'processing',
        scenarioId: 'boss-short-notice',
        buyerType: 'boss',
        mode: 'coaching',
        conversationId: 'conv_crash',
        voiceProvider: 'builtin',
        startedAt: new Date(),
        endedAt: new Date(),
        createdAt: new Date(),
      })
      .returning({ id: sessions.id });
    await app.ctx.db
      .insert(conversationMessages)
      .values({ sessionId: practice!.id, seq: 0, isUser: true, text: 'Hello?', createdAt: new Date() });
    await app.close();

    app = await open(target);
    cleanup.push(() => app.close());
    const rows = await waitUntilSettled(app);
    expect(rows.map((r) => r.id).sort()).toEqual([upload!.id, practice!.id].sort());
    expectEachSettledOnce(rows);
    expect(rows.find((r) => r.id === upload!.id)!.status).toBe('completed');
    // one turn of the salesperson's is too short: failed, with the reason the user sees
    expect(rows.find((r) => r.id === practice!.id)!.status).toBe('failed');
  });

  it('uploads and practice ends while the web process is killed (-9): after a restart each settles once', async () => {
    const target = await freshDatabase();
    cleanup.push(target.drop);
    const setup = await open(target);
    const accounts = await Promise.all([1, 2, 3].map(() => signUpAndLogin(setup, { plan: 'tier3' })));
    const scenarioId = (await setup.ctx.db.query.scenarios.findFirst())!.id;
    await setup.close();

    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const child = spawn(process.execPath, ['--experimental-strip-types', 'server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        STT_PROVIDER: 'none',
        TTS_PROVIDER: 'none',
        SMTP_URL: '',
        // the jobs wait a moment, so the kill finds some still queued
        ANALYSIS_START_DELAY_SECONDS: '2',
        ...target.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    cleanup.push(async () => {
      child.kill('SIGKILL');
      await exited;
    });
    const base = `http://127.0.0.1:${port}`;
    for (let ready = false; !ready; await new Promise((r) => setTimeout(r, 200)))
      ready = await fetch(`${base}/ready`).then(
        (r) => r.ok,
        () => false,
      );

    let answered = 0;
    const upload = (token: string, i: number) => {
      const form = new FormData();
      form.append('transcript', new Blob([transcript]), `call-${i}.txt`);
      return fetch(`${base}/api/sessions/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(
        (r) => void (r.ok && answered++),
        () => undefined,
      );
    };
    const practise = async (token: string) => {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      for (;;) {
        const started = await fetch(`${base}/api/sessions/start`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ scenarioId, mode: 'basic' }),
        }).then(
          (r) => (r.ok ? (r.json() as Promise<{ sessionId: string; conversationId: string }>) : null),
          () => null,
        );
        if (!started) return;
        const ended = await fetch(`${base}/api/sessions/${started.sessionId}/end`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ conversationId: started.conversationId }),
        }).then(
          (r) => r.ok,
          () => false,
        );
        if (ended) answered++;
        else return;
      }
    };
    const load = [
      ...accounts.flatMap((a, n) => Array.from({ length: 15 }, (_, i) => upload(a.token, n * 100 + i))),
      ...accounts.map((a) => practise(a.token)),
    ];
    // killed mid-load: some requests answered, others in flight
    while (answered < 10) await new Promise((r) => setTimeout(r, 10));
    child.kill('SIGKILL');
    await exited;
    await Promise.all(load);

    const app = await open(target);
    cleanup.push(() => app.close());
    const rows = await waitUntilSettled(app);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expectEachSettledOnce(rows);
    // and nothing the crash cut short is counted as a live practice
    const live = await app.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.type, 'upload'), eq(sessions.status, 'active')));
    expect(live).toEqual([]);
  }, 150_000);
});
