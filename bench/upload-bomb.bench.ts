import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { pdfBomb } from '../server/test-support/decompression-bombs.ts';
import { documentReaders } from '../server/src/modules/uploads/index.ts';
import { createUser } from '../server/src/modules/users/index.ts';
import { multipart, probeHealth } from './lib/health-probe.ts';
import { printTable } from './lib/measure.ts';

const MIB = 1024 * 1024;
const BOMBS = 3;

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
        const m = multipart('bomb.pdf', bomb, 'application/pdf');
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
