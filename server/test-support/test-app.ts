import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { LoginResponse } from '@ringready/core/api';
import type { Tier } from '@ringready/core/plans';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { testConfig, type AppConfig } from '../src/config.ts';
import { createUser } from '../src/modules/users/index.ts';

/**
 * A real app on a fresh database: in-memory PGlite, or (TEST_DB=postgres) a new database
 * created on the PostgreSQL server of TEST_DATABASE_URL and dropped again on close. Without a speech
 * engine in `options`, voice is off (typed practice works).
 */
export async function createTestApp(config: Partial<AppConfig> = {}, options: BuildOptions = {}) {
  const database = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
  // no speech engine unless a test brings one: loading the recogniser's workers for every app costs
  // seconds and hundreds of megabytes that only the voice tests need
  const app = await buildApp(testConfig({ ...config, ...(database ? { databaseUrl: database.url } : {}) }), {
    mailer: null,
    speech: null,
    ...options,
  });
  return {
    app,
    ctx: app.ctx,
    async close() {
      await app.close();
      await database?.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL; `drop()` removes it. */
export async function createPostgresDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `rr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // let the app's connections (pool, pg-boss, its LISTEN client) finish closing before dropping
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

let counter = 0;

/** Creates an account with a plan and signs it in. */
export async function signUpAndLogin(
  app: FastifyInstance,
  opts: { plan?: Tier | null; password?: string; email?: string } = {},
) {
  const email = opts.email ?? `user${++counter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = opts.password ?? 'correct-horse-battery';
  await createUser(
    app.ctx.db,
    {
      email,
      name: `Test ${counter}`,
      password,
      plan: opts.plan === null ? undefined : (opts.plan ?? 'tier2'),
    },
    app.ctx.now(),
  );
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const body = res.json<LoginResponse>();
  return { ...body, email, password, auth: { authorization: `Bearer ${body.token}` } };
}
