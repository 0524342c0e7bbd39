import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app.ts';
import { testConfig, type AppConfig } from '../server/src/config.ts';
import { createPostgresDatabase } from '../server/test-support/test-app.ts';
import { measure, measurePair, type Sample } from './lib/measure.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, seedHistory, YEAR_OF_USE } from './lib/seed-history.ts';
import { statementRecorder, type Statement, type StatementRecorder } from './lib/statement-recorder.ts';

const ITERATIONS = 300;
/** the target: a route at most this many times its floor at p50 */
const TARGET_RATIO = 1.5;
/** the target for one session of a list page, in bytes of JSON */
const TARGET_SUMMARY_BYTES = 1536;

interface Row {
  route: string;
  statements: number;
  floor: Sample;
  /** the route's response body served as a fixed string by a bare Fastify: the HTTP layer's own cost */
  http: Sample;
  measured: Sample;
}

/**
 * The API at a year of use: a user with 1,000 sessions (real analyzer reports) among 50 colleagues with
 * 200 each. Each route is put against its floor, measured in the same run: the very SQL statements the
 * route issued (recorded on the driver, the auth hook's token and user lookups included) replayed bare
 * through the same client. The ratio is what the app adds over the database's own work. On the embedded
 * PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function benchApi(): Promise<void> {
  await benchApiOn('PGlite', testConfig({ role: 'web' }));
  if (!process.env.TEST_DATABASE_URL) return;
  const database = await createPostgresDatabase();
  try {
    await benchApiOn('PostgreSQL', testConfig({ role: 'web', databaseUrl: database.url }));
  } finally {
    await database.drop();
  }
}

async function benchApiOn(kind: string, config: AppConfig): Promise<void> {
  const app = await buildApp(config, { mailer: null, speech: null });
  try {
    const started = performance.now();
    await seedHistory(app.ctx.db, app.ctx.now());
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `\nAPI on ${kind}: ${YEAR_OF_USE.sessions} sessions of the user among ${YEAR_OF_USE.colleagues} × ` +
        `${YEAR_OF_USE.sessionsEach} (seeded in ${seconds} s)`,
    );
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const get = (url: string) => () => app.inject({ url, headers });

    const page = await get('/api/sessions')();
    const pageBytes = Buffer.byteLength(page.body);
    const perPage = page.json<unknown[]>().length;
    const bytesPerSession = pageBytes / perPage;
    let cursor = '';
    for (let i = 0; i < 5; i++) {
      const next = await get(`/api/sessions?limit=100${cursor ? `&before=${cursor}` : ''}`)();
      cursor = next.json<Array<{ id: string }>>().at(-1)!.id;
    }
    const routes = ['/api/sessions', `/api/sessions?before=${cursor}`, '/api/user', '/api/sessions/figures'];
    const recorder = statementRecorder(app.ctx.db);
    const echo = await bareEcho();
    const rows: Row[] = [];
    for (const url of routes) rows.push(await againstFloor(recorder, echo, url, get(url)));
    await echo.app.close();
    const health = await measure('GET /health', () => app.inject({ url: '/health' }), ITERATIONS);
    printRows(rows, health);
    const verdict = bytesPerSession <= TARGET_SUMMARY_BYTES ? 'within' : 'OVER';
    console.info(
      `list payload: ${Math.round(bytesPerSession)} bytes per session (${perPage} per page, ${pageBytes} ` +
        `bytes) — ${verdict} the ${TARGET_SUMMARY_BYTES}-byte target`,
    );
  } finally {
    await app.close();
  }
}

/** A bare Fastify answering every request with the body it was last given, as the app's routes send JSON. */
async function bareEcho() {
  let body = '';
  const app: FastifyInstance = Fastify();
  app.get('/', async (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
  await app.ready();
  return { app, serve: (next: string) => void (body = next) };
}

async function againstFloor(
  recorder: StatementRecorder,
  echo: Awaited<ReturnType<typeof bareEcho>>,
  url: string,
  route: () => Promise<{ body: string }>,
): Promise<Row> {
  echo.serve((await route()).body); // also warms: the first request plans the statements
  const statements: Statement[] = await recorder.record(route);
  const [floor, measured] = await measurePair(
    { name: 'floor', fn: () => recorder.replay(statements) },
    { name: url, fn: route },
    ITERATIONS,
  );
  const http = await measure('http', () => echo.app.inject({ url: '/' }), ITERATIONS);
  return {
    route: url.replace(/before=[^&]+/, 'before=<500th>'),
    statements: statements.length,
    floor,
    http,
    measured,
  };
}

function printRows(rows: Row[], health: Sample): void {
  const cols = ['SQL', 'floor p50', 'http p50', 'route p50', 'x floor', 'x f+http', 'route p95'];
  console.info('GET '.padEnd(36) + cols.map((c) => c.padStart(10)).join(''));
  for (const r of rows) {
    const ratio = r.measured.p50 / r.floor.p50;
    const withHttp = r.measured.p50 / (r.floor.p50 + r.http.p50);
    console.info(
      r.route.padEnd(36) +
        [
          String(r.statements),
          r.floor.p50.toFixed(2),
          r.http.p50.toFixed(2),
          r.measured.p50.toFixed(2),
          ratio.toFixed(2) + (ratio <= TARGET_RATIO ? ' ' : '!'),
          withHttp.toFixed(2) + ' ',
          r.measured.p95.toFixed(2),
        ]
          .map((c) => c.padStart(10))
          .join(''),
    );
  }
  console.info(
    '/health (no database: Fastify inject)'.padEnd(36) +
      ['0', '', '', health.p50.toFixed(2), '', '', health.p95.toFixed(2)].map((c) => c.padStart(10)).join(''),
  );
  console.info(
    `ms; floor: the route's own statements replayed bare on the same client, the auth hook's ` +
      `token-and-user lookup included; http: the route's response bytes served by a bare Fastify; ` +
      `'!' marks a route over ${TARGET_RATIO}× its SQL floor`,
  );
}
