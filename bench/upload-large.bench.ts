import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { createUser } from '../server/src/modules/users/index.ts';
import { multipart, probeHealth } from './lib/health-probe.ts';
import { printTable } from './lib/measure.ts';

const MIB = 1024 * 1024;
/** the worst /health wait the embedded database should ever cause during a 10 MB upload */
const GOAL_MS = 500;
const PARALLEL = 4;

/** A 9.9 MB .txt transcript: a real call repeated (its analysis is refused as far too long for one call). */
function largeTranscript(): Buffer {
  const call = readFileSync(
    new URL('../core/eval/transcripts/19-relater-venue-excellent.txt', import.meta.url),
  );
  const size = Math.floor(9.9 * MIB);
  return Buffer.concat(Array.from({ length: Math.ceil(size / call.length) }, () => call)).subarray(0, size);
}

async function signIn(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  await createUser(
    app.ctx.db,
    { email, name: 'Bench', password: 'bench-password', plan: 'tier2' },
    app.ctx.now(),
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'bench-password' },
  });
  return { authorization: `Bearer ${login.json().token}` };
}

/** Uploads the file and waits until its analysis has ended; the upload's answer and its time. */
async function uploadAndAnalyse(app: FastifyInstance, auth: Record<string, string>, file: Buffer) {
  const start = performance.now();
  const m = multipart('large-call.txt', file, 'text/plain');
  const res = await app.inject({
    method: 'POST',
    url: '/api/sessions/upload',
    payload: m.payload,
    headers: { ...auth, ...m.headers },
  });
  const answered = `${res.statusCode} in ${Math.round(performance.now() - start)} ms`;
  if (res.statusCode !== 202) return `${answered}: ${res.body.slice(0, 120)}`;
  const { sessionId } = res.json<{ sessionId: string }>();
  for (;;) {
    const session = await app.inject({ url: `/api/sessions/${sessionId}`, headers: auth });
    const status = session.json<{ status: string }>().status;
    if (status !== 'processing')
      return `${answered}, analysis ${status} after ${Math.round(performance.now() - start)} ms`;
    await sleep(50);
  }
}

/**
 * /health latency in-process on the embedded database (the default), alone and while a 9.9 MB .txt
 * transcript is uploaded and analysed, then while PARALLEL such uploads run at once (one per account):
 * the file's reading, its writes to the database and its analysis must leave the event loop free. Prints
 * the worst /health wait of each against GOAL_MS, and the server's peak resident memory.
 */
export async function benchUploadLarge(): Promise<void> {
  const app = await buildApp(testConfig(), { mailer: null, speech: null });
  try {
    const file = largeTranscript();
    const accounts = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => signIn(app, `large-${i}@example.com`)),
    );
    const baselineEnd = performance.now() + 2000;
    const alone = await probeHealth(app, 'GET /health (baseline)', () => performance.now() > baselineEnd);

    const rows = [];
    const notes: string[] = [];
    for (const count of [1, PARALLEL]) {
      const rssBefore = process.memoryUsage.rss();
      let peakRss = rssBefore;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);
      let done = false;
      const uploads = Promise.all(accounts.slice(0, count).map((auth) => uploadAndAnalyse(app, auth, file)));
      void uploads.finally(() => (done = true));
      const label = count === 1 ? 'one 9.9 MB upload' : `${count} such uploads at once`;
      const during = await probeHealth(app, `GET /health during ${label}`, () => done);
      clearInterval(sampler);
      rows.push(during);
      const verdict = during.maxMs < GOAL_MS ? 'within' : 'OVER';
      notes.push(
        `${label}: worst /health wait ${during.maxMs.toFixed(0)} ms (${verdict} the ${GOAL_MS} ms goal), ` +
          `p95 x baseline ${(during.sample.p95 / alone.sample.p95).toFixed(1)}; ` +
          `server RSS ${Math.round(rssBefore / MIB)} MiB before, peak ${Math.round(peakRss / MIB)} MiB; ` +
          `uploads: ${(await uploads).join('; ')}`,
      );
    }
    printTable(
      '/health while 9.9 MB .txt transcripts are uploaded and analysed (embedded database)',
      alone.sample,
      rows.map((r) => r.sample),
    );
    console.info(`slowest /health alone: ${alone.maxMs.toFixed(1)} ms`);
    for (const note of notes) console.info(note);
  } finally {
    await app.close();
  }
}
