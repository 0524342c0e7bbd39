import { buildApp } from '../server/src/app.ts';
import { testConfig } from '../server/src/config.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, seedHistory } from './lib/seed-history.ts';
const url = process.env.PROF_URL ?? '/api/user';
const cfg = process.env.PG ? testConfig({ role: 'web', databaseUrl: process.env.PG }) : testConfig({ role: 'web' });
const app = await buildApp(cfg, { mailer: null, speech: null });
await seedHistory(app.ctx.db, app.ctx.now(), { sessions: 1000, colleagues: 2, sessionsEach: 10 });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD } });
const headers = { authorization: `Bearer ${login.json().token}` };
const client = (app.ctx.db as any).$client; const q = client.query.bind(client);
let inQuery = 0; let calls: unknown[][] = []; let per: number[] = []; let idx = 0;
client.query = async (...a: unknown[]) => { const t = performance.now(); try { return await q(...a); } finally { const d = performance.now() - t; inQuery += d; per[idx % 5] = (per[idx % 5] ?? 0) + d; idx++; calls.push(a); } };
const N = 1000;
for (let i = 0; i < 100; i++) await app.inject({ url, headers });
inQuery = 0; per = []; idx = 0; let t = performance.now();
for (let i = 0; i < N; i++) { calls = []; await app.inject({ url, headers }); }
const route = (performance.now() - t) / N; const rq = inQuery / N; const perRoute = per.map(x => +(x / N).toFixed(3));
const st = [...calls]; calls = []; inQuery = 0; t = performance.now();
per = []; idx = 0; for (let i = 0; i < N; i++) for (const a of st) await client.query(...a);
const fl = { floor: (performance.now() - t) / N, q: inQuery / N };
per = []; idx = 0; inQuery = 0; t = performance.now();
for (let i = 0; i < N; i++) { await app.inject({ url: '/health' }); for (const a of st) { await client.query(...a); } }
console.log('floor with /health between', (performance.now() - t) / N, inQuery / N, per.map(x => +(x / N).toFixed(3)));
console.log(fl, { route, queriesInsideRoute: rq, floor: (performance.now() - t) / N, queriesInFloor: inQuery / N, perRoute, perFloor: per.map(x => +(x / N).toFixed(3)) });
await app.close();
