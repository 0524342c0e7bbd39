import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { BENCH_EMAIL, BENCH_PASSWORD } from './lib/seed-history.ts';
import { statementRecorder } from './lib/statement-recorder.ts';
const url = '/api/user';
const app = await buildApp(testConfig({ role: 'web', databaseUrl: process.env.PG }), { mailer: null, speech: null });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD } });
const headers = { authorization: `Bearer ${login.json().token}` };
const rec = statementRecorder(app.ctx.db);
await app.inject({ url, headers });
const st = await rec.record(() => app.inject({ url, headers }));
const busy = (ms: number) => { const e = performance.now() + ms; while (performance.now() < e); };
const N = 1500;
for (let round = 0; round < 2; round++) {
  const r: Record<string, number> = {};
  let t = performance.now(); for (let i = 0; i < N; i++) await app.inject({ url, headers }); r.route = (performance.now() - t) / N;
  t = performance.now(); for (let i = 0; i < N; i++) await rec.replay(st); r.floor = (performance.now() - t) / N;
  t = performance.now(); for (let i = 0; i < N; i++) for (const s of st) { busy(0.1); await rec.replay([s]); } r.floorPlus100usCpuEach = (performance.now() - t) / N;
  t = performance.now(); for (let i = 0; i < N; i++) for (const s of st) { await new Promise((res) => setImmediate(res)); await rec.replay([s]); } r.floorPlusSetImmediate = (performance.now() - t) / N;
  console.log(r);
}
await app.close();
