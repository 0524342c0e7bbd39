/**
 * Test support: a process that takes one job of queue `test-crash` and never finishes it, so a
 * test can kill it (-9) mid-job. Database from argv: a PGlite folder or a postgres:// URL.
 */
import { buildApp } from '../src/app.ts';
import { testConfig } from '../src/config.ts';

const target = process.argv[2]!;
const database = target.startsWith('postgres') ? { databaseUrl: target } : { dataDir: target };
const app = await buildApp(testConfig(database), { mailer: null, speech: null });
await app.ctx.queue.work('test-crash', async () => {
  process.stdout.write('started\n');
  await new Promise(() => undefined); // hangs until killed
});
await app.ctx.queue.send('test-crash', { id: 'crash-1' });
