import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { pdfBomb } from '../server/test-support/decompression-bombs.ts';
import { documentReaders } from '../server/src/modules/uploads/index.ts';
import { createUser } from '../server/src/modules/users/index.ts';
import { printTable, summarize } from './lib/measure.ts';

const MIB = 1024 * 1024;
const BOMBS = 3;

/**
 * GET /health on a fixed schedule (one every `everyMs`) until `stop()`, as a client polling at a steady rate
 * would: each latency counts from the time the request was due, so time the event loop spent blocked or
 * congested shows in the numbers, including the requests that queued up behind it.
 */
async function probeHealth(app: FastifyInstance, name: string, stop: () => boolean, everyMs = 5) {
  const times: number[] = [];
  const start = performance.now();
  for (let k = 0; !stop(); k++) {
    const due = start + k * everyMs;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const from = Math.min(due, performance.now()); // a timer may fire a little early
    await app.inject({ url: '/health' });
    times.push(performance.now() - from);
  }
  return { sample: summarize(name, times), maxMs: times.reduce((a, b) => Math.max(a, b), 0) };
}

function multipart(fileName: string, content: Buffer) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="transcript"; filename="${fileName}"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * /health latency in-process on the embedded database, alone and while PDFs whose one page inflates to
 * 100 MiB of text are uploaded one after another, with the server's peak resident memory.
 */
export async function benchUploadBomb(): Promise<void> {
  const app = await buildApp(testConfig(), { mailer: null });
  try {
    await createUser(
      app.ctx.db,
      { email: 'bomb@example.com', name: 'Bench', password: 'bench-password', plan: 'tier2' },
      app.ctx.now(),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bomb@example.com', password: 'bench-password' },
    });
    const auth = { authorization: `Bearer ${login.json().token}` };
    const bomb = pdfBomb(100);

    const baselineEnd = performance.now() + 2000;
    const alone = await probeHealth(app, 'GET /health (baseline)', () => performance.now() > baselineEnd);

    const rssBefore = process.memoryUsage.rss();
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage.rss());
    }, 5);
    const outcomes: string[] = [];
    let done = false;
    const uploads = (async () => {
      for (let i = 0; i < BOMBS; i++) {
        const start = performance.now();
        const m = multipart('bomb.pdf', bomb);
        const res = await app.inject({
          method: 'POST',
          url: '/api/sessions/upload',
          payload: m.payload,
          headers: { ...auth, ...m.headers },
        });
        outcomes.push(`${res.statusCode} in ${Math.round(performance.now() - start)} ms`);
      }
    })().finally(() => {
      done = true;
    });
    const during = await probeHealth(app, `GET /health during ${BOMBS} bomb uploads`, () => done);
    await uploads;
    clearInterval(sampler);

    const title = `/health while a ${Math.round(bomb.length / 1024)} KB PDF bomb is read`;
    printTable(title, alone.sample, [during.sample]);
    const reader = documentReaders.stats();
    console.info(
      `p95 x baseline: ${(during.sample.p95 / alone.sample.p95).toFixed(1)}; ` +
        `slowest: ${alone.maxMs.toFixed(1)} ms alone, ${during.maxMs.toFixed(1)} ms during`,
    );
    console.info(`bomb uploads: ${outcomes.join(', ')}`);
    console.info(
      `server RSS: ${Math.round(rssBefore / MIB)} MiB before, peak ${Math.round(peakRss / MIB)} MiB during; ` +
        `reader process peak ${Math.round(reader.peakRssBytes / MIB)} MiB, ` +
        `${reader.killed} readers stopped at the budget, ${reader.started} started`,
    );
  } finally {
    await app.close();
  }
}
